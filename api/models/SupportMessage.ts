import { BaseModel } from './BaseModel.ts'
import { User } from './User.ts'

export type SupportAuthorRole = 'customer' | 'admin'

export class SupportMessage extends BaseModel {
  declare id: number
  declare conversation_id: number
  declare author_id: number | null
  declare author_role: SupportAuthorRole
  declare body: string
  declare created_at: Date
  declare author?: User | null

  static override tableName = 'support_messages'

  static override relationMappings = () => ({
    author: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'support_messages.author_id', to: 'users.id' },
    },
  })
}
