import { z } from 'zod'

/**
 * The one success shape (docs/STYLE.md "Errors"): `{ data }`; lists add `meta`; an action may add a
 * `message` sentence for the client to show. These wrap the resource schemas into whole bodies, which
 * is what a route declares as its `response` and what the OpenAPI document publishes.
 */
export const ListMetaJson = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** True when `total` stopped counting at a cap; the real number is larger. */
  total_capped: z.boolean().optional(),
})

export const dataEnvelope = <S extends z.ZodType>(data: S) => z.strictObject({ data })

export const listEnvelope = <S extends z.ZodType, M extends z.ZodType = typeof ListMetaJson>(item: S, meta?: M) =>
  z.strictObject({ data: z.array(item), meta: meta ?? ListMetaJson })

export const messageEnvelope = <S extends z.ZodType>(data: S) => z.strictObject({ data, message: z.string() })


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
