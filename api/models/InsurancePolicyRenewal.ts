import { BaseModel } from './BaseModel.ts'
import { User } from './User.ts'
import type { OfferCoverages } from '../../shared/schemas/offers.ts'
import type { PolicyDriver, PolicyVehicle } from '../../shared/schemas/insurancePolicy.ts'
import type { RenewalStatus } from '../../shared/schemas/policyRenewal.ts'

/** The current carrier's offer for a policy's next term; amounts are two-decimal strings from numeric(10,2). */
export class InsurancePolicyRenewal extends BaseModel {
  declare id: number
  declare insurance_policy_id: number
  declare recorded_by_user_id: number | null
  declare status: RenewalStatus
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
  declare agent_note: string
  declare created_at: Date
  declare updated_at: Date
  declare recorded_by?: User | null

  static override tableName = 'insurance_policy_renewals'
  // As on policies: text[] columns need pg's own array encoding, not JSON.
  static override jsonAttributes = ['coverages', 'vehicles', 'drivers']

  static override relationMappings = () => ({
    recorded_by: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'insurance_policy_renewals.recorded_by_user_id', to: 'users.id' },
    },
  })
}
