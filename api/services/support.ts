import type { Knex } from 'knex'
import { raw } from 'objection'
import type { AppContext } from '../context.ts'
import type { User } from '../models/User.ts'
import { SupportConversation } from '../models/SupportConversation.ts'
import { SupportMessage, type SupportAuthorRole } from '../models/SupportMessage.ts'
import { forbidden, notFound, validationFailed } from '../errors.ts'
import { fetchPage } from '../db/pagination.ts'
import { supportReplyMessage } from '../mail/templates/support.ts'
import { canOpenConversation, conversationLimitOf, isPriorityTier, onlyOwnConversations } from '../policies/support.ts'
import { planTierOf, type PlanTier } from '../billing/planTier.ts'
import { enqueueMail } from './mailing.ts'
import { noteForAgents } from './agentNotifications.ts'
import {
  FREE_LIMIT_MESSAGE,
  type CreateSupportConversationBody,
  type SupportConversationListQuery,
} from '../../shared/schemas/support.ts'

const FOREIGN_REQUEST = 'Please choose one of your requests'

export interface Allowance {
  plan_tier: PlanTier
  conversation_limit: number | null
  conversations_used: number
  can_open_conversation: boolean
}

const countConversations = async (userId: number, trx?: Knex.Transaction) =>
  (await SupportConversation.query(trx).where({ user_id: userId }).resultSize())

/** The customer's plan tier and how many conversations it still lets them open. */
export async function supportAllowance(userId: number, trx?: Knex.Transaction): Promise<Allowance> {
  const tier = await planTierOf(userId, trx)
  const used = await countConversations(userId, trx)
  return {
    plan_tier: tier,
    conversation_limit: conversationLimitOf(tier),
    conversations_used: used,
    can_open_conversation: canOpenConversation(tier, used),
  }
}

/** The list columns computed from the messages: count, newest body, request number and unread flag. */
function summaryColumns() {
  return [
    'support_conversations.*',
    SupportConversation.relatedQuery('messages').count().as('message_count'),
    SupportConversation.relatedQuery('messages').select('body').orderBy('id', 'desc').limit(1).as('last_message_preview'),
    SupportConversation.relatedQuery('insurance_request').select('request_number').as('insurance_request_number'),
    raw(
      `exists (select 1 from support_messages as answers where answers.conversation_id = support_conversations.id
        and answers.author_role = 'admin' and answers.id > coalesce(support_conversations.customer_read_message_id, 0)) as unread`,
    ),
  ]
}

async function findOwnRequestId(trx: Knex.Transaction, userId: number, requestNumber: string): Promise<number> {
  const request: { id: number } | undefined = await trx('insurance_requests')
    .where({ request_number: requestNumber.toUpperCase(), user_id: userId })
    .first('id')
  if (!request) throw validationFailed({ insurance_request_number: FOREIGN_REQUEST })
  return request.id
}

async function insertMessage(
  trx: Knex.Transaction,
  conversationId: number,
  author: { id: number; role: SupportAuthorRole },
  body: string,
  now: Date,
): Promise<SupportMessage> {
  return SupportMessage.query(trx).insertAndFetch({
    conversation_id: conversationId,
    author_id: author.id,
    author_role: author.role,
    body,
    created_at: now,
  })
}

/**
 * Opens a conversation with its first message (a Premium customer's reaches the agents). The user's
 * row is locked first so two parallel requests from a Free customer cannot both pass the one-conversation limit.
 */
export async function openConversation(app: AppContext, user: User, input: CreateSupportConversationBody): Promise<number> {
  return app.knex.transaction(async (trx) => {
    await trx('users').where({ id: user.id }).forUpdate().first('id')
    const requestId = input.insurance_request_number
      ? await findOwnRequestId(trx, user.id, input.insurance_request_number)
      : null
    const allowance = await supportAllowance(user.id, trx)
    if (!allowance.can_open_conversation) throw forbidden(FREE_LIMIT_MESSAGE)
    const now = app.now()
    const conversation = await SupportConversation.query(trx).insertAndFetch({
      user_id: user.id,
      insurance_request_id: requestId,
      subject: input.subject,
      priority: isPriorityTier(allowance.plan_tier),
      awaiting_reply: true,
      last_message_at: now,
      created_at: now,
      updated_at: now,
    })
    const message = await insertMessage(trx, conversation.id, { id: user.id, role: 'customer' }, input.body, now)
    await SupportConversation.query(trx).patch({ customer_read_message_id: message.id }).where({ id: conversation.id })
    if (conversation.priority) await noteForAgents(app, trx, { kind: 'premium_help', support_message_id: message.id })
    return conversation.id
  })
}

/** A customer's own conversations, newest activity first. */
export function listCustomerConversations(user: User, query: SupportConversationListQuery) {
  const conversations = SupportConversation.query()
    .select(summaryColumns())
    .modify(onlyOwnConversations(user))
    .orderBy([{ column: 'last_message_at', order: 'desc' }, { column: 'id', order: 'desc' }])
  return fetchPage(conversations, query)
}

/** Loads a conversation for its customer and marks every message in it read. */
export async function readCustomerConversation(user: User, id: number): Promise<SupportConversation> {
  const conversation = await SupportConversation.findWithMessages(id).modify(onlyOwnConversations(user))
  if (!conversation) throw notFound('Conversation not found')
  const lastId = conversation.messages?.at(-1)?.id ?? null
  if (lastId !== null && lastId !== conversation.customer_read_message_id) {
    await SupportConversation.query().patch({ customer_read_message_id: lastId }).where({ id })
    conversation.customer_read_message_id = lastId
  }
  return conversation
}

/** Adds a message to a conversation and moves it up the lists; the row lock keeps counters in step. */
async function appendMessage(
  app: AppContext,
  conversationId: number,
  author: { id: number; role: SupportAuthorRole },
  body: string,
  /** The customer whose own conversation this must be; null for an admin's reply. */
  owner: User | null,
  /** What must commit with the message (the customer's e-mail of an admin reply). */
  alongside?: (trx: Knex.Transaction, conversation: SupportConversation, message: SupportMessage) => Promise<void>,
): Promise<{ conversation: SupportConversation; message: SupportMessage }> {
  return app.knex.transaction(async (trx) => {
    const conversation = await SupportConversation.query(trx)
      .findById(conversationId)
      .modify((query) => {
        if (owner) onlyOwnConversations(owner)(query)
      })
      .forUpdate()
    if (!conversation) throw notFound('Conversation not found')
    const now = app.now()
    const message = await insertMessage(trx, conversation.id, author, body, now)
    await SupportConversation.query(trx)
      .patch({
        awaiting_reply: author.role === 'customer',
        last_message_at: now,
        updated_at: now,
        ...(author.role === 'customer' ? { customer_read_message_id: message.id } : {}),
      })
      .where({ id: conversation.id })
    await alongside?.(trx, conversation, message)
    return { conversation, message }
  })
}

/** A customer's follow-up in their own conversation (anyone else's is not found); a Premium customer's reaches the agents. */
export async function postCustomerMessage(app: AppContext, user: User, conversationId: number, body: string): Promise<SupportMessage> {
  const { message } = await appendMessage(app, conversationId, { id: user.id, role: 'customer' }, body, user, async (trx, _conversation, posted) => {
    if (isPriorityTier(await planTierOf(user.id, trx))) await noteForAgents(app, trx, { kind: 'premium_help', support_message_id: posted.id })
  })
  return message
}

/** Every conversation for the admin inbox: Premium first, then unanswered, then newest activity. */
export function listInbox(query: SupportConversationListQuery) {
  const conversations = SupportConversation.query()
    .select(summaryColumns())
    .withGraphFetched('user')
    .orderBy([
      { column: 'priority', order: 'desc' },
      { column: 'awaiting_reply', order: 'desc' },
      { column: 'last_message_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
  return fetchPage(conversations, query)
}

export async function readConversationAsAdmin(id: number): Promise<SupportConversation> {
  const conversation = await SupportConversation.findWithMessages(id)
  if (!conversation) throw notFound('Conversation not found')
  return conversation
}

/** An admin's answer and the customer's e-mail about it, committed together. */
export async function replyAsAdmin(app: AppContext, admin: User, conversationId: number, body: string): Promise<SupportMessage> {
  const { message } = await appendMessage(app, conversationId, { id: admin.id, role: 'admin' }, body, null, async (trx, conversation, reply) => {
    const customer = await conversation.$relatedQuery('user', trx)
    if (!customer) return
    const mail = supportReplyMessage({
      to: customer.email,
      firstName: customer.first_name,
      subject: conversation.subject,
      reply: body,
      conversationUrl: `${app.config.publicUrl}/support?conversation=${conversation.id}`,
    })
    await enqueueMail(trx, mail, `support_reply:message_${reply.id}`, app.now())
  })
  return message
}
