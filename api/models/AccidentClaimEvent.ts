import { BaseModel } from './BaseModel.ts'
import { User } from './User.ts'
import type { ClaimEventAction } from '../../shared/schemas/accidentClaims.ts'

/** A claim's audit trail: who reported, filed, assigned, noted, corrected or closed it, and when. */
export class AccidentClaimEvent extends BaseModel {
  declare id: number
  declare accident_claim_id: number
  declare actor_user_id: number | null
  declare action: ClaimEventAction
  declare detail: string
  declare created_at: Date
  declare actor?: User | null

  static override tableName = 'accident_claim_events'

  static override relationMappings = () => ({
    actor: { relation: BaseModel.BelongsToOneRelation, modelClass: User, join: { from: 'accident_claim_events.actor_user_id', to: 'users.id' } },
  })
}
