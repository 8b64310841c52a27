import type { ComparisonShare } from '../models/ComparisonShare.ts'
import type { InsuranceRequest } from '../models/InsuranceRequest.ts'
import type { Offer } from '../models/Offer.ts'
import { presentInsuranceRequest } from './insuranceRequest.ts'
import { presentOffer } from './offer.ts'
import { estimateForRequest } from '../../shared/rules/requestEstimate.ts'
import { SHARED_COMPARISON_PAGE, type ComparisonShareJson, type CreatedComparisonShareJson, type SharedComparisonJson } from '../../shared/schemas/comparisonShares.ts'

export const presentComparisonShare = (share: ComparisonShare): ComparisonShareJson => ({
  id: share.id,
  created_at: share.created_at.toISOString(),
  expires_at: share.expires_at.toISOString(),
  revoked_at: share.revoked_at ? share.revoked_at.toISOString() : null,
})

export const presentCreatedShare = (share: ComparisonShare, token: string): CreatedComparisonShareJson => ({
  ...presentComparisonShare(share),
  path: `${SHARED_COMPARISON_PAGE}#${token}`,
})

/** What a household member sees: the offers, what was asked and the estimate; no contact details. */
export function presentSharedComparison(request: InsuranceRequest, share: ComparisonShare, offers: Offer[], today: Date): SharedComparisonJson {
  const full = presentInsuranceRequest(request)
  const estimate = estimateForRequest(full)
  const asked = full.auto_insurance
  if (!full.applicant || !asked) throw new Error(`request ${request.id} was loaded without its answers`)
  return {
    first_name: full.applicant.first_name,
    state: full.applicant.address.state,
    asked: {
      coverage_type: asked.coverage_type,
      deductible: asked.deductible,
      minimum_liability_limits: asked.minimum_liability_limits,
      pip: asked.pip,
      um_uim: asked.um_uim,
      med_pay: asked.med_pay,
      med_pay_amount: asked.med_pay_amount,
    },
    offers: offers.map((offer) => presentOffer(offer, request.request_number, today)),
    estimate: estimate && {
      monthly_low: estimate.monthly.low,
      monthly_likely: estimate.monthly.likely,
      monthly_high: estimate.monthly.high,
      estimated_on: full.created_at,
    },
    expires_at: share.expires_at.toISOString(),
  }
}
