import { z } from 'zod'
import { moneyJson } from './fields.ts'

/* ---- The admin's payment alerts: what only we can fix (Failed Jobs and the admin home show them) ---- */

/**
 * - `charge_held`: Square refused our request (not the card), so an attempt waits, open, for our fix;
 *   the customer has not been told anything. It resumes by itself within an hour of the fix.
 * - `refund_failed`: Square gave up on a refund; the amount is still owed to the customer.
 */
export const PaymentAlertJson = z.object({
  payment_id: z.number(),
  subscription_id: z.number(),
  user_id: z.number(),
  kind: z.enum(['charge_held', 'refund_failed']),
  /** Square's category and code ("AUTHENTICATION_ERROR UNAUTHORIZED"), or the refund's status. */
  reason: z.string(),
  amount: moneyJson,
  currency: z.string().length(3),
  since: z.iso.datetime(),
})
export type PaymentAlertJson = z.infer<typeof PaymentAlertJson>
