import { Model } from 'objection'
import { Applicant } from './Applicant.ts'
import { AutoInsurance } from './AutoInsurance.ts'
import { RequestStatusChange } from './RequestStatusChange.ts'
import { User } from './User.ts'
import type { InsuranceType, RequestStatus } from '../../shared/constants/requests.ts'
import { isPlainObject } from '../../shared/rules/isPlainObject.ts'

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
   * query, prepared once per connection so PostgreSQL stops planning it on every request. Every
   * customer's request page runs it, so the two one-row relations arrive as JSON (their columns are
   * text, numbers and booleans, which JSON keeps exactly) rather than through a graph join's parsing.
   */
  static async findByNumber(requestNumber: string): Promise<InsuranceRequest | undefined> {
    const result: { rows: unknown[] } = await InsuranceRequest.knex()
      .raw(BY_NUMBER, [requestNumber.trim().toUpperCase()])
      .options({ name: 'insurance_request_by_number' })
    const row = result.rows[0]
    if (!isPlainObject(row)) return undefined
    const { applicant, auto_insurance: auto, ...columns } = row
    const request = InsuranceRequest.fromDatabaseJson(columns)
    if (isPlainObject(applicant)) request.applicant = Applicant.fromDatabaseJson(applicant)
    request.auto_insurance = isPlainObject(auto) ? AutoInsurance.fromDatabaseJson(auto) : null
    return request
  }
}

// The request's own columns but the admin search's text, which only its index reads.
const BY_NUMBER = `SELECT r.id, r.request_number, r.user_id, r.insurance_type, r.status, r.created_at, r.updated_at,
    r.first_offer_at, r.policy_number, r.effective_date, to_jsonb(a) AS applicant, to_jsonb(ai) AS auto_insurance
  FROM insurance_requests r
  LEFT JOIN applicants a ON a.insurance_request_id = r.id
  LEFT JOIN auto_insurances ai ON ai.insurance_request_id = r.id
  WHERE r.request_number = ?`
