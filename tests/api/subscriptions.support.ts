import { randomUUID } from 'node:crypto'
import { afterEach, beforeAll, expect } from 'vitest'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { runDueJobs } from '../../api/services/jobs/worker.ts'
import { toMinorUnits } from '../../api/billing/payments/money.ts'
import { useEmulatorAt } from '../../api/billing/gateway/squareGateway.ts'

const PLANS = [
  { name: 'Basic', plan_type: 'basic', monthly: '21.50', annual: '240.00' },
  { name: 'Premium', plan_type: 'premium', monthly: '37.50', annual: '420.00' },
] as const

/** The demo seed's plans (the test database starts empty), made once per test process. */
async function ensurePlans(): Promise<void> {
  const { app } = await testServer()
  await app.knex.transaction(async (trx) => {
    for (const plan of PLANS) {
      if (await trx('subscription_plans').where({ name: plan.name, plan_type: plan.plan_type }).first()) continue
      const [row] = await trx('subscription_plans').insert({ name: plan.name, plan_type: plan.plan_type, active: true }).returning('id')
      await trx('subscription_plan_variations').insert([
        { subscription_plan_id: row.id, billing_cycle: 'MONTHLY', price: plan.monthly, currency: 'USD' },
        { subscription_plan_id: row.id, billing_cycle: 'ANNUAL', price: plan.annual, currency: 'USD' },
      ])
    }
  })
}

/** The Basic or Premium plan and variation ids for a billing cycle. */
export async function variationOf(planType: 'basic' | 'premium', cycle: 'MONTHLY' | 'ANNUAL') {
  const { app } = await testServer()
  await ensurePlans()
  const row = await app.knex('subscription_plan_variations as v')
    .join('subscription_plans as p', 'p.id', 'v.subscription_plan_id')
    .where({ 'p.plan_type': planType, 'p.name': planType === 'basic' ? 'Basic' : 'Premium', 'v.billing_cycle': cycle, 'p.active': true, 'v.active': true })
    .orderBy('p.id')
    .first('p.id as plan', 'v.id as variation')
  if (!row) throw new Error(`no seeded ${planType} ${cycle} variation`)
  return { plan: Number(row.plan), variation: Number(row.variation) }
}

export async function createPending(token: string, planType: 'basic' | 'premium', cycle: 'MONTHLY' | 'ANNUAL'): Promise<number> {
  const { plan, variation } = await variationOf(planType, cycle)
  const response = await http('POST', '/api/v1/subscriptions/create-pending', { token, body: { subscription_plan_id: plan, subscription_plan_variation_id: variation, status: 'pending' } })
  expect(response.status).toBe(201)
  return response.body.data.subscription_id
}

/** Buys a plan through the API with Square's approved sandbox nonce; returns the subscription id. */
export async function subscribe(token: string, planType: 'basic' | 'premium', cycle: 'MONTHLY' | 'ANNUAL', cardToken = 'cnon:card-nonce-ok'): Promise<number> {
  const subscriptionId = await createPending(token, planType, cycle)
  const paid = await http('POST', '/api/v1/subscriptions/process-payment', { token, body: { subscription_id: subscriptionId, card_token: cardToken } })
  expect(paid.status).toBe(200)
  // The server's worker keeps the card on file within a second; tests run that job themselves.
  await runDueJobs((await testServer()).app, { kinds: ['keep_card_on_file'] })
  return subscriptionId
}

/** How many payments the emulated Square recorded for a subscription (its reference id). */
export async function emulatorCharges(subscriptionId: number): Promise<Array<{ status: string; amount: number }>> {
  const { app } = await testServer()
  const rows = await app.knex('square_emulator_objects').where({ type: 'payment' }).whereRaw("data->>'reference_id' = ?", [`sub_${subscriptionId}`])
  return rows.map((r) => ({ status: r.data.status, amount: Number(r.data.amount_money.amount) }))
}

/** What the card form shows for a variation: its price and currency as the database holds them now. */
async function priceShown(variationId: number): Promise<{ amount: string; currency: string }> {
  const { app } = await testServer()
  const row = await app.knex('subscription_plan_variations').where({ id: variationId }).first()
  if (!row) throw new Error(`No plan variation ${variationId}: pass the price the card form would show`)
  return { amount: row.price, currency: row.currency.trim() }
}

/** The one-call checkout at the price on sale (unless another is shown), with a fresh idempotency key unless one is given. */
export async function checkout(
  token: string,
  variationId: number,
  cardToken = 'cnon:card-nonce-ok',
  key: string = randomUUID(),
  shown?: { amount: string; currency: string },
) {
  const price = shown ?? (await priceShown(variationId))
  return http('POST', '/api/v1/subscriptions/checkout', {
    token,
    body: { subscription_plan_variation_id: variationId, card_token: cardToken, idempotency_key: key, ...price },
  })
}

/**
 * Square's ledger (the emulator) against the payments table for one customer: every charge Square
 * completed is a payments row with the same id and amount, refunded in full exactly when the row says
 * 'refunded'. Returns the charges that stand (completed, not refunded).
 */
export async function expectLedgerAgrees(userId: number): Promise<Array<{ id: string; amount: number }>> {
  const { app } = await testServer()
  const references = (await app.knex('subscriptions').where({ user_id: userId }).select('id')).map((row) => `sub_${row.id}`)
  const charges = await app.knex('square_emulator_objects').where({ type: 'payment' }).whereRaw("data->>'reference_id' = any(?)", [references])
  const atSquare = charges
    .filter((row) => row.data.status === 'COMPLETED')
    .map((row) => ({ id: String(row.id), amount: Number(row.data.amount_money.amount), refunded: Number(row.data.refunded_money?.amount ?? 0) }))
  const rows = await app.knex('payments').where({ user_id: userId }).whereIn('status', ['completed', 'refunded'])
  const ours = rows.map((row) => {
    const amount = Number(toMinorUnits(row.amount, row.currency.trim()))
    return { id: String(row.square_payment_id), amount, refunded: row.status === 'refunded' ? amount : 0 }
  })
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id)
  expect(atSquare.sort(byId)).toEqual(ours.sort(byId))
  const refunds = await app.knex('square_emulator_objects').where({ type: 'refund' }).whereRaw("data->>'payment_id' = any(?)", [atSquare.map((c) => c.id)])
  expect(refunds.map((row) => String(row.id)).sort()).toEqual(rows.filter((row) => row.status === 'refunded').map((row) => String(row.square_refund_id)).sort())
  return atSquare.filter((charge) => charge.refunded === 0).map(({ id, amount }) => ({ id, amount }))
}

/** Runs every job due `minutes` from now, including the ones those jobs queue (the app's clock moved, then put back). */
export async function runQueueLater(minutes: number): Promise<void> {
  const server = await testServer()
  try {
    server.setNow(new Date(Date.now() + minutes * 60_000))
    while ((await runDueJobs(server.app)) > 0);
  } finally {
    server.setNow(null)
  }
}

/**
 * This file's charges go to its test server's own Square emulator. The SDK, which the server loads at
 * its first call to Square, is loaded first: its long synchronous import would otherwise stall the
 * in-process server in the middle of that call, and on a busy machine the kept-alive connection the
 * call then reuses has been closed meanwhile (seen as ECONNRESET, an "unknown" first charge).
 */
export function chargeThroughTheEmulator(): void {
  beforeAll(async () => {
    const server = await testServer()
    useEmulatorAt(server.app, server.url)
    await import('square')
  })
}

/**
 * For files that move the clock: after each test the clock is real again and whatever fell due has
 * run, so the queue is left as the next test expects it.
 */
export function resetClockAfterEach(): void {
  afterEach(async () => {
    const server = await testServer()
    server.setNow(null)
    await runDueJobs(server.app)
  })
}
