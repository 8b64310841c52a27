import type { SupportConversation } from '../models/SupportConversation.ts'
import type { SupportMessage } from '../models/SupportMessage.ts'
import type { User } from '../models/User.ts'
import { PRODUCT_NAME } from '../../shared/contract.ts'
import type {
  AdminSupportConversationDetailJson,
  AdminSupportConversationJson,
  SupportConversationDetailJson,
  SupportConversationJson,
  SupportMessageJson,
} from '../../shared/schemas/support.ts'

const PREVIEW_LENGTH = 140
const SUPPORT_AUTHOR_NAME = `${PRODUCT_NAME} Support`

const fullName = (user: User | undefined) => (user ? `${user.first_name} ${user.last_name}`.trim() || user.email : 'Customer')

const preview = (body: string) => (body.length > PREVIEW_LENGTH ? `${body.slice(0, PREVIEW_LENGTH - 1)}…` : body)

/** Admins answer as the product, never by their own name. */
export function presentSupportMessage(message: SupportMessage, customerName: string): SupportMessageJson {
  return {
    id: message.id,
    body: message.body,
    author_role: message.author_role,
    author_name: message.author_role === 'admin' ? SUPPORT_AUTHOR_NAME : customerName,
    created_at: message.created_at.toISOString(),
  }
}

function presentSummary(conversation: SupportConversation): Omit<SupportConversationJson, 'unread'> {
  const messages = conversation.messages
  const last = messages?.at(-1)
  return {
    id: conversation.id,
    subject: conversation.subject,
    insurance_request_number: conversation.insurance_request?.request_number ?? conversation.insurance_request_number ?? null,
    priority: conversation.priority,
    awaiting_reply: conversation.awaiting_reply,
    message_count: messages ? messages.length : (conversation.message_count ?? 0),
    last_message_preview: preview(last?.body ?? conversation.last_message_preview ?? ''),
    last_message_at: conversation.last_message_at.toISOString(),
    created_at: conversation.created_at.toISOString(),
  }
}

/** A row of the customer's list; `unread` comes from the list query. */
export function presentSupportConversation(conversation: SupportConversation): SupportConversationJson {
  return { ...presentSummary(conversation), unread: conversation.unread ?? false }
}

/** A conversation the customer is reading: everything in it is read now. */
export function presentSupportConversationDetail(conversation: SupportConversation): SupportConversationDetailJson {
  const customerName = fullName(conversation.user)
  return {
    ...presentSummary(conversation),
    unread: false,
    messages: (conversation.messages ?? []).map((message) => presentSupportMessage(message, customerName)),
  }
}

export function presentAdminSupportConversation(conversation: SupportConversation): AdminSupportConversationJson {
  const user = conversation.user
  return {
    ...presentSummary(conversation),
    customer: { id: conversation.user_id, name: fullName(user), email: user?.email ?? '' },
  }
}

export function presentAdminSupportConversationDetail(conversation: SupportConversation): AdminSupportConversationDetailJson {
  const customerName = fullName(conversation.user)
  return {
    ...presentAdminSupportConversation(conversation),
    messages: (conversation.messages ?? []).map((message) => presentSupportMessage(message, customerName)),
  }
}
