import { z } from 'zod'
import { emptyAsMissing, line, requiredMultilineText, requiredText } from './fields.ts'
import { pageQuery } from './pagination.ts'

/* ---- Help messages (/support): bodies, params, queries and responses ---- */

const SUBJECT_MAX = 150
const MESSAGE_MAX = 5000
/** Free customers may open this many conversations; Basic and Premium have no limit. */
export const FREE_CONVERSATION_LIMIT = 1

const messageBody = requiredMultilineText('Please enter your message', MESSAGE_MAX)

export const CreateSupportConversationBody = z.object({
  subject: requiredText('Please enter a subject', SUBJECT_MAX),
  body: messageBody,
  insurance_request_number: z.preprocess(emptyAsMissing, line().max(40, 'Please choose one of your requests').optional()),
})
export type CreateSupportConversationBody = z.infer<typeof CreateSupportConversationBody>
export type CreateSupportConversationInput = z.input<typeof CreateSupportConversationBody>

export const SupportMessageBody = z.object({ body: messageBody })
export type SupportMessageBody = z.infer<typeof SupportMessageBody>

export const SupportConversationParams = z.object({
  id: z.coerce.number<number>('Unknown conversation').int('Unknown conversation').positive('Unknown conversation').max(Number.MAX_SAFE_INTEGER),
})
export type SupportConversationParams = z.infer<typeof SupportConversationParams>

export const SupportConversationListQuery = pageQuery(50)
export type SupportConversationListQuery = z.infer<typeof SupportConversationListQuery>

const PLAN_TIERS = ['free', 'basic', 'premium'] as const

export const SupportMessageJson = z.object({
  id: z.number(),
  body: z.string(),
  author_role: z.enum(['customer', 'admin']),
  /** The customer's own name, or 'GetQuote Support' for any admin: staff names stay private. */
  author_name: z.string(),
  created_at: z.iso.datetime(),
})
export type SupportMessageJson = z.infer<typeof SupportMessageJson>

export const SupportConversationJson = z.object({
  id: z.number(),
  subject: z.string(),
  insurance_request_number: z.string().nullable(),
  priority: z.boolean(),
  /** The provider answered since the customer last opened the conversation. */
  unread: z.boolean(),
  /** The newest message is the customer's: an admin has yet to answer it. */
  awaiting_reply: z.boolean(),
  message_count: z.number(),
  last_message_preview: z.string(),
  last_message_at: z.iso.datetime(),
  created_at: z.iso.datetime(),
})
export type SupportConversationJson = z.infer<typeof SupportConversationJson>

export const SupportConversationDetailJson = SupportConversationJson.extend({ messages: z.array(SupportMessageJson) })
export type SupportConversationDetailJson = z.infer<typeof SupportConversationDetailJson>

const SupportCustomerJson = z.object({ id: z.number(), name: z.string(), email: z.string() })

export const AdminSupportConversationJson = SupportConversationJson.omit({ unread: true }).extend({ customer: SupportCustomerJson })
export type AdminSupportConversationJson = z.infer<typeof AdminSupportConversationJson>

export const AdminSupportConversationDetailJson = AdminSupportConversationJson.extend({ messages: z.array(SupportMessageJson) })
export type AdminSupportConversationDetailJson = z.infer<typeof AdminSupportConversationDetailJson>

/** What the new-message form needs to know before the customer types: may they open another conversation? */
export const SupportAllowanceJson = z.object({
  plan_tier: z.enum(PLAN_TIERS),
  conversation_limit: z.number().nullable(),
  conversations_used: z.number(),
  can_open_conversation: z.boolean(),
})
export type SupportAllowanceJson = z.infer<typeof SupportAllowanceJson>

export const FREE_LIMIT_MESSAGE =
  'The Free plan includes one help message. Upgrade to Basic or Premium for unlimited help messages.'
