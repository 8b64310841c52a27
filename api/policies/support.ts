import type { PlanTier } from '../services/planTier.ts'
import { FREE_CONVERSATION_LIMIT } from '../../shared/schemas/support.ts'

/** The plan's allowance: Free opens one conversation, Basic and Premium any number. */
export const conversationLimitOf = (tier: PlanTier): number | null => (tier === 'free' ? FREE_CONVERSATION_LIMIT : null)

export const canOpenConversation = (tier: PlanTier, used: number) => {
  const limit = conversationLimitOf(tier)
  return limit === null || used < limit
}

/** Premium customers' conversations go to the top of the admin inbox. */
export const isPriorityTier = (tier: PlanTier) => tier === 'premium'
