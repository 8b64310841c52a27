import { afterEach, describe, expect, it } from 'vitest'
import { createUser, mailTo, type CreatedUser } from '../support/factories.ts'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { runDueJobs } from '../../api/services/jobs/worker.ts'
import { scheduleMissingReconciles } from '../../api/services/jobs/housekeeping.ts'
import { onNextCompletedCharge } from '../../api/billing/payments/testHooks.ts'
import { setEmulatorFaults } from '../../api/payments-emulator/faults.ts'
import type { ConnectFault } from '../../shared/schemas/devFaults.ts'
import { PAYMENTS_DOWN_MESSAGE } from '../../api/billing/payments/declineMessages.ts'
import type { PaymentAlertJson } from '../../shared/schemas/paymentAlerts.ts'
import {
  chargeThroughTheEmulator, checkout, emulatorCharges, expectLedgerAgrees, resetClockAfterEach, runQueueLater, subscribe, variationOf,
} from './subscriptions.support.ts'

chargeThroughTheEmulator()
resetClockAfterEach()

afterEach(async () => {
  setEmulatorFaults((await testServer()).app, { connect: null, refunds: null })
})

const RECEIPT = 'Your GetQuote receipt: Basic plan'
const REFUNDED = 'Your payment for the Basic plan was refunded'
const MINUTE = 60_000
/** These tests run the queue through hours and days of the app's clock; a busy machine needs more than the default. */
const LONG = 120_000

/**
 * Moves the clock to `date` and runs everything due by then (jobs may queue more); `hourly`: the hour's
 * reconcile sweep runs first (its job is one per hour, which this file's tests share).
 */
async function at(date: Date, options: { hourly?: boolean } = {}) {
  const server = await testServer()
  server.setNow(date)
  if (options.hourly) await scheduleMissingReconciles(server.app)
  while ((await runDueJobs(server.app)) > 0);
}

async function subscriptionRow(id: number) {
  return (await testServer()).app.knex('subscriptions').where({ id }).first()
}

async function paymentsOf(userId: number) {
  return (await testServer()).app.knex('payments').where({ user_id: userId }).orderBy('id')
}

/** A new monthly Basic plan whose first renewal came due while Square refused our credentials: held, not charged. */
async function renewalHeldByOurFault(customer: CreatedUser): Promise<{ id: number; end: Date }> {
  const server = await testServer()
  server.setNow(new Date())
  const id = await subscribe(customer.token, 'basic', 'MONTHLY')
  const end: Date = (await subscriptionRow(id)).current_period_end
  setEmulatorFaults(server.app, { connect: 'unauthorized' })
  await at(end)
  return { id, end }
}

const subjects = async (email: string) => (await mailTo(email)).map((m) => m.subject).sort()

/** The admin's payment alerts about one subscription (the file's other tests may leave their own). */
async function alertsFor(adminToken: string, subscriptionId: number): Promise<PaymentAlertJson[]> {
  const response = await http('GET', '/api/v1/admin/payment_alerts', { token: adminToken })
  expect(response.status).toBe(200)
  return response.body.data.filter((alert: PaymentAlertJson) => alert.subscription_id === subscriptionId)
}

describe('Square refusing us, not the card', { timeout: LONG }, () => {
  it('keeps a renewal due today open: the plan stays active, the customer hears nothing, the admin is alerted, and it completes with one charge once fixed', async () => {
    const server = await testServer()
    const customer = await createUser()
    const { id, end } = await renewalHeldByOurFault(customer)
    await at(new Date(end.getTime() + 10 * MINUTE))
    // Signed in on the day (a session of a month ago would have expired).
    const admin = await createUser({ admin: true })
    expect(await subscriptionRow(id)).toMatchObject({ status: 'active', period_number: 1 })
    const [, renewal] = await paymentsOf(customer.user.id)
    expect(renewal).toMatchObject({ kind: 'renewal', status: 'processing', held_error: 'AUTHENTICATION_ERROR UNAUTHORIZED', locked_until: null })
    expect(await subjects(customer.email)).toEqual([expect.stringMatching(/^Your Basic plan renews on /), RECEIPT])
    expect(await alertsFor(admin.token, id)).toEqual([{
      payment_id: renewal.id,
      subscription_id: id,
      user_id: customer.user.id,
      kind: 'charge_held',
      reason: 'AUTHENTICATION_ERROR UNAUTHORIZED',
      amount: '21.50',
      currency: 'USD',
      since: expect.any(String),
    }])
    expect(await emulatorCharges(id)).toEqual([{ status: 'COMPLETED', amount: 2150 }])

    setEmulatorFaults(server.app, { connect: null })
    await at(new Date(end.getTime() + 70 * MINUTE), { hourly: true })
    expect(await subscriptionRow(id)).toMatchObject({ status: 'active', period_number: 2 })
    expect(await emulatorCharges(id)).toEqual([{ status: 'COMPLETED', amount: 2150 }, { status: 'COMPLETED', amount: 2150 }])
    expect((await paymentsOf(customer.user.id)).map((p) => [p.kind, p.status, p.attempt, p.held_error])).toEqual([
      ['initial', 'completed', 1, null],
      ['renewal', 'completed', 1, null],
    ])
    expect(await subjects(customer.email)).toEqual([expect.stringMatching(/^Your Basic plan renews on /), RECEIPT, RECEIPT])
    expect(await alertsFor(admin.token, id)).toEqual([])
  })

  it.each<[ConnectFault, string]>([
    ['unauthorized', 'AUTHENTICATION_ERROR UNAUTHORIZED'],
    ['invalid_request', 'INVALID_REQUEST_ERROR NOT_FOUND'],
    ['rate_limited', 'RATE_LIMIT_ERROR RATE_LIMITED'],
  ])('holds a checkout Square answers %s open, without a decline, and completes it once fixed', async (fault, reason) => {
    const server = await testServer()
    const customer = await createUser()
    const admin = await createUser({ admin: true })
    setEmulatorFaults(server.app, { connect: fault })
    const response = await checkout(customer.token, (await variationOf('basic', 'MONTHLY')).variation)
    expect(response.status).toBe(503)
    expect(response.body).toEqual({ code: 'service_unavailable', message: `Payment failed: ${PAYMENTS_DOWN_MESSAGE}` })
    const [held] = await paymentsOf(customer.user.id)
    expect(held).toMatchObject({ status: 'processing', held_error: reason })
    expect((await subscriptionRow(held.subscription_id)).status).toBe('pending')
    expect(await alertsFor(admin.token, held.subscription_id)).toEqual([expect.objectContaining({ kind: 'charge_held', reason, payment_id: held.id })])
    await runQueueLater(4)
    expect((await paymentsOf(customer.user.id)).map((p) => p.status)).toEqual(['processing'])
    expect(await mailTo(customer.email)).toEqual([])

    setEmulatorFaults(server.app, { connect: null })
    await at(new Date(Date.now() + 70 * MINUTE), { hourly: true })
    expect((await subscriptionRow(held.subscription_id)).status).toBe('active')
    expect(await emulatorCharges(held.subscription_id)).toEqual([{ status: 'COMPLETED', amount: 2150 }])
    expect(await subjects(customer.email)).toEqual([RECEIPT])
    expect(await alertsFor(admin.token, held.subscription_id)).toEqual([])
  })

  it.each<[string, (subscriptionId: number, userId: number) => Promise<unknown>]>([
    ['abandoned', async (subscriptionId) => (await testServer()).app.knex('subscriptions').where({ id: subscriptionId }).update({ status: 'expired' })],
    ['closed by another plan', async (_subscriptionId, userId) => {
      const premium = await variationOf('premium', 'MONTHLY')
      await (await testServer()).app.knex('subscriptions').insert({
        user_id: userId, subscription_plan_id: premium.plan, subscription_plan_variation_id: premium.variation,
        status: 'active', billing_cycle: 'MONTHLY', price: '37.50', currency: 'USD', started_at: new Date(), period_number: 1,
      })
    }],
  ])('marks a held checkout %s before we were fixed as failed, charging nothing', async (_case, close) => {
    const server = await testServer()
    const customer = await createUser()
    setEmulatorFaults(server.app, { connect: 'unauthorized' })
    expect((await checkout(customer.token, (await variationOf('basic', 'MONTHLY')).variation)).status).toBe(503)
    const [held] = await paymentsOf(customer.user.id)
    await close(held.subscription_id, customer.user.id)

    setEmulatorFaults(server.app, { connect: null })
    await at(new Date(Date.now() + 70 * MINUTE), { hourly: true })
    expect((await paymentsOf(customer.user.id)).map((p) => [p.status, p.error_code, p.held_error])).toEqual([['failed', 'PURCHASE_CLOSED', null]])
    expect(await emulatorCharges(held.subscription_id)).toEqual([])
    expect(await mailTo(customer.email)).toEqual([])
  })

  it('marks a held renewal failed, charging nothing, when the subscription ended before we were fixed', async () => {
    const server = await testServer()
    const customer = await createUser()
    const { id, end } = await renewalHeldByOurFault(customer)
    await server.app.knex('subscriptions').where({ id }).update({ status: 'canceled', canceled_at: end })

    setEmulatorFaults(server.app, { connect: null })
    await at(new Date(end.getTime() + 70 * MINUTE), { hourly: true })
    expect((await paymentsOf(customer.user.id)).map((p) => [p.kind, p.status, p.error_code])).toEqual([
      ['initial', 'completed', null],
      ['renewal', 'failed', 'PURCHASE_CLOSED'],
    ])
    expect(await emulatorCharges(id)).toEqual([{ status: 'COMPLETED', amount: 2150 }])
    expect((await subscriptionRow(id)).status).toBe('canceled')
  })

  it('still answers a card decline as a decline', async () => {
    const customer = await createUser()
    const response = await checkout(customer.token, (await variationOf('basic', 'MONTHLY')).variation, 'cnon:card-nonce-declined')
    expect(response.status).toBe(402)
    expect((await paymentsOf(customer.user.id)).map((p) => [p.status, p.error_code, p.held_error])).toEqual([['failed', 'GENERIC_DECLINE', null]])
  })
})

describe('reconciliation as the safety net', { timeout: LONG }, () => {
  /** Stands for the process dying after Square charged and before anything was written. */
  async function crashAfterNextCharge() {
    onNextCompletedCharge((await testServer()).app, async () => {
      throw new Error('simulated crash between charge and activation')
    })
  }

  it('is never canceled by deleting the account, and refunds the money captured for it', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    await crashAfterNextCharge()
    expect((await checkout(customer.token, (await variationOf('basic', 'MONTHLY')).variation)).status).toBe(500)
    const [payment] = await paymentsOf(customer.user.id)
    const deleted = await http('DELETE', '/api/v1/me', { token: customer.token, body: { password: customer.password } })
    expect(deleted.status).toBe(200)
    expect(await app.knex('jobs').where({ dedupe_key: `reconcile:${payment.idempotency_key}` }).select('state')).toEqual([{ state: 'queued' }])

    await runQueueLater(4)
    expect(await paymentsOf(customer.user.id)).toEqual([expect.objectContaining({
      status: 'refunded', refund_reason: 'The purchase was no longer open when the payment went through.',
    })])
    expect(await expectLedgerAgrees(customer.user.id)).toEqual([])
    expect(await mailTo(customer.email)).toEqual([])
    expect(await mailTo(`deleted-user-${customer.user.id}@deleted.invalid`)).toEqual([])
  })

  it('is scheduled again by the hourly sweep for a payment still processing without a live reconcile job', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    await crashAfterNextCharge()
    expect((await checkout(customer.token, (await variationOf('basic', 'MONTHLY')).variation)).status).toBe(500)
    const [payment] = await paymentsOf(customer.user.id)
    // As if its reconcile job had been canceled with the subscription's other jobs.
    await app.knex('jobs').where({ dedupe_key: `reconcile:${payment.idempotency_key}` }).update({ state: 'canceled', finished_at: new Date() })
    await runQueueLater(30)
    expect((await paymentsOf(customer.user.id)).map((p) => p.status)).toEqual(['processing'])

    await at(new Date(Date.now() + 60 * MINUTE), { hourly: true })
    expect((await paymentsOf(customer.user.id)).map((p) => p.status)).toEqual(['completed'])
    expect((await subscriptionRow(payment.subscription_id)).status).toBe('active')
    expect(await expectLedgerAgrees(customer.user.id)).toEqual([{ id: expect.any(String), amount: 2150 }])
  })
})

describe('a dead reconciliation job', { timeout: LONG }, () => {
  it('stays the only one: the hourly sweep leaves it for the admin to retry', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    onNextCompletedCharge(app, async () => {
      throw new Error('simulated crash between charge and activation')
    })
    expect((await checkout(customer.token, (await variationOf('basic', 'MONTHLY')).variation)).status).toBe(500)
    const [payment] = await paymentsOf(customer.user.id)
    const reconcileJobs = () => app.knex('jobs').where({ kind: 'payment_reconcile' }).whereRaw("payload->>'subscription_id' = ?", [String(payment.subscription_id)]).select('state')
    await app.knex('jobs').where({ dedupe_key: `reconcile:${payment.idempotency_key}` }).update({ state: 'dead', finished_at: new Date() })

    await at(new Date(Date.now() + 60 * MINUTE), { hourly: true })
    await at(new Date(Date.now() + 120 * MINUTE), { hourly: true })
    expect(await reconcileJobs()).toEqual([{ state: 'dead' }])
    expect((await paymentsOf(customer.user.id)).map((p) => p.status)).toEqual(['processing'])
  })
})

describe('a refund', { timeout: LONG }, () => {
  /** A charge whose plan cannot start, because another plan goes live while Square is charging. */
  async function chargeThatMustBeRefunded(customerId: number) {
    const { app } = await testServer()
    const premium = await variationOf('premium', 'MONTHLY')
    onNextCompletedCharge(app, async () => {
      await app.knex('subscriptions').insert({
        user_id: customerId, subscription_plan_id: premium.plan, subscription_plan_variation_id: premium.variation,
        status: 'active', billing_cycle: 'MONTHLY', price: '37.50', currency: 'USD', started_at: new Date(), period_number: 1,
      })
    })
  }

  it('answered PENDING is not done until Square says COMPLETED', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    setEmulatorFaults(app, { refunds: 'PENDING' })
    await chargeThatMustBeRefunded(customer.user.id)
    const response = await checkout(customer.token, (await variationOf('basic', 'MONTHLY')).variation)
    expect(response.status).toBe(409)
    expect(response.body.message).toBe('You already have an active plan. Your payment of $21.50 is being refunded to your card; it can take 5 to 10 business days to appear.')
    const [payment] = await paymentsOf(customer.user.id)
    expect(payment).toMatchObject({ status: 'completed', refund_status: 'PENDING', refunded_at: null })
    await runQueueLater(4)
    expect((await paymentsOf(customer.user.id))[0]).toMatchObject({ status: 'completed', refund_status: 'PENDING' })
    // Asked after quietly: no retry of ours changes Square's answer, and the hourly sweep asks again.
    expect(await app.knex('jobs').where({ dedupe_key: `reconcile:${payment.idempotency_key}` }).select('state', 'last_error')).toEqual([{ state: 'done', last_error: null }])
    expect(await mailTo(customer.email)).toEqual([])

    await app.knex('square_emulator_objects').where({ id: payment.square_refund_id }).update({ data: app.knex.raw(`jsonb_set(data, '{status}', '"COMPLETED"')`) })
    await at(new Date(Date.now() + 70 * MINUTE), { hourly: true })
    expect((await paymentsOf(customer.user.id))[0]).toMatchObject({ status: 'refunded', refund_status: null, square_refund_id: payment.square_refund_id })
    expect(await subjects(customer.email)).toEqual([REFUNDED])
    expect(await expectLedgerAgrees(customer.user.id)).toEqual([])
  })

  it('that FAILED is shown to the admin with the money still owed, and not retried for ever', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    const admin = await createUser({ admin: true })
    setEmulatorFaults(app, { refunds: 'FAILED' })
    await chargeThatMustBeRefunded(customer.user.id)
    expect((await checkout(customer.token, (await variationOf('basic', 'MONTHLY')).variation)).status).toBe(409)
    const [payment] = await paymentsOf(customer.user.id)
    expect(payment).toMatchObject({ status: 'completed', refund_status: 'FAILED' })
    expect(await alertsFor(admin.token, payment.subscription_id)).toEqual([{
      payment_id: payment.id,
      subscription_id: payment.subscription_id,
      user_id: customer.user.id,
      kind: 'refund_failed',
      reason: 'Refund FAILED',
      amount: '21.50',
      currency: 'USD',
      since: expect.any(String),
    }])
    await runQueueLater(4)
    expect(await app.knex('jobs').where({ dedupe_key: `reconcile:${payment.idempotency_key}` }).select('state', 'last_error')).toEqual([{ state: 'done', last_error: null }])
    expect((await paymentsOf(customer.user.id))[0]).toMatchObject({ status: 'completed', refund_status: 'FAILED' })
    expect(await mailTo(customer.email)).toEqual([])
  })
})

describe('a plan priced 0.00', { timeout: LONG }, () => {
  it('cannot be bought (one saved before the plan form refused it), charging nothing', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    const [plan] = await app.knex('subscription_plans').insert({ name: 'Zero', plan_type: 'basic', active: true }).returning('id')
    const [variation] = await app.knex('subscription_plan_variations')
      .insert({ subscription_plan_id: plan.id, billing_cycle: 'MONTHLY', price: '0.00', currency: 'USD' })
      .returning('id')
    const response = await checkout(customer.token, Number(variation.id))
    expect(response.status).toBe(422)
    expect(response.body.message).toBe('This plan is not available any more.')
    expect(await app.knex('subscriptions').where({ user_id: customer.user.id })).toEqual([])
  })
})
