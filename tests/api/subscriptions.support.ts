import { expect } from 'vitest'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'

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
  return subscriptionId
}

/** How many payments the emulated Square recorded for a subscription (its reference id). */
export async function emulatorCharges(subscriptionId: number): Promise<Array<{ status: string; amount: number }>> {
  const { app } = await testServer()
  const rows = await app.knex('square_emulator_objects').where({ type: 'payment' }).whereRaw("data->>'reference_id' = ?", [`sub_${subscriptionId}`])
  return rows.map((r) => ({ status: r.data.status, amount: Number(r.data.amount_money.amount) }))
}
