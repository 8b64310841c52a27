import { DISCOUNTS } from '../constants/requestOptions.ts'
import { type InsuranceRequestJson } from '../schemas/insuranceRequestJson.ts'
import { estimatePremium, type PremiumEstimate } from './premiumEstimate.ts'

const discountName = (flag: string) => {
  const words = flag.replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The instant estimate of a submitted request, counted from the day it was sent; null without auto answers or a state average. */
export function estimateForRequest(request: InsuranceRequestJson): PremiumEstimate | null {
  const auto = request.auto_insurance
  if (!auto || !request.applicant) return null
  return estimatePremium({
    state: request.applicant.address.state,
    coverage_type: auto.coverage_type,
    minimum_liability_limits: auto.minimum_liability_limits,
    deductible: auto.deductible,
    discounts: DISCOUNTS.filter((discount) => auto[discount.flag]).map((discount) => discountName(discount.flag)),
    drivers: request.drivers,
    vehicles: request.vehicles,
    on: new Date(request.created_at),
  })
}
