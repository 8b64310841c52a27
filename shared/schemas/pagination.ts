import { z } from 'zod'
import { emptyAsMissing } from './fields.ts'

/* ---- Paged lists: the page and per_page query parameters (the answer's `meta` is ListMetaJson) ---- */

const MAX_PAGE = 100_000
const MAX_PER_PAGE = 100

/** The 1-based page asked for; left out or blank, the first. */
export const PageNumber = z.preprocess(
  emptyAsMissing,
  z.coerce.number<number>('Page must be a number').int().min(1).max(MAX_PAGE).default(1),
)

/** `page` and `per_page`; a list asked without `per_page` shows its own page size. */
export const pageQuery = (defaultPerPage: number) =>
  z.object({
    page: PageNumber,
    per_page: z.preprocess(
      emptyAsMissing,
      z.coerce
        .number<number>('per_page must be a number')
        .int()
        .min(1)
        .max(MAX_PER_PAGE, `per_page is at most ${MAX_PER_PAGE}`)
        .default(defaultPerPage),
    ),
  })
export type PageQuery = z.output<ReturnType<typeof pageQuery>>
