import { BaseModel } from './BaseModel.ts'
import { User } from './User.ts'
import type { PolicyEventAction } from '../../shared/schemas/insurancePolicy.ts'

/** A policy's audit trail: who bound, added, changed or re-quoted it, and when the clock expired it (no actor). */
export class InsurancePolicyEvent extends BaseModel {
  declare id: number
  declare insurance_policy_id: number
  declare actor_user_id: number | null
  declare action: PolicyEventAction
  declare detail: string
  declare created_at: Date
  declare actor?: User | null

  static override tableName = 'insurance_policy_events'

  static override relationMappings = () => ({
    actor: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'insurance_policy_events.actor_user_id', to: 'users.id' },
    },
  })
}
