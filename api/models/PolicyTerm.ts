import { BaseModel } from './BaseModel.ts'
import type { OfferCoverages } from '../../shared/schemas/offers.ts'
import type { PolicyDriver, PolicyVehicle } from '../../shared/schemas/insurancePolicy.ts'

/**
 * The columns of one term of a policy, which a policy (its current term) and a renewal (the next)
 * both hold, as the shared PolicyTermsForm types them; amounts are two-decimal strings from numeric(10,2).
 */
export abstract class PolicyTerm extends BaseModel {
  declare term_months: number
  declare effective_date: string
  declare expiration_date: string
  declare premium: string
  declare down_payment: string
  declare monthly_instalment: string
  declare instalment_count: number
  declare deductible: number | null
  declare liability_limits: string
  declare coverages: OfferCoverages
  declare discounts: string[]
  declare vehicles: PolicyVehicle[]
  declare drivers: PolicyDriver[]

  // text[] columns (discounts) need pg's own array encoding, not JSON, so only these are JSON.
  static override jsonAttributes = ['coverages', 'vehicles', 'drivers']
}
