import { describe, expect, it } from 'vitest'
import { addDays } from '../../shared/dates.ts'
import { createUser, mailTo } from '../support/factories.ts'
import { testServer } from '../support/server.ts'
import { useEmulatorAt } from '../../api/billing/gateway/squareGateway.ts'
import { runDueJobs } from '../../api/services/jobs/worker.ts'
import type { AppContext } from '../../api/context.ts'
import { refuseToQueue } from '../support/faults.ts'
import { chargeThroughTheEmulator, emulatorCharges, resetClockAfterEach, subscribe } from './subscriptions.support.ts'

chargeThroughTheEmulator()

resetClockAfterEach()

async function subscriptionRow(id: number) {
  const { app } = await testServer()
  return app.knex('subscriptions').where({ id }).first()
}

/** Moves the clock to `date` and runs everything due by then (renewals may schedule more). */
async function at(date: Date) {
  const server = await testServer()
  server.setNow(date)
  while ((await runDueJobs(server.app)) > 0);
}

/** A new customer subscribed now, whose card on file then starts to decline; `end` is when the period ends. */
async function subscribedWithDecliningCard(plan: 'basic' | 'premium', cycle: 'MONTHLY' | 'ANNUAL') {
  const customer = await createUser()
  const { app, setNow } = await testServer()
  setNow(new Date())
  const id = await subscribe(customer.token, plan, cycle)
  const card = await app.knex('payment_cards').where({ user_id: customer.user.id }).first()
  await app.knex('square_emulator_objects').where({ id: card.square_card_id }).update({ outcome: 'declined' })
  const end: Date = (await subscriptionRow(id)).current_period_end
  return { customer, id, end }
}

const subjects = async (email: string) => (await mailTo(email)).map((m) => m.subject).reverse()

describe('renewal jobs', () => {
  it('reminds 7 days before the period ends, then renews with the card on file', async () => {
    const customer = await createUser()
    const start = new Date()
    const { setNow } = await testServer()
    setNow(start)
    const id = await subscribe(customer.token, 'basic', 'MONTHLY')
    const end: Date = (await subscriptionRow(id)).current_period_end
    await at(addDays(end, -8))
    const failedMail = async () => (await subjects(customer.email)).filter((s) => s === 'We could not renew your Basic plan')
    expect(await failedMail()).toEqual([])
    await at(addDays(end, -7))
    expect((await subjects(customer.email))[1]).toMatch(/^Your Basic plan renews on /)
    await at(end)
    const renewed = await subscriptionRow(id)
    expect(renewed).toMatchObject({ status: 'active', period_number: 2 })
    expect(renewed.current_period_start.getTime()).toBe(end.getTime())
    expect(renewed.current_period_end.getTime()).toBeGreaterThan(addDays(end, 27).getTime())
    expect(await emulatorCharges(id)).toEqual([{ status: 'COMPLETED', amount: 2150 }, { status: 'COMPLETED', amount: 2150 }])
    const { app } = await testServer()
    const renewal = await app.knex('payments').where({ subscription_id: id, period_number: 2 }).first()
    expect(renewal).toMatchObject({ kind: 'renewal', status: 'completed', idempotency_key: `sub_${id}_p2_a1` })
    expect((await subjects(customer.email)).at(-1)).toBe('Your GetQuote receipt: Basic plan')
    await at(end)
    expect(await emulatorCharges(id)).toHaveLength(2)
  })

  it('retries a declined renewal after 1 and 3 days, then expires the plan and tells the customer', async () => {
    const { customer, id, end } = await subscribedWithDecliningCard('premium', 'MONTHLY')
    await at(end)
    expect((await subscriptionRow(id)).status).toBe('past_due')
    expect((await subjects(customer.email)).at(-1)).toBe('We could not renew your Premium plan')
    await at(new Date(end.getTime() + 12 * 60 * 60_000))
    expect(await emulatorCharges(id)).toHaveLength(2)
    await at(addDays(end, 1))
    expect(await emulatorCharges(id)).toHaveLength(3)
    expect((await subscriptionRow(id)).status).toBe('past_due')
    await at(addDays(end, 4))
    expect(await emulatorCharges(id)).toHaveLength(4)
    expect((await subscriptionRow(id)).status).toBe('expired')
    expect((await subjects(customer.email)).at(-1)).toBe('Your Premium plan has expired')
    const { app } = await testServer()
    const keys = (await app.knex('payments').where({ subscription_id: id, period_number: 2 }).orderBy('attempt')).map((p) => p.idempotency_key)
    expect(keys).toEqual([`sub_${id}_p2_a1`, `sub_${id}_p2_a2`, `sub_${id}_p2_a3`])
    await at(addDays(end, 30))
    expect(await emulatorCharges(id)).toHaveLength(4)
  })

  it('recovers on a retry when the card works again', async () => {
    const { customer, id, end } = await subscribedWithDecliningCard('basic', 'ANNUAL')
    const { app } = await testServer()
    await at(end)
    expect((await subscriptionRow(id)).status).toBe('past_due')
    const card = await app.knex('payment_cards').where({ user_id: customer.user.id }).first()
    await app.knex('square_emulator_objects').where({ id: card.square_card_id }).update({ outcome: 'ok' })
    await at(addDays(end, 1))
    expect(await subscriptionRow(id)).toMatchObject({ status: 'active', period_number: 2 })
  })

  it('does not renew a canceled subscription', async () => {
    const customer = await createUser()
    const { app, setNow } = await testServer()
    setNow(new Date())
    const id = await subscribe(customer.token, 'basic', 'MONTHLY')
    await app.knex('subscriptions').where({ id }).update({ status: 'canceled', canceled_at: new Date() })
    const end: Date = (await subscriptionRow(id)).current_period_end
    await at(end)
    expect(await emulatorCharges(id)).toHaveLength(1)
    expect((await subscriptionRow(id)).status).toBe('canceled')
  })
})

describe('renewal jobs and a failing mailer', () => {
  /** The same app whose every e-mail delivery throws, as during an SMTP outage. */
  async function withBrokenMailer(): Promise<AppContext> {
    const { app, url } = await testServer()
    const broken: AppContext = { ...app, mailer: { kind: 'smtp', send: () => Promise.reject(new Error('SMTP is down')), close: () => undefined } }
    useEmulatorAt(broken, url)
    return broken
  }

  async function runAllAt(app: AppContext, date: Date) {
    const server = await testServer()
    server.setNow(date)
    while ((await runDueJobs(app)) > 0);
  }

  it('never charges again or loses an e-mail when the mailer throws, through retries and expiry', async () => {
    const { customer, id, end } = await subscribedWithDecliningCard('premium', 'MONTHLY')
    expect(await subjects(customer.email)).toEqual(['Your GetQuote receipt: Premium plan'])
    const broken = await withBrokenMailer()

    await runAllAt(broken, end)
    // The mail job fails and backs off; the renewal job is done, so nothing charges early.
    for (const minutes of [5, 30, 120]) await runAllAt(broken, new Date(end.getTime() + minutes * 60_000))
    expect((await subscriptionRow(id)).status).toBe('past_due')
    expect(await emulatorCharges(id)).toHaveLength(2)
    await runAllAt(broken, addDays(end, 1))
    await runAllAt(broken, addDays(end, 4))
    expect(await emulatorCharges(id)).toHaveLength(4)
    expect((await subscriptionRow(id)).status).toBe('expired')

    // Once mail works again, every e-mail goes out, each exactly once; the renewal reminder still
    // waiting when the plan expired is dropped, since that renewal never happened.
    await at(addDays(end, 5))
    expect((await subjects(customer.email)).sort()).toEqual([
      'We could not renew your Premium plan',
      'We could not renew your Premium plan',
      'Your GetQuote receipt: Premium plan',
      'Your Premium plan has expired',
    ])
    expect(await emulatorCharges(id)).toHaveLength(4)
  })

  it('charges once and mails once when a declined renewal job runs again', async () => {
    const { customer, id, end } = await subscribedWithDecliningCard('basic', 'MONTHLY')
    const { app } = await testServer()
    await at(end)
    // As if the worker died before recording the job as done: it is due again.
    await app.knex('jobs').where({ dedupe_key: `renewal:sub_${id}:p2:a1` }).update({ state: 'queued', finished_at: null, run_at: end })
    await at(end)
    expect(await emulatorCharges(id)).toHaveLength(2)
    expect((await subjects(customer.email)).filter((s) => s === 'We could not renew your Basic plan')).toHaveLength(1)
    expect(await app.knex('jobs').where({ kind: 'renewal_charge' }).whereRaw("payload->>'subscription_id' = ?", [String(id)]).count({ n: '*' }).first()).toEqual({ n: 2 })
  })
})

describe('a declined renewal', () => {
  it('is recorded only together with its retry and e-mail', async () => {
    const { customer, id, end } = await subscribedWithDecliningCard('basic', 'MONTHLY')
    const { app } = await testServer()
    const allow = await refuseToQueue(app.knex, 'mail:renewal_failed:%')
    try {
      await at(end)
    } finally {
      await allow()
    }
    expect((await subscriptionRow(id)).status).toBe('active')
    expect(await app.knex('payments').where({ subscription_id: id, kind: 'renewal' }).select('status')).toEqual([{ status: 'processing' }])
    const failedMail = async () => (await subjects(customer.email)).filter((s) => s === 'We could not renew your Basic plan')
    expect(await failedMail()).toEqual([])

    // The renewal job runs again once its lease is over and records the decline with what follows it.
    await at(new Date(end.getTime() + 10 * 60_000))
    expect((await subscriptionRow(id)).status).toBe('past_due')
    expect(await app.knex('payments').where({ subscription_id: id, kind: 'renewal' }).select('status', 'attempt')).toEqual([{ status: 'failed', attempt: 1 }])
    expect(await app.knex('jobs').where({ dedupe_key: `renewal:sub_${id}:p2:a2`, state: 'queued' })).toHaveLength(1)
    expect(await emulatorCharges(id)).toHaveLength(2)
    expect(await failedMail()).toHaveLength(1)
  })
})

describe('runDueJobs', () => {
  it('lets only one of two concurrent workers take a job', async () => {
    const { app } = await testServer()
    const [job] = await app.knex('jobs')
      .insert({ kind: 'renewal_reminder', payload: JSON.stringify({ subscription_id: 2_000_000_000, period: 1 }), run_at: new Date(Date.now() - 1000) })
      .returning('id')
    const [a, b] = await Promise.all([runDueJobs(app), runDueJobs(app)])
    // This file's queue holds nothing else due now, so the two workers ran exactly this one job.
    expect(a + b).toBe(1)
    const row = await app.knex('jobs').where({ id: job.id }).first()
    expect(row).toMatchObject({ attempts: 1, state: 'done', last_error: null })
    expect(row.finished_at).not.toBeNull()
  })
})
