import { z } from 'zod'

/**
 * The one success shape (docs/STYLE.md "Errors"): `{ data }`; lists add `meta`; an action may add a
 * top-level `message` sentence for the client to show. These wrap the resource schemas into whole
 * bodies, which is what a route declares as its `response`, what the OpenAPI document publishes and
 * what the browser checks an answer against. The one exception is POST /auth/verify, whose token the
 * spec's client reads at the top level (shared/schemas/auth.ts VerifiedResponse).
 */
export const ListMetaJson = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** True when `total` stopped counting at a cap; the real number is larger. */
  total_capped: z.boolean().optional(),
})

export const dataEnvelope = <S extends z.ZodType>(data: S) => z.strictObject({ data })

type ListBody<S extends z.ZodType, M extends z.ZodType> = z.ZodObject<{ data: z.ZodArray<S>; meta: M }, z.core.$strict>

/** A page of a list: `meta` is ListMetaJson unless the list adds its own figures. */
export function listEnvelope<S extends z.ZodType>(item: S): ListBody<S, typeof ListMetaJson>
export function listEnvelope<S extends z.ZodType, M extends z.ZodType>(item: S, meta: M): ListBody<S, M>
export function listEnvelope(item: z.ZodType, meta: z.ZodType = ListMetaJson): ListBody<z.ZodType, z.ZodType> {
  return z.strictObject({ data: z.array(item), meta })
}

export const messageEnvelope = <S extends z.ZodType>(data: S) => z.strictObject({ data, message: z.string() })

/** An action with nothing to return, only a sentence to show (signed out, code sent). */
export const MessageResponse = messageEnvelope(z.null())

/** A whole collection that needs no paging (it is short or bounded). */
export const collectionEnvelope = <S extends z.ZodType>(item: S) => z.strictObject({ data: z.array(item) })

/** The one failure shape (shared/contract.ts ErrorBody), for the API document. */
export const ErrorBodyJson = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.array(z.string()).optional(),
  fields: z.record(z.string(), z.string()).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
})
