import { BaseModel } from './BaseModel.ts'
import { PolicyTerm } from './PolicyTerm.ts'
import { Carrier } from './Carrier.ts'
import { InsuranceRequest } from './InsuranceRequest.ts'
import { User } from './User.ts'
import type { PolicyOrigin, PolicyStatus } from '../../shared/schemas/insurancePolicy.ts'

/** A customer's insurance policy, its current term's columns declared by PolicyTerm. */
export class InsurancePolicy extends PolicyTerm {
  declare id: number
  declare user_id: number
  declare origin: PolicyOrigin
  declare offer_id: number | null
  declare insurance_request_id: number | null
  declare carrier_id: number | null
  declare carrier_name: string | null
  declare policy_number: string
  declare state: string
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
