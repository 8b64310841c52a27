import { BaseModel } from './BaseModel.ts'
import { User } from './User.ts'

/** An agent's note on a claim: shown to the customer only when visible_to_customer. */
export class AccidentClaimNote extends BaseModel {
  declare id: number
  declare accident_claim_id: number
  declare author_user_id: number | null
  declare body: string
  declare visible_to_customer: boolean
  declare created_at: Date
  declare author?: User | null

  static override tableName = 'accident_claim_notes'

  static override relationMappings = () => ({
    author: { relation: BaseModel.BelongsToOneRelation, modelClass: User, join: { from: 'accident_claim_notes.author_user_id', to: 'users.id' } },
  })
}
