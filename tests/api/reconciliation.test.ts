import { describe, expect, it } from 'vitest'
import { createUser, mailTo, type CreatedUser } from '../support/factories.ts'
import { testServer, type TestServer } from '../support/server.ts'
import { useEmulatorAt } from '../../api/billing/gateway/squareGateway.ts'
import { onNextCompletedCharge } from '../../api/billing/payments/testHooks.ts'
import { http } from '../support/http.ts'
import { runDueJobs } from '../../api/services/jobs/worker.ts'
import { chargeThroughTheEmulator, checkout, emulatorCharges, expectLedgerAgrees, runQueueLater, subscribe, variationOf } from './subscriptions.support.ts'

const REFUNDED_SUBJECT = 'Your payment for the Basic plan was refunded'

chargeThroughTheEmulator()

/** Stands for the process dying after Square charged and before anything was written. */
async function crashAfterNextCharge(before?: (subscriptionId: number) => Promise<void>) {
  const { app } = await testServer()
  onNextCompletedCharge(app, async (payment) => {
    await before?.(payment.subscription_id)
    throw new Error('simulated crash between charge and activation')
  })
}

async function subscriptionOf(userId: number) {
  const { app } = await testServer()
  return app.knex('subscriptions').where({ user_id: userId }).orderBy('id').first()
}

async function paymentsOf(userId: number) {
  const { app } = await testServer()
  return app.knex('payments').where({ user_id: userId }).orderBy('id')
}

/**
 * As if the worker died after reconciling but before recording the job as done: the job is due again
 * and runs once more (its attempts say it did).
 */
async function reconcileAgain(idempotencyKey: string) {
  const { app } = await testServer()
  const job = app.knex('jobs').where({ dedupe_key: `reconcile:${idempotencyKey}` })
  const before = await job.clone().first()
  expect(before).toMatchObject({ state: 'done' })
  await job.clone().update({ state: 'queued', finished_at: null, run_at: new Date() })
  await runQueueLater(4)
  expect(await job.clone().first()).toMatchObject({ state: 'done', attempts: before.attempts + 1, last_error: null })
}

describe('a crash between charge and activation', () => {
  it('leaves the money taken and no plan, until reconciliation activates the plan', async () => {
    const customer = await createUser()
    await crashAfterNextCharge()
    const crashed = await checkout(customer.token, (await variationOf('basic', 'MONTHLY')).variation)
    expect(crashed.status).toBe(500)
    expect((await subscriptionOf(customer.user.id)).status).toBe('pending')
    expect((await paymentsOf(customer.user.id)).map((p) => p.status)).toEqual(['processing'])
    await runQueueLater(1)
    expect((await subscriptionOf(customer.user.id)).status).toBe('pending')
    await runQueueLater(4)
    expect((await subscriptionOf(customer.user.id)).status).toBe('active')
    expect((await paymentsOf(customer.user.id)).map((p) => p.status)).toEqual(['completed'])
    expect(await expectLedgerAgrees(customer.user.id)).toEqual([{ id: expect.any(String), amount: 2150 }])
    expect((await mailTo(customer.email)).map((m) => m.subject)).toEqual(['Your GetQuote receipt: Basic plan'])
    expect((await http('GET', '/api/v1/subscriptions/current', { token: customer.token })).body.data.card).toEqual({ brand: 'VISA', last4: '1111' })
  })

  it('refunds the charge when the purchase was closed before reconciliation', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    await crashAfterNextCharge((id) => app.knex('subscriptions').where({ id }).update({ status: 'expired' }).then(() => undefined))
    expect((await checkout(customer.token, (await variationOf('basic', 'MONTHLY')).variation)).status).toBe(500)
    await runQueueLater(4)
    const [payment] = await paymentsOf(customer.user.id)
    expect(payment).toMatchObject({ status: 'refunded', refund_reason: 'The purchase was no longer open when the payment went through.' })
    expect(payment.square_refund_id).toMatch(new RegExp(`^${payment.square_payment_id}_`))
    expect((await subscriptionOf(customer.user.id)).status).toBe('expired')
    expect(await expectLedgerAgrees(customer.user.id)).toEqual([])
    const mail = await mailTo(customer.email)
    expect(mail.map((m) => m.subject)).toEqual([REFUNDED_SUBJECT])
    expect(mail[0]?.text_body).toContain('We have refunded the full $21.50 to the same card.')
  })

  it('runs the reconciliation twice without a second refund or e-mail', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    await crashAfterNextCharge((id) => app.knex('subscriptions').where({ id }).update({ status: 'expired' }).then(() => undefined))
    await checkout(customer.token, (await variationOf('basic', 'MONTHLY')).variation)
    await runQueueLater(4)
    const [payment] = await paymentsOf(customer.user.id)
    expect(payment.status).toBe('refunded')
    await reconcileAgain(payment.idempotency_key)
    expect(await paymentsOf(customer.user.id)).toEqual([payment])
    expect(await app.knex('square_emulator_objects').where({ type: 'refund' }).whereRaw("data->>'payment_id' = ?", [payment.square_payment_id])).toHaveLength(1)
    expect(await expectLedgerAgrees(customer.user.id)).toEqual([])
    expect((await mailTo(customer.email)).map((m) => m.subject)).toEqual([REFUNDED_SUBJECT])
  })

  it('runs an activating reconciliation twice without a second activation or receipt', async () => {
    const customer = await createUser()
    await crashAfterNextCharge()
    await checkout(customer.token, (await variationOf('basic', 'MONTHLY')).variation)
    await runQueueLater(4)
    const activated = await subscriptionOf(customer.user.id)
    expect(activated.status).toBe('active')
    const [payment] = await paymentsOf(customer.user.id)
    await reconcileAgain(payment.idempotency_key)
    expect(await subscriptionOf(customer.user.id)).toEqual(activated)
    expect(await paymentsOf(customer.user.id)).toEqual([payment])
    expect(await expectLedgerAgrees(customer.user.id)).toEqual([{ id: payment.square_payment_id, amount: 2150 }])
    expect((await mailTo(customer.email)).map((m) => m.subject)).toEqual(['Your GetQuote receipt: Basic plan'])
  })
})

describe('a plan that cannot start after the charge', () => {
  it('refunds at once, answers 409 saying so, e-mails the customer and shows it to the admin', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    const admin = await createUser({ admin: true })
    const premium = await variationOf('premium', 'MONTHLY')
    // Another plan goes live while Square is charging: the race the one-live-plan index settles.
    onNextCompletedCharge(app, async () => {
      await app.knex('subscriptions').insert({
        user_id: customer.user.id, subscription_plan_id: premium.plan, subscription_plan_variation_id: premium.variation,
        status: 'active', billing_cycle: 'MONTHLY', price: '37.50', currency: 'USD', started_at: new Date(), period_number: 1,
      })
    })
    const response = await checkout(customer.token, (await variationOf('basic', 'MONTHLY')).variation)
    expect(response.status).toBe(409)
    expect(response.body.message).toBe('You already have an active plan. Your payment of $21.50 has been refunded to your card; it can take 5 to 10 business days to appear.')
    const [payment] = await paymentsOf(customer.user.id)
    expect(payment.status).toBe('refunded')
    expect(await expectLedgerAgrees(customer.user.id)).toEqual([])
    expect((await mailTo(customer.email)).map((m) => m.subject)).toEqual([REFUNDED_SUBJECT])
    const list = await http('GET', `/api/v1/admin/user_subscriptions?search=${encodeURIComponent(customer.email)}`, { token: admin.token })
    expect(list.body.data.map((row: { subscription_plan_name: string; payment_status: string | null }) => [row.subscription_plan_name, row.payment_status]))
      .toEqual(expect.arrayContaining([['Basic', 'refunded'], ['Premium', null]]))
    const page = await http('GET', `/api/v1/admin/users/${customer.user.id}`, { token: admin.token })
    expect(page.body.data.subscriptions.find((s: { id: number }) => s.id === payment.subscription_id).payment_status).toBe('refunded')
    const history = await http('GET', '/api/v1/subscriptions/payments', { token: customer.token })
    expect(history.body.data.map((p: { status: string }) => p.status)).toEqual(['refunded'])
  })
})

describe('reconciliation of a captured charge whose plan never started', () => {
  /** A completed charge recorded without its activation: the mismatch made on purpose. */
  async function capturedWithoutPlan() {
    const { app } = await testServer()
    const customer = await createUser()
    await crashAfterNextCharge()
    await checkout(customer.token, (await variationOf('basic', 'MONTHLY')).variation)
    const [subscription] = await app.knex('subscriptions').where({ user_id: customer.user.id })
    const [charge] = await app.knex('square_emulator_objects').where({ type: 'payment' }).whereRaw("data->>'reference_id' = ?", [`sub_${subscription.id}`])
    await app.knex('payments').where({ user_id: customer.user.id }).update({ status: 'completed', square_payment_id: charge.id, locked_until: null })
    return customer
  }

  it('activates it when the customer can still have it', async () => {
    const customer = await capturedWithoutPlan()
    await runQueueLater(4)
    expect((await subscriptionOf(customer.user.id)).status).toBe('active')
    expect(await expectLedgerAgrees(customer.user.id)).toHaveLength(1)
  })

  it('refunds it when the customer has another live plan by then', async () => {
    const { app } = await testServer()
    const customer = await capturedWithoutPlan()
    const premium = await variationOf('premium', 'MONTHLY')
    await app.knex('subscriptions').insert({
      user_id: customer.user.id, subscription_plan_id: premium.plan, subscription_plan_variation_id: premium.variation,
      status: 'active', billing_cycle: 'MONTHLY', price: '37.50', currency: 'USD', started_at: new Date(), period_number: 1,
    })
    await runQueueLater(4)
    expect((await paymentsOf(customer.user.id))[0]).toMatchObject({ status: 'refunded', refund_reason: 'You already have an active plan.' })
    expect(await expectLedgerAgrees(customer.user.id)).toEqual([])
  })
})

describe('a refund Square does not confirm at once', () => {
  it('is owed on the payment, answered as under way, and made by reconciliation with one e-mail', async () => {
    const server = await testServer()
    const { app } = server
    const customer = await createUser()
    onNextCompletedCharge(app, async (payment) => {
      await app.knex('subscriptions').where({ id: payment.subscription_id }).update({ status: 'expired' })
      // Nothing listens here: the refund call cannot reach Square.
      useEmulatorAt(app, 'http://127.0.0.1:9')
    })
    try {
      const response = await checkout(customer.token, (await variationOf('basic', 'MONTHLY')).variation)
      expect(response.status).toBe(409)
      expect(response.body.message).toBe('The purchase was no longer open when the payment went through. Your payment of $21.50 is being refunded to your card; it can take 5 to 10 business days to appear.')
    } finally {
      useEmulatorAt(app, server.url)
    }
    expect((await paymentsOf(customer.user.id))[0]).toMatchObject({ status: 'completed', refund_reason: 'The purchase was no longer open when the payment went through.' })
    expect(await mailTo(customer.email)).toEqual([])
    await runQueueLater(4)
    expect((await paymentsOf(customer.user.id))[0].status).toBe('refunded')
    expect(await expectLedgerAgrees(customer.user.id)).toEqual([])
    expect((await mailTo(customer.email)).map((m) => m.subject)).toEqual([REFUNDED_SUBJECT])
  })
})

/**
 * A new monthly Basic plan with everything due before its first renewal run (other subscriptions'
 * renewals included), the clock a millisecond before that renewal; the caller sets the clock back.
 */
async function justBeforeRenewal(server: TestServer, customer: CreatedUser): Promise<{ id: number; end: Date }> {
  const id = await subscribe(customer.token, 'basic', 'MONTHLY')
  const end: Date = (await subscriptionOf(customer.user.id)).current_period_end
  server.setNow(new Date(end.getTime() - 1))
  try {
    while ((await runDueJobs(server.app)) > 0);
  } catch (error) {
    server.setNow(null)
    throw error
  }
  return { id, end }
}

describe('a renewal charged after the subscription ended', () => {
  it('is refunded and the subscription stays ended', async () => {
    const server = await testServer()
    const customer = await createUser()
    const { id, end } = await justBeforeRenewal(server, customer)
    try {
      onNextCompletedCharge(server.app, async (payment) => {
        expect(payment.subscription_id).toBe(id)
        await server.app.knex('subscriptions').where({ id }).update({ status: 'canceled', canceled_at: new Date() })
      })
      server.setNow(end)
      while ((await runDueJobs(server.app)) > 0);
    } finally {
      server.setNow(null)
    }
    const renewal = (await paymentsOf(customer.user.id)).find((p) => p.kind === 'renewal')
    expect(renewal).toMatchObject({ status: 'refunded', refund_reason: 'The subscription ended before this renewal went through.' })
    expect((await subscriptionOf(customer.user.id)).status).toBe('canceled')
    expect(await expectLedgerAgrees(customer.user.id)).toHaveLength(1)
  })
})

describe('reconciliation of a renewal interrupted after Square charged it', () => {
  it('replays the recorded attempt, so a plan canceled meanwhile gets its money back without a second charge', async () => {
    const server = await testServer()
    const customer = await createUser()
    const { id, end } = await justBeforeRenewal(server, customer)
    try {
      onNextCompletedCharge(server.app, async () => {
        await server.app.knex('subscriptions').where({ id }).update({ status: 'canceled', canceled_at: new Date() })
        throw new Error('simulated crash between charge and renewal')
      })
      server.setNow(end)
      await runDueJobs(server.app, { kinds: ['renewal_charge'] })
      // Only the safety net runs: the renewal job's own retry would find the plan ended and stop.
      server.setNow(new Date(end.getTime() + 4 * 60_000))
      await runDueJobs(server.app, { kinds: ['payment_reconcile'] })
    } finally {
      server.setNow(null)
    }
    const renewal = (await paymentsOf(customer.user.id)).find((p) => p.kind === 'renewal')
    expect(renewal).toMatchObject({ status: 'refunded', attempt: 1, refund_reason: 'The subscription ended before this renewal went through.' })
    expect(await server.app.knex('jobs').where({ dedupe_key: `reconcile:${renewal.idempotency_key}` }).select('state', 'last_error')).toEqual([{ state: 'done', last_error: null }])
    expect((await subscriptionOf(customer.user.id)).status).toBe('canceled')
    expect(await emulatorCharges(id)).toEqual([{ status: 'COMPLETED', amount: 2150 }, { status: 'COMPLETED', amount: 2150 }])
    expect(await expectLedgerAgrees(customer.user.id)).toHaveLength(1)
  })
})
