import type { Knex } from 'knex'
import type { AppContext } from '../../context.ts'
import { receiptMessage } from '../../mail/templates/subscriptions.ts'
import { Payment } from '../../models/Payment.ts'
import { Subscription } from '../../models/Subscription.ts'
import { SubscriptionPlan } from '../../models/SubscriptionPlan.ts'
import { User } from '../../models/User.ts'
import { enqueueMail } from '../../services/mailing.ts'

/** Queues the receipt of a completed charge, in the transaction that records the charge. */
export async function enqueueReceipt(app: AppContext, trx: Knex.Transaction, payment: Payment, subscription: Subscription): Promise<void> {
  if (payment.status !== 'completed') return
  const user = await User.query(trx).findById(payment.user_id)
  const plan = await SubscriptionPlan.query(trx).findById(subscription.subscription_plan_id)
  if (!user || !plan) throw new Error(`payment ${payment.id} has no user or plan`)
  const message = receiptMessage({
    to: user.email,
    firstName: user.first_name,
    planName: plan.name,
    publicUrl: app.config.publicUrl,
    amount: payment.amount,
    currency: payment.currency,
    paidAt: payment.updated_at,
    periodEnd: subscription.current_period_end,
    card: payment.card_brand && payment.card_last4 ? `${payment.card_brand} ending in ${payment.card_last4}` : null,
    reference: payment.square_payment_id ?? payment.idempotency_key,
  })
  await enqueueMail(trx, message, `receipt:payment_${payment.id}`, app.now())
}
