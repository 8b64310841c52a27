import type { QueryBuilder } from 'objection'
import type { PlanTier } from '../billing/planTier.ts'
import type { SupportConversation } from '../models/SupportConversation.ts'
import type { User } from '../models/User.ts'
import { FREE_CONVERSATION_LIMIT } from '../../shared/schemas/support.ts'

/** The plan's allowance: Free opens one conversation, Basic and Premium any number. */
export const conversationLimitOf = (tier: PlanTier): number | null => (tier === 'free' ? FREE_CONVERSATION_LIMIT : null)

export const canOpenConversation = (tier: PlanTier, used: number) => {
  const limit = conversationLimitOf(tier)
  return limit === null || used < limit
}

/** Premium customers' conversations go to the top of the admin inbox. */
export const isPriorityTier = (tier: PlanTier) => tier === 'premium'

/**
 * The customer's help pages show a conversation only to the customer who opened it; to anyone else it
 * does not exist (404). Admins too: they read customers' conversations through the inbox.
 */
export const onlyOwnConversations =
  (user: User) =>
  <R>(query: QueryBuilder<SupportConversation, R>) =>
    query.where('support_conversations.user_id', user.id)
