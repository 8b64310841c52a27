import type { AppContext } from '../context.ts'
import { Payment } from '../models/Payment.ts'

/** At most this many alerts are listed; one cause (a revoked token) holds every attempt alike. */
const ALERT_LIMIT = 100

/**
 * What the admin must fix about payments, oldest first: attempts Square refused for our own fault
 * (held open, the customer not told) and refunds Square gave up on (the money still owed).
 */
export async function listPaymentAlerts(app: AppContext): Promise<Payment[]> {
  return await Payment.query(app.knex)
    .where((q) => q
      .where((held) => held.where('status', 'processing').whereNotNull('held_error'))
      .orWhere((failed) => failed.where('status', 'completed').where('refund_status', 'FAILED')))
    .orderBy('updated_at')
    .orderBy('id')
    .limit(ALERT_LIMIT)
}
