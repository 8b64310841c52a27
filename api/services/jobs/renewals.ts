import type { Knex } from 'knex'
import { addDays } from 'date-fns/addDays'
import type { AppContext } from '../../context.ts'
import { renewalFailedMessage, renewalReminderMessage, subscriptionExpiredMessage } from '../../mail/templates/subscriptions.ts'
import { PaymentCard } from '../../models/PaymentCard.ts'
import { Subscription } from '../../models/Subscription.ts'
import { SubscriptionPlan } from '../../models/SubscriptionPlan.ts'
import { User } from '../../models/User.ts'
import { attemptCharge } from '../payments/attempts.ts'
import { declineMessage } from '../payments/declineMessages.ts'
import { sendReceipt } from '../payments/receipts.ts'
import { periodEnd } from '../subscriptions.ts'
import { cancelJobsFor, enqueueJob, type JobPayload } from './queue.ts'

export const REMINDER_DAYS_BEFORE = 7
/** A failed renewal is retried this many days after the previous attempt; then the plan expires. */
export const RENEWAL_RETRY_DAYS = [1, 3] as const

const isLive = (s: Subscription) => s.status === 'active' || s.status === 'past_due'

/** Schedules the reminder and the renewal charge of a subscription's current period. */
export async function scheduleRenewal(trx: Knex.Transaction, subscription: Subscription): Promise<void> {
  const end = subscription.current_period_end
  if (!end) return
  const id = subscription.id
  const period = subscription.period_number
  await enqueueJob(trx, {
    kind: 'renewal_reminder',
    payload: { subscription_id: id, period },
    runAt: addDays(end, -REMINDER_DAYS_BEFORE),
    dedupeKey: `reminder:sub_${id}:p${period}`,
  })
  await enqueueJob(trx, {
    kind: 'renewal_charge',
    payload: { subscription_id: id, period: period + 1, attempt: 1 },
    runAt: end,
    dedupeKey: `renewal:sub_${id}:p${period + 1}:a1`,
  })
}

async function customerOf(subscription: Subscription) {
  const user = await User.query().findById(subscription.user_id)
  const plan = await SubscriptionPlan.query().findById(subscription.subscription_plan_id)
  if (!user || !plan) throw new Error(`subscription ${subscription.id} has no user or plan`)
  return { user, plan }
}

export async function remindRenewal(app: AppContext, payload: JobPayload): Promise<void> {
  const subscription = await Subscription.query().findById(payload.subscription_id)
  if (!subscription || !isLive(subscription) || subscription.period_number !== payload.period) return
  if (!subscription.current_period_end) return
  const { user, plan } = await customerOf(subscription)
  await app.mailer.send(renewalReminderMessage({
    to: user.email,
    firstName: user.first_name,
    planName: plan.name,
    publicUrl: app.config.publicUrl,
    amount: subscription.price,
    currency: subscription.currency,
    renewsOn: subscription.current_period_end,
  }))
}

/** Ends a subscription whose renewal could not be paid, and tells the customer. */
async function expire(app: AppContext, subscription: Subscription, reason: string): Promise<void> {
  await app.knex.transaction(async (trx) => {
    await Subscription.query(trx).findById(subscription.id).patch({ status: 'expired', updated_at: app.now() })
    await cancelJobsFor(trx, subscription.id, app.now())
  })
  const { user, plan } = await customerOf(subscription)
  await app.mailer.send(subscriptionExpiredMessage({ to: user.email, firstName: user.first_name, planName: plan.name, publicUrl: app.config.publicUrl, reason }))
}

/** Charges the card on file for the next period; a decline retries after 1 and 3 days, then expires. */
export async function chargeRenewal(app: AppContext, payload: JobPayload): Promise<void> {
  const subscription = await Subscription.query().findById(payload.subscription_id)
  if (!subscription || !isLive(subscription) || subscription.period_number !== payload.period - 1) return
  const card = await PaymentCard.query().where({ user_id: subscription.user_id }).first()
  if (!card) return expire(app, subscription, declineMessage('NO_CARD_ON_FILE'))
  const result = await attemptCharge(app, {
    kind: 'renewal',
    subscriptionId: subscription.id,
    period: payload.period,
    sourceId: card.square_card_id,
    customerId: card.square_customer_id,
    async guard(locked) {
      if (!isLive(locked)) throw new Error('subscription ended before its renewal')
    },
    async apply(locked, payment, trx) {
      const start = locked.current_period_end ?? app.now()
      const renewed = await locked.$query(trx).patchAndFetch({
        status: 'active',
        current_period_start: start,
        current_period_end: periodEnd(start, locked.billing_cycle),
        period_number: payment.period_number,
        updated_at: app.now(),
      })
      await scheduleRenewal(trx, renewed)
      return renewed
    },
  })
  // Square's answer is unknown: throwing makes the queue retry, replaying the same idempotency key.
  if (result.outcome === 'unknown') throw new Error(`renewal outcome unknown (${result.code})`)
  if (result.outcome === 'completed') {
    if (!result.alreadyPaid) await sendReceipt(app, result.payment.id)
    return
  }
  const reason = declineMessage(result.code)
  const delay = RENEWAL_RETRY_DAYS[result.payment.attempt - 1]
  if (delay === undefined) return expire(app, subscription, reason)
  const retryOn = addDays(app.now(), delay)
  await app.knex.transaction(async (trx) => {
    await Subscription.query(trx).findById(subscription.id).patch({ status: 'past_due', updated_at: app.now() })
    await enqueueJob(trx, {
      kind: 'renewal_charge',
      payload: { subscription_id: subscription.id, period: payload.period, attempt: result.payment.attempt + 1 },
      runAt: retryOn,
      dedupeKey: `renewal:sub_${subscription.id}:p${payload.period}:a${result.payment.attempt + 1}`,
    })
  })
  const { user, plan } = await customerOf(subscription)
  await app.mailer.send(renewalFailedMessage({ to: user.email, firstName: user.first_name, planName: plan.name, publicUrl: app.config.publicUrl, reason, retryOn }))
}
