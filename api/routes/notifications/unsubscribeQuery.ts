import { z } from 'zod'
import { EMAIL_KINDS } from '../../../shared/constants/emailPreferences.ts'

// A link clicked in an e-mail: whatever arrives, the answer is a readable page, never a JSON error.
// Links sent before e-mail kinds existed carry no kind: they were about quote notifications.
export const UnsubscribeQuery = z.object({
  token: z.string().max(200).optional().catch(undefined),
  kind: z.enum(EMAIL_KINDS).default('quote_notifications').catch('quote_notifications'),
  via: z.literal('page').optional().catch(undefined),
})
