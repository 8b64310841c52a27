import type { Knex } from 'knex'
import { addDays } from '../../shared/dates.ts'
import type { AppContext } from '../context.ts'
import { renewalFailedMessage, renewalReminderMessage, subscriptionExpiredMessage } from '../mail/templates/subscriptions.ts'
import { Payment } from '../models/Payment.ts'
import { PaymentCard } from '../models/PaymentCard.ts'
import { Subscription } from '../models/Subscription.ts'
import { User } from '../models/User.ts'
import { enqueueMail } from '../services/mailing.ts'
import { attemptCharge, type AttemptPlan } from './payments/attempts.ts'
import { declineMessage } from './payments/declineMessages.ts'
import { enqueueReceipt } from './payments/receipts.ts'
import { periodEnd } from '../../shared/rules/planPricing.ts'
import { withUnsubscribe } from '../services/notifications.ts'
import type { JobPayload } from '../services/jobs/defineJob.ts'
import { cancelJobsFor, enqueueJob } from '../services/jobs/queue.ts'
import { LIVE_STATUSES } from '../../shared/schemas/subscriptions.ts'
import { subscriptionRecipient } from './subscriptionRecipient.ts'

const REMINDER_DAYS_BEFORE = 7
/** A failed renewal is retried this many days after the previous attempt; then the plan expires. */
const RENEWAL_RETRY_DAYS = [1, 3] as const

/** Why a renewal charge no longer places: the subscription ended meanwhile. */
const RENEWAL_TOO_LATE = 'The subscription ended before this renewal went through.'

const isLive = (s: Subscription) => LIVE_STATUSES.some((status) => status === s.status)

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

export async function remindRenewal(app: AppContext, payload: JobPayload<'renewal_reminder'>): Promise<void> {
  await app.knex.transaction(async (trx) => {
    const subscription = await Subscription.query(trx).findById(payload.subscription_id)
    if (!subscription || !isLive(subscription) || subscription.period_number !== payload.period) return
    if (!subscription.current_period_end) return
    const user = await User.query(trx).findById(subscription.user_id)
    // An optional e-mail: sent only while the customer keeps renewal reminders on.
    if (!user?.renewal_reminders) return
    const reminder = renewalReminderMessage({
      ...(await subscriptionRecipient(trx, subscription)),
      publicUrl: app.config.publicUrl,
      amount: subscription.price,
      currency: subscription.currency,
      renewsOn: subscription.current_period_end,
    })
    const message = withUnsubscribe(app, reminder, user.id, 'renewal_reminders')
    await enqueueMail(trx, message, `renewal_reminder:sub_${subscription.id}:p${payload.period}`, app.now())
  })
}

/** Ends a subscription whose renewal could not be paid and tells the customer, in the caller's transaction. */
async function expire(app: AppContext, trx: Knex.Transaction, subscription: Subscription, reason: string): Promise<void> {
  await subscription.$query(trx).patch({ status: 'expired', updated_at: app.now() })
  await cancelJobsFor(trx, subscription.id, app.now())
  const message = subscriptionExpiredMessage({ ...(await subscriptionRecipient(trx, subscription)), publicUrl: app.config.publicUrl, reason })
  await enqueueMail(trx, message, `expired:sub_${subscription.id}`, app.now())
}

/**
 * After a declined renewal, in the transaction that records the decline: past_due, the next attempt
 * and the customer's e-mail (or, after the last retry, the plan expires). Every step is keyed, so
 * running it again changes nothing.
 */
async function followDecline(app: AppContext, trx: Knex.Transaction, subscription: Subscription, declined: Payment): Promise<void> {
  if (!isLive(subscription)) return
  const reason = declineMessage(declined.error_code ?? 'UNKNOWN')
  const delay = RENEWAL_RETRY_DAYS[declined.attempt - 1]
  if (delay === undefined) return expire(app, trx, subscription, reason)
  const retryOn = addDays(declined.updated_at, delay)
  const next = declined.attempt + 1
  await subscription.$query(trx).patch({ status: 'past_due', updated_at: app.now() })
  await enqueueJob(trx, {
    kind: 'renewal_charge',
    payload: { subscription_id: subscription.id, period: declined.period_number, attempt: next },
    runAt: retryOn,
    dedupeKey: `renewal:sub_${subscription.id}:p${declined.period_number}:a${next}`,
  })
  const message = renewalFailedMessage({ ...(await subscriptionRecipient(trx, subscription)), publicUrl: app.config.publicUrl, reason, retryOn })
  await enqueueMail(trx, message, `renewal_failed:payment_${declined.id}`, app.now())
}

/** Runs a step on the subscription, locked, in a transaction of its own. */
async function withLocked(app: AppContext, subscriptionId: number, step: (subscription: Subscription, trx: Knex.Transaction) => Promise<void>): Promise<void> {
  await app.knex.transaction(async (trx) => {
    const subscription = await Subscription.query(trx).findById(subscriptionId).forUpdate()
    if (subscription) await step(subscription, trx)
  })
}

/**
 * How a renewal is charged: the card on file for a new attempt, or the recorded attempt's own card
 * when reconciliation replays it (reconciliation.ts), so Square reports that charge instead of making another.
 */
export function renewalPlan(app: AppContext, charge: { subscriptionId: number; period: number; sourceId: string; customerId?: string }): AttemptPlan {
  return {
    kind: 'renewal',
    ...charge,
    async guard(locked) {
      if (!isLive(locked)) throw new Error('subscription ended before its renewal')
      return locked
    },
    closed: async (locked) => (isLive(locked) ? undefined : RENEWAL_TOO_LATE),
    async apply(locked, payment, trx) {
      if (!isLive(locked)) return RENEWAL_TOO_LATE
      const start = locked.current_period_end ?? app.now()
      const renewed = await locked.$query(trx).patchAndFetch({
        status: 'active',
        current_period_start: start,
        current_period_end: periodEnd(start, locked.billing_cycle),
        period_number: payment.period_number,
        updated_at: app.now(),
      })
      await scheduleRenewal(trx, renewed)
      await enqueueReceipt(app, trx, payment, renewed)
      return renewed
    },
    onDecline: (locked, declined, trx) => followDecline(app, trx, locked, declined),
  }
}

/** Charges the card on file for the next period; a decline retries after 1 and 3 days, then expires. */
export async function chargeRenewal(app: AppContext, payload: JobPayload<'renewal_charge'>): Promise<void> {
  const subscription = await Subscription.query().findById(payload.subscription_id)
  if (!subscription || !isLive(subscription) || subscription.period_number !== payload.period - 1) return
  // This attempt was already charged and declined: never charge again. Its follow-up committed with
  // the decline; running it again is a no-op, and finishes one recorded before that was so.
  const declined = await Payment.query()
    .where({ subscription_id: subscription.id, period_number: payload.period, status: 'failed' })
    .where('attempt', '>=', payload.attempt)
    .orderBy('attempt', 'desc')
    .first()
  if (declined) return withLocked(app, subscription.id, (locked, trx) => followDecline(app, trx, locked, declined))
  const card = await PaymentCard.query().where({ user_id: subscription.user_id }).first()
  if (!card) {
    return withLocked(app, subscription.id, async (locked, trx) => {
      if (isLive(locked)) await expire(app, trx, locked, declineMessage('NO_CARD_ON_FILE'))
    })
  }
  const result = await attemptCharge(app, renewalPlan(app, {
    subscriptionId: subscription.id,
    period: payload.period,
    sourceId: card.square_card_id,
    customerId: card.square_customer_id,
  }))
  // Held (Square refused us, not the card): the plan stays as it is and the customer is told nothing;
  // the admin is alerted and reconciliation replays the attempt once fixed (reconciliation.ts).
  // Square's answer is unknown: throwing makes the queue retry, replaying the same idempotency key.
  if (result.outcome === 'unknown') throw new Error(`renewal outcome unknown (${result.code})`)
}
