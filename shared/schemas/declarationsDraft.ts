import { z } from 'zod'

/* ---- POST /policies/import: what a declarations page pre-fills, each value with how sure the reader is ---- */

const read = <T extends z.ZodType>(value: T) => z.object({ value, confidence: z.number().min(0).max(1) })
/** Whole dollars, or 'declined' where the page says the coverage is not carried. */
const limit = read(z.union([z.number(), z.literal('declined')])).nullable()

/** A field is null when the page does not mention it; dates YYYY-MM-DD, the premium an exact decimal string. */
export const DeclarationsDraftJson = z.object({
  source: z.enum(['text', 'ocr']),
  carrier: read(z.string()).nullable(),
  policy_number: read(z.string()).nullable(),
  effective_date: read(z.string()).nullable(),
  expiration_date: read(z.string()).nullable(),
  premium: read(z.string()).nullable(),
  state: read(z.string()).nullable(),
  vins: z.array(read(z.string())),
  drivers: z.array(read(z.string())),
  bodily_injury_per_person: limit,
  bodily_injury_per_accident: limit,
  property_damage: limit,
  um_uim_per_person: limit,
  um_uim_per_accident: limit,
  pip: limit,
  med_pay: limit,
  comprehensive_deductible: limit,
  collision_deductible: limit,
  rental_per_day: limit,
  rental_maximum: limit,
  roadside: read(z.boolean()).nullable(),
  lienholder: read(z.string().nullable()).nullable(),
  financed: read(z.boolean()).nullable(),
})
export type DeclarationsDraftJson = z.infer<typeof DeclarationsDraftJson>
