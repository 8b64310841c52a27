import { z } from 'zod'
import { line } from './fields.ts'
import { AutoInsuranceJson } from './insuranceRequestJson.ts'
import { OfferJson } from './offers.ts'

/** A read-only link to a request's offer comparison, for a household member (issue #33). */

export const SHARE_DAYS = 7
/** Where a shared link opens: the token rides in the fragment, so it never reaches a server log or a Referer. */
export const SHARED_COMPARISON_PAGE = '/shared-comparison'

export const ShareParams = z.object({ request_number: line().min(1).max(40), id: z.coerce.number('Not found').int().positive() })
export const SharedComparisonParams = z.object({ token: line().min(20).max(100) })

export const ComparisonShareJson = z.object({
  id: z.number(),
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
  revoked_at: z.iso.datetime().nullable(),
})
export type ComparisonShareJson = z.infer<typeof ComparisonShareJson>

/** Only when a link is made: its path with the token, which is never stored or shown again. */
export const CreatedComparisonShareJson = ComparisonShareJson.extend({ path: z.string() })
export type CreatedComparisonShareJson = z.infer<typeof CreatedComparisonShareJson>

/** What the customer asked for, as the comparison highlights differences from it. */
const AskedCoverageJson = AutoInsuranceJson.pick({
  coverage_type: true, deductible: true, minimum_liability_limits: true, pip: true, um_uim: true, med_pay: true, med_pay_amount: true,
})

/** The shared comparison: the offers and what was asked, with no contact details, licence numbers or VINs. */
export const SharedComparisonJson = z.object({
  first_name: z.string(),
  state: z.string(),
  asked: AskedCoverageJson,
  offers: z.array(OfferJson),
  /** The instant estimate's range per month, whole dollars; null where no public average exists. */
  estimate: z.object({ monthly_low: z.number(), monthly_likely: z.number(), monthly_high: z.number(), estimated_on: z.iso.datetime() }).nullable(),
  expires_at: z.iso.datetime(),
})
export type SharedComparisonJson = z.infer<typeof SharedComparisonJson>
