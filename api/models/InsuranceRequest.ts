import { BaseModel } from './BaseModel.ts'
import { preparedRows } from '../db/prepared.ts'
import { Applicant } from './Applicant.ts'
import { AutoInsurance } from './AutoInsurance.ts'
import { RequestStatusChange } from './RequestStatusChange.ts'
import { User } from './User.ts'
import type { InsuranceType, RequestStatus } from '../../shared/constants/requests.ts'
import { isPlainObject } from '../../shared/rules/isPlainObject.ts'

export class InsuranceRequest extends BaseModel {
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
  /** Set when its account was deleted: kept for the law until retain_until, out of every list. */
  declare restricted_at: Date | null
  declare retain_until: string | null
  declare applicant?: Applicant
  declare auto_insurance?: AutoInsurance | null
  declare user?: User
  declare status_changes?: RequestStatusChange[]
  /** Read with the detail row only: whether the request was ever in Processing. */
  declare been_processing?: boolean

  static override tableName = 'insurance_requests'


  static override relationMappings = () => ({
    applicant: {
      relation: BaseModel.HasOneRelation,
      modelClass: Applicant,
      join: { from: 'insurance_requests.id', to: 'applicants.insurance_request_id' },
    },
    auto_insurance: {
      relation: BaseModel.HasOneRelation,
      modelClass: AutoInsurance,
      join: { from: 'insurance_requests.id', to: 'auto_insurances.insurance_request_id' },
    },
    user: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'insurance_requests.user_id', to: 'users.id' },
    },
    status_changes: {
      relation: BaseModel.HasManyRelation,
      modelClass: RequestStatusChange,
      join: { from: 'insurance_requests.id', to: 'request_status_changes.insurance_request_id' },
    },
  })

  /**
   * A request with its applicant and auto details, numbers matched case-insensitively: one joined
   * query, prepared once per connection so PostgreSQL stops planning it on every request.
   */
  static async findByNumber(requestNumber: string): Promise<InsuranceRequest | undefined> {
    const row = await InsuranceRequest.detailRow(normalizedNumber(requestNumber))
    return row ? InsuranceRequest.fromDetailRow(row) : undefined
  }

  /**
   * The row findByNumber reads. Every customer's request page reads it, so the two one-row relations
   * arrive as JSON (their columns are text, numbers and booleans, which JSON keeps exactly) rather
   * than through a graph join's parsing.
   */
  static async detailRow(number: string): Promise<Record<string, unknown> | undefined> {
    const [row] = await preparedRows(InsuranceRequest.knex(), 'insurance_request_by_number', BY_NUMBER, [number])
    return isPlainObject(row) ? row : undefined
  }

  /** New models from a row of REQUEST_ROW_COLUMNS (a detail row or a list's), sharing no object with it but its dates. */
  static fromDetailRow(row: Record<string, unknown>): InsuranceRequest {
    const { applicant, auto_insurance: auto, ...columns } = row
    const request = InsuranceRequest.fromDatabaseJson(columns)
    if (isPlainObject(applicant)) request.applicant = Applicant.fromDatabaseJson(applicant)
    request.auto_insurance = isPlainObject(auto) ? AutoInsurance.fromDatabaseJson(auto) : null
    return request
  }
}

/** Request numbers are stored upper-case; people type them in any case, with stray spaces. */
export const normalizedNumber = (requestNumber: string) => requestNumber.trim().toUpperCase()

/**
 * A request row as the API presents it, from `r` (insurance_requests) joined to `a` (applicants) and
 * `ai` (auto_insurances): its own columns but the admin search's text, which only its index reads, and
 * its two one-row relations as JSON (fromDetailRow reads them).
 */
export const REQUEST_ROW_COLUMNS = `r.id, r.request_number, r.user_id, r.insurance_type, r.status, r.created_at, r.updated_at,
    r.first_offer_at, r.policy_number, r.effective_date, to_jsonb(a) AS applicant, to_jsonb(ai) AS auto_insurance`

// With whether its status history passes through Processing (the change that records it also updates the request's row).
// A deleted account's kept request is not found here: an admin reads it only with a reason (api/services/retention.ts).
const BY_NUMBER = `SELECT ${REQUEST_ROW_COLUMNS},
    EXISTS (SELECT 1 FROM request_status_changes c WHERE c.insurance_request_id = r.id AND c.to_status = 'processing') AS been_processing
  FROM insurance_requests r
  LEFT JOIN applicants a ON a.insurance_request_id = r.id
  LEFT JOIN auto_insurances ai ON ai.insurance_request_id = r.id
  WHERE r.request_number = ? AND r.restricted_at IS NULL`
