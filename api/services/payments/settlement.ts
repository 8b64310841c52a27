import type { AppContext } from '../../context.ts'
import { AppError } from '../../errors.ts'
import { purchaseDeclinedMessage } from '../../mail/templates/subscriptions.ts'
import { Payment } from '../../models/Payment.ts'
import { Subscription } from '../../models/Subscription.ts'
import { SubscriptionPlan } from '../../models/SubscriptionPlan.ts'
import { User } from '../../models/User.ts'
import { PaymentSettlePayload } from '../jobs/payloads.ts'
import { enqueueMail } from '../mailing.ts'
import { payPendingSubscription } from './checkout.ts'
import { declineMessage } from './declineMessages.ts'

/** The customer left without an answer; a decline found later reaches them by e-mail. */
async function tellDeclined(app: AppContext, subscription: Subscription, payment: Payment): Promise<void> {
  const declined = await Payment.query().findById(payment.id)
  const user = await User.query().findById(subscription.user_id)
  const plan = await SubscriptionPlan.query().findById(subscription.subscription_plan_id)
  if (declined?.status !== 'failed' || !user || !plan) return
  const message = purchaseDeclinedMessage({
    to: user.email,
    firstName: user.first_name,
    planName: plan.name,
    publicUrl: app.config.publicUrl,
    reason: declineMessage(declined.error_code ?? 'UNKNOWN'),
  })
  await enqueueMail(app.knex, message, `purchase_declined:payment_${declined.id}`, app.now())
}

/**
 * The queue's second try at a first payment whose outcome Square did not report. It replays the
 * recorded attempt (same idempotency key and card token), so Square either reports the charge it
 * made or makes the one the customer asked for; nothing is ever charged twice. A decline is e-mailed
 * (the customer can choose the plan again); a still unknown outcome throws, and the queue retries.
 */
export async function settleFirstPayment(app: AppContext, raw: unknown): Promise<void> {
  const payload = PaymentSettlePayload.parse(raw)
  // Not only pending ones: a charge that went through for a subscription ended since is refunded.
  const subscription = await Subscription.query().findById(payload.subscription_id)
  if (!subscription) return
  const latest = await Payment.query()
    .where({ subscription_id: subscription.id, period_number: payload.period })
    .orderBy('attempt', 'desc')
    .first()
  if (!latest || latest.status !== 'processing') return
  try {
    await payPendingSubscription(app, { userId: subscription.user_id, subscriptionId: subscription.id, cardToken: latest.source_id })
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error
    app.log.info({ subscriptionId: subscription.id, code: error.code }, 'unanswered payment settled without a charge')
    if (error.code === 'payment_failed') await tellDeclined(app, subscription, latest)
  }
}
