import { BaseModel } from './BaseModel.ts'
import { Carrier } from './Carrier.ts'
import { InsuranceRequest } from './InsuranceRequest.ts'
import { User } from './User.ts'
import type { OfferCoverages } from '../../shared/schemas/offers.ts'
import type { PolicyDriver, PolicyOrigin, PolicyStatus, PolicyVehicle } from '../../shared/schemas/insurancePolicy.ts'

/** A customer's insurance policy; amounts are two-decimal strings straight from numeric(10,2). */
export class InsurancePolicy extends BaseModel {
  declare id: number
  declare user_id: number
  declare origin: PolicyOrigin
  declare offer_id: number | null
  declare insurance_request_id: number | null
  declare carrier_id: number | null
  declare carrier_name: string | null
  declare policy_number: string
  declare state: string
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
  declare homeowner: boolean
  declare status: PolicyStatus
  declare status_changed_at: Date
  declare cancellation_date: string | null
  declare auto_reshop: boolean
  /** The expiration day whose renewal notice was given: one notice per term. */
  declare renewal_noticed_for: string | null
  declare reshop_request_id: number | null
  /** Set when its account was deleted: a kept agency record, out of every list and page. */
  declare restricted_at: Date | null
  declare created_at: Date
  declare updated_at: Date
  declare carrier?: Carrier | null
  declare user?: User
  declare insurance_request?: InsuranceRequest | null
  declare reshop_request?: InsuranceRequest | null

  static override tableName = 'insurance_policies'
  // Objection would otherwise send every array as JSON; text[] columns need pg's own array encoding.
  static override jsonAttributes = ['coverages', 'vehicles', 'drivers']

  static override relationMappings = () => ({
    carrier: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Carrier,
      join: { from: 'insurance_policies.carrier_id', to: 'carriers.id' },
    },
    user: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'insurance_policies.user_id', to: 'users.id' },
    },
    insurance_request: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: InsuranceRequest,
      join: { from: 'insurance_policies.insurance_request_id', to: 'insurance_requests.id' },
    },
    reshop_request: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: InsuranceRequest,
      join: { from: 'insurance_policies.reshop_request_id', to: 'insurance_requests.id' },
    },
  })
}
