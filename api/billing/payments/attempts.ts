import type { Knex } from 'knex'
import { DBError } from 'objection'
import type { AppContext } from '../../context.ts'
import { conflict } from '../../errors.ts'
import { Payment } from '../../models/Payment.ts'
import { Subscription } from '../../models/Subscription.ts'
import { enqueueJob } from '../../services/jobs/queue.ts'
import { toMinorUnits } from './money.ts'
import { refundUnplacedPayment } from './refunds.ts'
import type { ChargeResult } from '../gateway/paymentGateway.ts'
import { runAfterChargeHook } from './testHooks.ts'

// Longer than the SDK's worst case (30 s timeout, retries), so a live attempt is never taken over.
const LEASE_MS = 2 * 60_000
/** When reconciliation (reconciliation.ts) looks at an attempt: a minute after its lease ends. */
export const RECONCILE_AFTER_MS = LEASE_MS + 60_000
const WAIT_FOR_OTHER_MS = 45_000

/** Said when a constraint refused to start the plan that a charge paid for. */
const NOT_STARTED = 'The plan could not be started.'

export type AttemptOutcome =
  | { outcome: 'completed'; payment: Payment; subscription: Subscription; alreadyPaid: boolean }
  | { outcome: 'declined'; payment: Payment; code: string }
  | { outcome: 'unknown'; payment: Payment; code: string }
  /** Square refused us, not the card: the attempt stays open (`held_error`) for a replay once fixed. */
  | { outcome: 'held'; payment: Payment; code: string }
  /** Charged, but the plan could not start, so the money goes back (`payment.status` is 'refunded' once Square confirmed). */
  | { outcome: 'refunded'; payment: Payment; reason: string }

export interface AttemptPlan {
  kind: 'initial' | 'renewal'
  subscriptionId: number
  /** The period this charge pays for. */
  period: number
  sourceId: string
  customerId?: string
  /**
   * Checks a new attempt may be made on the locked subscription and returns it as it is to be
   * charged (re-priced from the plan when that is the rule); throws an AppError when not. An
   * interrupted attempt is replayed without it: that charge may already have happened at Square.
   */
  guard(subscription: Subscription, trx: Knex.Transaction): Promise<Subscription>
  /**
   * Places a successful charge, in the transaction that records it: the subscription it paid for,
   * or why the plan can no longer start, in words for the customer (the charge is then refunded).
   */
  apply(subscription: Subscription, payment: Payment, trx: Knex.Transaction): Promise<Subscription | string>
  /**
   * Why an attempt held by our own fault (Square charged nothing) must not be replayed: the purchase
   * it was for closed meanwhile. Such an attempt is marked failed instead of charged.
   */
  closed?(subscription: Subscription, trx: Knex.Transaction): Promise<string | undefined>
  /** Queues what must follow a charge Square did not answer, in the transaction that records it so. */
  onUnknown?(payment: Payment, trx: Knex.Transaction): Promise<void>
  /** Queues what must follow a decline (an e-mail, a retry), in the transaction that records it. */
  onDecline?(subscription: Subscription, payment: Payment, trx: Knex.Transaction): Promise<void>
}

const idempotencyKey = (subscriptionId: number, period: number, attempt: number) =>
  `sub_${subscriptionId}_p${period}_a${attempt}`

type Claim =
  | { kind: 'charge'; payment: Payment }
  | { kind: 'paid'; payment: Payment }
  | { kind: 'wait'; paymentId: number }
  | { kind: 'closed'; payment: Payment; reason: string }

/** The code a held attempt ends with when its purchase closed before it could be replayed. */
const PURCHASE_CLOSED = 'PURCHASE_CLOSED'

/**
 * Records the attempt (and its idempotency key) before Square is called. A completed period answers
 * "paid"; an attempt another request is still charging answers "wait"; an interrupted one is
 * replayed with its own key and source, so Square returns the original outcome instead of charging again.
 */
async function claimAttempt(app: AppContext, plan: AttemptPlan): Promise<Claim> {
  return app.knex.transaction(async (trx) => {
    const locked = await Subscription.query(trx).findById(plan.subscriptionId).forUpdate()
    if (!locked) throw new Error(`subscription ${plan.subscriptionId} vanished`)
    const latest = await Payment.query(trx)
      .where({ subscription_id: locked.id, period_number: plan.period })
      .orderBy('attempt', 'desc')
      .first()
    if (latest?.status === 'completed') return { kind: 'paid', payment: latest }
    const now = app.now()
    const leased = { locked_until: new Date(now.getTime() + LEASE_MS), updated_at: now }
    if (latest?.status === 'processing') {
      if (latest.locked_until && latest.locked_until > now) return { kind: 'wait', paymentId: latest.id }
      const reason = latest.held_error ? await plan.closed?.(locked, trx) : undefined
      if (reason) {
        const failed = await latest.$query(trx).patchAndFetch({ status: 'failed', error_code: PURCHASE_CLOSED, held_error: null, locked_until: null, updated_at: now })
        return { kind: 'closed', payment: failed, reason }
      }
      // Held no more while replayed: should this replay's outcome be lost, Square may have charged it.
      return { kind: 'charge', payment: await latest.$query(trx).patchAndFetch({ ...leased, held_error: null }) }
    }
    const subscription = await plan.guard(locked, trx)
    const attempt = (latest?.attempt ?? 0) + 1
    const payment = await Payment.query(trx).insertAndFetch({
      user_id: subscription.user_id,
      subscription_id: subscription.id,
      kind: plan.kind,
      period_number: plan.period,
      attempt,
      amount: subscription.price,
      currency: subscription.currency.trim(),
      status: 'processing',
      idempotency_key: idempotencyKey(subscription.id, plan.period, attempt),
      source_id: plan.sourceId,
      ...leased,
    })
    // The safety net, committed with the attempt: once the lease is over, money and plan must agree.
    await enqueueJob(trx, {
      kind: 'payment_reconcile',
      payload: { subscription_id: subscription.id, period: plan.period },
      runAt: new Date(now.getTime() + RECONCILE_AFTER_MS),
      dedupeKey: `reconcile:${payment.idempotency_key}`,
    })
    return { kind: 'charge', payment }
  })
}

/** The plan's placement of a charge, in a savepoint, so a constraint that refuses it leaves the payment recorded. */
export async function place(plan: AttemptPlan, subscription: Subscription, payment: Payment, trx: Knex.Transaction): Promise<Subscription | string> {
  try {
    return await trx.transaction((savepoint) => plan.apply(subscription, payment, savepoint))
  } catch (error) {
    if (!(error instanceof DBError)) throw error
    return NOT_STARTED
  }
}

async function settle(app: AppContext, plan: AttemptPlan, payment: Payment, result: ChargeResult): Promise<AttemptOutcome> {
  if (result.outcome === 'held') {
    // Nothing was charged and the customer did nothing wrong: left open without a lease and nobody is
    // told but the admin (paymentAlerts.ts). Reconciliation replays the same key once we are fixed.
    const held = await payment.$query().patchAndFetch({ locked_until: null, error_code: result.code, held_error: result.error, updated_at: app.now() })
    return { outcome: 'held', payment: held, code: result.code }
  }
  if (result.outcome === 'unknown') {
    // Left processing without a lease: the next call replays the same key and learns the outcome.
    return app.knex.transaction(async (trx) => {
      const unanswered = await payment.$query(trx).patchAndFetch({ locked_until: null, error_code: result.code, held_error: null, updated_at: app.now() })
      await plan.onUnknown?.(unanswered, trx)
      return { outcome: 'unknown', payment: unanswered, code: result.code }
    })
  }
  if (result.outcome === 'completed') await runAfterChargeHook(app, payment)
  return app.knex.transaction(async (trx) => {
    const subscription = await Subscription.query(trx).findById(plan.subscriptionId).forUpdate()
    if (!subscription) throw new Error(`subscription ${plan.subscriptionId} vanished`)
    if (result.outcome === 'declined') {
      const failed = await payment.$query(trx).patchAndFetch({ status: 'failed', error_code: result.code, held_error: null, locked_until: null, updated_at: app.now() })
      // A replayed attempt of another card is followed by a fresh one (attemptCharge), so not yet final.
      if (payment.source_id === plan.sourceId) await plan.onDecline?.(subscription, failed, trx)
      return { outcome: 'declined', payment: failed, code: result.code }
    }
    const completed = await payment.$query(trx).patchAndFetch({
      status: 'completed',
      square_payment_id: result.paymentId,
      card_brand: result.card?.brand ?? null,
      card_last4: result.card?.last4 ?? null,
      error_code: null,
      held_error: null,
      locked_until: null,
      updated_at: app.now(),
    })
    const placed = await place(plan, subscription, completed, trx)
    if (typeof placed !== 'string') return { outcome: 'completed', payment: completed, subscription: placed, alreadyPaid: false }
    // The refund owed is recorded with the charge, so a crash before it is made cannot lose it.
    const owed = await completed.$query(trx).patchAndFetch({ refund_reason: placed })
    return { outcome: 'refunded', payment: owed, reason: placed }
  })
}

/** Gives back a charge that found no plan; if Square does not confirm now, the reconciliation job will. */
async function refundNow(app: AppContext, outcome: AttemptOutcome): Promise<AttemptOutcome> {
  if (outcome.outcome !== 'refunded') return outcome
  try {
    const refunded = await refundUnplacedPayment(app, outcome.payment.id)
    return { ...outcome, payment: refunded ?? outcome.payment }
  } catch (error) {
    app.log.error({ err: error, paymentId: outcome.payment.id }, 'refund not confirmed yet; reconciliation will retry')
    return outcome
  }
}

/** Waits for another request's attempt on the same subscription to finish, then reports it. */
async function waitFor(paymentId: number): Promise<Payment> {
  const deadline = Date.now() + WAIT_FOR_OTHER_MS
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    const payment = await Payment.query().findById(paymentId)
    if (!payment) break
    if (payment.status !== 'processing' || !payment.locked_until) return payment
  }
  throw conflict('A payment for this subscription is already in progress. Please wait a moment.')
}

/** One charge for one subscription period, safe against double clicks, retries and crashes. */
export async function attemptCharge(app: AppContext, plan: AttemptPlan): Promise<AttemptOutcome> {
  for (let round = 0; round < 3; round += 1) {
    const claim = await claimAttempt(app, plan)
    if (claim.kind === 'paid') {
      if (claim.payment.refund_reason) return { outcome: 'refunded', payment: claim.payment, reason: claim.payment.refund_reason }
      const subscription = await Subscription.query().findById(plan.subscriptionId)
      if (!subscription) throw new Error('subscription vanished')
      return { outcome: 'completed', payment: claim.payment, subscription, alreadyPaid: true }
    }
    if (claim.kind === 'closed') throw conflict(claim.reason)
    if (claim.kind === 'wait') {
      const other = await waitFor(claim.paymentId)
      if (other.status === 'failed') return { outcome: 'declined', payment: other, code: other.error_code ?? 'UNKNOWN' }
      if (other.status === 'refunded') return { outcome: 'refunded', payment: other, reason: other.refund_reason ?? NOT_STARTED }
      continue
    }
    const result = await app.payments.charge({
      sourceId: claim.payment.source_id,
      idempotencyKey: claim.payment.idempotency_key,
      amountMinor: toMinorUnits(claim.payment.amount, claim.payment.currency),
      currency: claim.payment.currency,
      customerId: plan.customerId,
      referenceId: `sub_${plan.subscriptionId}`,
      note: `GetQuote subscription ${plan.subscriptionId}, period ${plan.period}`,
    })
    const settled = await refundNow(app, await settle(app, plan, claim.payment, result))
    // An interrupted attempt was replayed; a fresh one for this caller's own card may follow.
    if (claim.payment.source_id !== plan.sourceId && settled.outcome === 'declined') continue
    return settled
  }
  throw conflict('A payment for this subscription is already in progress. Please wait a moment.')
}
