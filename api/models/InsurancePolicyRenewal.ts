import { BaseModel } from './BaseModel.ts'
import { PolicyTerm } from './PolicyTerm.ts'
import { User } from './User.ts'
import type { RenewalStatus } from '../../shared/schemas/policyRenewal.ts'

/** The current carrier's offer for a policy's next term (its columns declared by PolicyTerm). */
export class InsurancePolicyRenewal extends PolicyTerm {
  declare id: number
  declare insurance_policy_id: number
  declare recorded_by_user_id: number | null
  declare status: RenewalStatus
  declare agent_note: string
  declare created_at: Date
  declare updated_at: Date
  declare recorded_by?: User | null

  static override tableName = 'insurance_policy_renewals'

  static override relationMappings = () => ({
    recorded_by: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'insurance_policy_renewals.recorded_by_user_id', to: 'users.id' },
    },
  })
}
