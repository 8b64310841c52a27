import { BaseModel } from './BaseModel.ts'
import { SupportMessage } from './SupportMessage.ts'
import { User } from './User.ts'
import { InsuranceRequest } from './InsuranceRequest.ts'

export class SupportConversation extends BaseModel {
  declare id: number
  declare user_id: number
  declare insurance_request_id: number | null
  declare subject: string
  declare priority: boolean
  declare awaiting_reply: boolean
  declare customer_read_message_id: number | null
  declare last_message_at: Date
  declare created_at: Date
  declare updated_at: Date
  declare messages?: SupportMessage[]
  declare user?: User
  declare insurance_request?: InsuranceRequest | null

  static override tableName = 'support_conversations'

  static override relationMappings = () => ({
    messages: {
      relation: BaseModel.HasManyRelation,
      modelClass: SupportMessage,
      join: { from: 'support_conversations.id', to: 'support_messages.conversation_id' },
    },
    user: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'support_conversations.user_id', to: 'users.id' },
    },
    insurance_request: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: InsuranceRequest,
      join: { from: 'support_conversations.insurance_request_id', to: 'insurance_requests.id' },
    },
  })

  /** Filled by the list queries' subqueries; a detail load derives them from its messages. */
  declare message_count?: number
  declare last_message_preview?: string | null
  declare unread?: boolean
  declare insurance_request_number?: string | null

  /** The conversation with its messages, oldest first. */
  static findWithMessages(id: number) {
    return SupportConversation.query()
      .findById(id)
      .withGraphFetched('[messages(oldestFirst), insurance_request, user]')
      .modifiers({ oldestFirst: (query) => query.orderBy('id', 'asc') })
  }
}
