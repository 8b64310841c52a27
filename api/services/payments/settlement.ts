import type { AppContext } from '../../context.ts'
import { AppError } from '../../errors.ts'
import { Payment } from '../../models/Payment.ts'
import { Subscription } from '../../models/Subscription.ts'
import type { JobPayload } from '../jobs/queue.ts'
import { payPendingSubscription } from './checkout.ts'

/**
 * The queue's second try at a first payment whose outcome Square did not report. It replays the
 * recorded attempt (same idempotency key and card token), so Square either reports the charge it
 * made or makes the one the customer asked for; nothing is ever charged twice. A decline ends here
 * (the customer can choose the plan again); a still unknown outcome throws, and the queue retries.
 */
export async function settleFirstPayment(app: AppContext, payload: JobPayload): Promise<void> {
  const subscription = await Subscription.query().findById(payload.subscription_id)
  if (!subscription || subscription.status !== 'pending') return
  const latest = await Payment.query()
    .where({ subscription_id: subscription.id, period_number: payload.period })
    .orderBy('attempt', 'desc')
    .first()
  if (!latest || latest.status !== 'processing') return
  try {
    await payPendingSubscription(app, { userId: subscription.user_id, subscriptionId: subscription.id, cardToken: latest.source_id })
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      app.log.info({ subscriptionId: subscription.id, code: error.code }, 'unanswered payment settled without a charge')
      return
    }
    throw error
  }
}
