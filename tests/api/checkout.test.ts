import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { http } from '../support/http.ts'
import { createUser, mailTo } from '../support/factories.ts'
import { testServer } from '../support/server.ts'
import { PaidSubscriptionJson } from '../../shared/schemas/subscriptions.ts'
import { chargeThroughTheEmulator, checkout, createPending, emulatorCharges, expectLedgerAgrees, variationOf } from './subscriptions.support.ts'

const pay = (token: string, body: object) => http('POST', '/api/v1/subscriptions/process-payment', { token, body })
const IN_FLIGHT = 'Another payment of yours is still being processed. Please wait a few minutes and try again.'
const ALREADY = 'You already have an active plan. Cancel it first or wait for the period end.'

chargeThroughTheEmulator()

/** A plan of its own, so a test may reprice or deactivate it without touching the others. */
async function ownPlan(price = '30.00', currency = 'USD') {
  const { app } = await testServer()
  const [plan] = await app.knex('subscription_plans').insert({ name: `Plan ${randomUUID().slice(0, 8)}`, plan_type: 'basic', active: true }).returning('id')
  const [variation] = await app.knex('subscription_plan_variations')
    .insert({ subscription_plan_id: plan.id, billing_cycle: 'MONTHLY', price, currency })
    .returning('id')
  return { plan: Number(plan.id), variation: Number(variation.id) }
}

describe('POST /api/v1/subscriptions/checkout', () => {
  it('charges the variation price once and activates the plan in one call', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    const { variation } = await variationOf('premium', 'MONTHLY')
    const response = await checkout(customer.token, variation)
    expect(response.status).toBe(200)
    const data = PaidSubscriptionJson.parse(response.body.data)
    expect(data).toMatchObject({ status: 'active', already_paid: false })
    expect(response.body.message).toBe('Payment successful! Your subscription is now active.')
    expect(await emulatorCharges(data.subscription_id)).toEqual([{ status: 'COMPLETED', amount: 3750 }])
    expect(await app.knex('payments').where({ subscription_id: data.subscription_id }).select('status', 'amount', 'currency'))
      .toEqual([{ status: 'completed', amount: '37.50', currency: 'USD' }])
    expect((await mailTo(customer.email)).map((m) => m.subject)).toEqual(['Your GetQuote receipt: Premium plan'])
    expect(await expectLedgerAgrees(customer.user.id)).toHaveLength(1)
  })

  it('answers a retried call with the same key from the purchase it made, without charging again', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    const { variation } = await variationOf('basic', 'MONTHLY')
    const key = randomUUID()
    const first = await checkout(customer.token, variation, 'cnon:card-nonce-ok', key)
    const again = await checkout(customer.token, variation, 'cnon:card-nonce-ok', key)
    expect(again.status).toBe(200)
    expect(again.body.data).toMatchObject({ subscription_id: first.body.data.subscription_id, already_paid: true })
    expect(await app.knex('subscriptions').where({ user_id: customer.user.id })).toHaveLength(1)
    expect(await expectLedgerAgrees(customer.user.id)).toEqual([{ id: expect.any(String), amount: 2150 }])
  })

  it('lets a declined checkout be retried with another card under the same key', async () => {
    const customer = await createUser()
    const { variation } = await variationOf('basic', 'MONTHLY')
    const key = randomUUID()
    const declined = await checkout(customer.token, variation, 'cnon:card-nonce-declined', key)
    expect(declined.status).toBe(402)
    expect(declined.body.message).toBe('Payment failed: Your card was declined. Please use another card or contact your bank.')
    expect((await checkout(customer.token, variation, 'cnon:card-nonce-ok', key)).status).toBe(200)
    expect(await expectLedgerAgrees(customer.user.id)).toHaveLength(1)
  })

  it('refuses a customer who already has a plan before charging or saving anything', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    expect((await checkout(customer.token, (await variationOf('basic', 'MONTHLY')).variation)).status).toBe(200)
    const second = await checkout(customer.token, (await variationOf('premium', 'MONTHLY')).variation)
    expect(second.status).toBe(409)
    expect(second.body).toEqual({ code: 'conflict', message: ALREADY })
    expect(await app.knex('subscriptions').where({ user_id: customer.user.id })).toHaveLength(1)
    expect(await expectLedgerAgrees(customer.user.id)).toHaveLength(1)
  })

  it('answers 422 for a missing card token, key or variation and 404 for an unknown variation, saving nothing', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    const { variation } = await variationOf('basic', 'MONTHLY')
    const post = (body: object) => http('POST', '/api/v1/subscriptions/checkout', { token: customer.token, body: { amount: '21.50', currency: 'USD', ...body } })
    const noToken = await post({ subscription_plan_variation_id: variation, idempotency_key: randomUUID() })
    expect(noToken.status).toBe(422)
    expect(noToken.body.message).toBe('Payment failed: Invalid card token')
    const noKey = await post({ subscription_plan_variation_id: variation, card_token: 'cnon:card-nonce-ok' })
    expect(noKey.status).toBe(422)
    expect(noKey.body.fields).toEqual({ idempotency_key: 'Please try again.' })
    expect((await post({ card_token: 'cnon:card-nonce-ok', idempotency_key: randomUUID() })).body.fields).toEqual({ subscription_plan_variation_id: 'Please choose a plan.' })
    const unknown = await post({ subscription_plan_variation_id: 99_999_999, card_token: 'cnon:card-nonce-ok', idempotency_key: randomUUID() })
    expect(unknown.status).toBe(404)
    expect(await app.knex('subscriptions').where({ user_id: customer.user.id })).toEqual([])
  })

  it('refuses the same key for another plan', async () => {
    const customer = await createUser()
    const key = randomUUID()
    expect((await checkout(customer.token, (await variationOf('basic', 'MONTHLY')).variation, 'cnon:card-nonce-declined', key)).status).toBe(402)
    const other = await checkout(customer.token, (await variationOf('premium', 'MONTHLY')).variation, 'cnon:card-nonce-ok', key)
    expect(other.status).toBe(422)
    expect(other.body.fields).toEqual({ idempotency_key: 'This checkout was started for another plan. Please try again.' })
  })

  it('refuses a deactivated plan with 422 before charging', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    const { plan, variation } = await ownPlan()
    await app.knex('subscription_plans').where({ id: plan }).update({ active: false })
    const response = await checkout(customer.token, variation)
    expect(response.status).toBe(422)
    expect(response.body.fields).toEqual({ subscription_plan_variation_id: 'This plan is not available any more.' })
    expect(await app.knex('subscriptions').where({ user_id: customer.user.id })).toEqual([])
  })

  it('answers 401 to an anonymous caller and lets an admin buy for their own account only', async () => {
    const { variation } = await variationOf('basic', 'MONTHLY')
    expect((await http('POST', '/api/v1/subscriptions/checkout', { body: { subscription_plan_variation_id: variation, card_token: 'cnon:card-nonce-ok', idempotency_key: randomUUID() } })).status).toBe(401)
    const admin = await createUser({ admin: true })
    const bought = await checkout(admin.token, variation)
    expect(bought.status).toBe(200)
    const { app } = await testServer()
    expect((await app.knex('subscriptions').where({ id: bought.body.data.subscription_id }).first()).user_id).toBe(admin.user.id)
  })

  it('charges in the variation currency and its minor units', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    const { variation } = await ownPlan('3000.00', 'JPY')
    const saved = app.config.paymentCurrencies
    app.config.paymentCurrencies = ['USD', 'JPY']
    try {
      const response = await checkout(customer.token, variation)
      expect(response.status).toBe(200)
      const [charge] = await app.knex('square_emulator_objects').where({ type: 'payment' }).whereRaw("data->>'reference_id' = ?", [`sub_${response.body.data.subscription_id}`])
      expect(charge.data.amount_money).toEqual({ amount: 3000, currency: 'JPY' })
      expect(await expectLedgerAgrees(customer.user.id)).toEqual([{ id: charge.id, amount: 3000 }])
    } finally {
      app.config.paymentCurrencies = saved
    }
  })

  it('takes exactly one charge from 20 checkouts of one customer at once, refusing the rest before charging', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    const { variation } = await variationOf('premium', 'ANNUAL')
    const responses = await Promise.all(Array.from({ length: 20 }, () => checkout(customer.token, variation)))
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(19)
    for (const refused of responses.filter((r) => r.status === 409)) expect([IN_FLIGHT, ALREADY]).toContain(refused.body.message)
    expect(await app.knex('payments').where({ user_id: customer.user.id })).toHaveLength(1)
    expect(await expectLedgerAgrees(customer.user.id)).toEqual([{ id: expect.any(String), amount: 42000 }])
    expect(await app.knex('subscriptions').where({ user_id: customer.user.id, status: 'active' })).toHaveLength(1)
  })
})

describe('POST /api/v1/subscriptions/process-payment reads the plan at payment time', () => {
  it('charges one of two pending subscriptions paid at once and refuses the other before charging', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    const basic = await createPending(customer.token, 'basic', 'MONTHLY')
    const premium = await createPending(customer.token, 'premium', 'MONTHLY')
    const [a, b] = await Promise.all([
      pay(customer.token, { subscription_id: basic, card_token: 'cnon:card-nonce-ok' }),
      pay(customer.token, { subscription_id: premium, card_token: 'cnon:card-nonce-ok' }),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    expect([IN_FLIGHT, ALREADY]).toContain([a, b].find((r) => r.status === 409)?.body.message)
    expect(await app.knex('payments').where({ user_id: customer.user.id })).toHaveLength(1)
    expect(await expectLedgerAgrees(customer.user.id)).toHaveLength(1)
    expect(await app.knex('subscriptions').where({ user_id: customer.user.id, status: 'active' })).toHaveLength(1)
  })

  it('answers 409 with the new price when it changed since the card form showed it, charging nothing, and charges it once confirmed', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    const { variation } = await ownPlan('30.00')
    await app.knex('subscription_plan_variations').where({ id: variation }).update({ price: '45.25' })
    const key = randomUUID()
    const stale = await checkout(customer.token, variation, 'cnon:card-nonce-ok', key, { amount: '30.00', currency: 'USD' })
    expect(stale.status).toBe(409)
    expect(stale.body).toEqual({
      code: 'conflict',
      message: 'The price of this plan is now $45.25. Please confirm the new price to continue.',
      details: { amount: '45.25', currency: 'USD' },
    })
    const subscription = await app.knex('subscriptions').where({ user_id: customer.user.id }).first()
    expect(await emulatorCharges(subscription.id)).toEqual([])
    expect(await app.knex('payments').where({ user_id: customer.user.id })).toEqual([])
    const confirmed = await checkout(customer.token, variation, 'cnon:card-nonce-ok', key, { amount: '45.25', currency: 'USD' })
    expect(confirmed.status).toBe(200)
    expect(await emulatorCharges(subscription.id)).toEqual([{ status: 'COMPLETED', amount: 4525 }])
  })

  it('answers 409 when the currency shown is not the one charged', async () => {
    const customer = await createUser()
    const { variation } = await ownPlan('30.00')
    const response = await checkout(customer.token, variation, 'cnon:card-nonce-ok', randomUUID(), { amount: '30.00', currency: 'EUR' })
    expect(response.status).toBe(409)
    expect(response.body.details).toEqual({ amount: '30.00', currency: 'USD' })
  })

  it('charges a price raised after the pending subscription was made', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    const { plan, variation } = await ownPlan('30.00')
    const pending = await http('POST', '/api/v1/subscriptions/create-pending', { token: customer.token, body: { subscription_plan_id: plan, subscription_plan_variation_id: variation } })
    await app.knex('subscription_plan_variations').where({ id: variation }).update({ price: '45.25' })
    const subscriptionId = pending.body.data.subscription_id
    expect((await pay(customer.token, { subscription_id: subscriptionId, card_token: 'cnon:card-nonce-ok' })).status).toBe(200)
    expect(await emulatorCharges(subscriptionId)).toEqual([{ status: 'COMPLETED', amount: 4525 }])
    expect(await app.knex('subscriptions').where({ id: subscriptionId }).first()).toMatchObject({ status: 'active', price: '45.25' })
    expect(await app.knex('payments').where({ subscription_id: subscriptionId }).first()).toMatchObject({ amount: '45.25' })
  })

  it.each([['plan', 'subscription_plans'], ['variation', 'subscription_plan_variations']])(
    'refuses a %s deactivated after the pending subscription was made, before charging',
    async (_, table) => {
      const { app } = await testServer()
      const customer = await createUser()
      const ids = await ownPlan()
      const pending = await http('POST', '/api/v1/subscriptions/create-pending', { token: customer.token, body: { subscription_plan_id: ids.plan, subscription_plan_variation_id: ids.variation } })
      await app.knex(table).where({ id: table === 'subscription_plans' ? ids.plan : ids.variation }).update({ active: false })
      const subscriptionId = pending.body.data.subscription_id
      const response = await pay(customer.token, { subscription_id: subscriptionId, card_token: 'cnon:card-nonce-ok' })
      expect(response.status).toBe(409)
      expect(response.body.message).toBe('This plan is not available any more. Please choose a plan again.')
      expect(await emulatorCharges(subscriptionId)).toEqual([])
      expect((await app.knex('subscriptions').where({ id: subscriptionId }).first()).status).toBe('pending')
    },
  )
})
