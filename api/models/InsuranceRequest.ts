import { Model } from 'objection'
import { Applicant } from './Applicant.ts'
import { AutoInsurance } from './AutoInsurance.ts'
import { RequestStatusChange } from './RequestStatusChange.ts'
import { User } from './User.ts'
import type { InsuranceType, RequestStatus } from '../../shared/constants/requests.ts'

export class InsuranceRequest extends Model {
  declare id: number
  declare request_number: string
  declare user_id: number
  declare insurance_type: InsuranceType
  declare status: RequestStatus
  declare created_at: Date
  declare updated_at: Date
  declare first_offer_at: Date | null
  declare policy_number: string | null
  declare effective_date: string | null
  declare applicant?: Applicant
  declare auto_insurance?: AutoInsurance | null
  declare user?: User
  declare status_changes?: RequestStatusChange[]

  static override tableName = 'insurance_requests'

  static override relationMappings = () => ({
    applicant: {
      relation: Model.HasOneRelation,
      modelClass: Applicant,
      join: { from: 'insurance_requests.id', to: 'applicants.insurance_request_id' },
    },
    auto_insurance: {
      relation: Model.HasOneRelation,
      modelClass: AutoInsurance,
      join: { from: 'insurance_requests.id', to: 'auto_insurances.insurance_request_id' },
    },
    user: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'insurance_requests.user_id', to: 'users.id' },
    },
    status_changes: {
      relation: Model.HasManyRelation,
      modelClass: RequestStatusChange,
      join: { from: 'insurance_requests.id', to: 'request_status_changes.insurance_request_id' },
    },
  })

  /**
   * A request with its applicant and auto details, numbers matched case-insensitively: one joined
   * query, prepared once per connection so PostgreSQL stops planning it on every request.
   */
  static findByNumber(requestNumber: string) {
    return InsuranceRequest.query()
      .findOne({ 'insurance_requests.request_number': requestNumber.trim().toUpperCase() })
      .withGraphJoined('[applicant, auto_insurance]')
      .onBuildKnex((builder) => builder.options({ name: 'insurance_request_by_number' }))
  }
}
