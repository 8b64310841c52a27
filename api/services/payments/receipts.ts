import type { AppContext } from '../../context.ts'
import { receiptMessage } from '../../mail/templates/subscriptions.ts'
import { Payment } from '../../models/Payment.ts'
import { Subscription } from '../../models/Subscription.ts'
import { SubscriptionPlan } from '../../models/SubscriptionPlan.ts'
import { User } from '../../models/User.ts'

/** E-mails the receipt of a completed charge; a mail failure is logged, never undoes the payment. */
export async function sendReceipt(app: AppContext, paymentId: number): Promise<void> {
  try {
    const payment = await Payment.query().findById(paymentId)
    if (!payment || payment.status !== 'completed') return
    const subscription = await Subscription.query().findById(payment.subscription_id)
    const user = await User.query().findById(payment.user_id)
    const plan = subscription ? await SubscriptionPlan.query().findById(subscription.subscription_plan_id) : undefined
    if (!subscription || !user || !plan) return
    await app.mailer.send(receiptMessage({
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
    }))
  } catch (error) {
    app.log.error({ err: error, paymentId }, 'could not send the receipt')
  }
}
