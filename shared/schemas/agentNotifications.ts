import { z } from 'zod'

/* ---- What agents have not seen yet: new requests, re-quotes, Premium customers' help messages, sent accident claims ---- */

/** The kinds of agent_notifications rows (a CHECK constraint holds the same list). */
export type AgentNotificationKind = 'new_request' | 'requote' | 'premium_help' | 'new_claim'

/** The signed-in admin's unseen counts, and the newest id they cover (what "Mark as seen" marks through). */
export const AgentNotificationCountsJson = z.object({
  new_requests: z.number(),
  requotes: z.number(),
  premium_help: z.number(),
  new_claims: z.number(),
  latest_id: z.number().nullable(),
})
export type AgentNotificationCountsJson = z.infer<typeof AgentNotificationCountsJson>

/** Marks as seen everything up to the id the admin was shown, so what arrived since stays new. */
export const MarkAgentNotificationsSeenBody = z.object({
  through_id: z.number('Please give the newest id you saw').int('Please give the newest id you saw').positive('Please give the newest id you saw'),
})
export type MarkAgentNotificationsSeenBody = z.infer<typeof MarkAgentNotificationsSeenBody>
