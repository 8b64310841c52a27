import { describe, expect, it } from 'vitest'
import { http } from '../support/http.ts'
import { createUser, mailTo } from '../support/factories.ts'
import { testServer } from '../support/server.ts'
import { useEmulatorAt } from '../../api/billing/gateway/squareGateway.ts'
import { runDueJobs } from '../../api/services/jobs/worker.ts'
import type { AppContext } from '../../api/context.ts'
import { CurrentSubscriptionJson, SubscriptionPlanJson } from '../../shared/schemas/subscriptions.ts'
import { chargeThroughTheEmulator, subscribe, variationOf } from './subscriptions.support.ts'
import { PLAN_STAMP_FRESH_MS, publicPlans } from '../../api/billing/publicPlans.ts'

chargeThroughTheEmulator()

/** Long enough for every app's last read of the plan catalog stamp to be out of date. */
const pastStampWindow = () => new Promise((resolve) => setTimeout(resolve, PLAN_STAMP_FRESH_MS + 50))

describe('GET /api/v1/subscription_plans', () => {
  it('lists active plans with active variations and two-decimal prices, publicly', async () => {
    const { app } = await testServer()
    const seeded = await variationOf('premium', 'MONTHLY')
    const [hidden] = await app.knex('subscription_plans').insert({ name: 'Retired plan', plan_type: 'basic', active: false }).returning('id')
    await app.knex('subscription_plan_variations').insert({ subscription_plan_id: hidden.id, billing_cycle: 'MONTHLY', price: '9.00', currency: 'USD' })
    // Written behind the API's back: the catalog stamp moves all the same.
    const response = await http('GET', '/api/v1/subscription_plans')
    expect(response.status).toBe(200)
    const plans = SubscriptionPlanJson.array().parse(response.body.data)
    expect(plans.map((p) => p.name)).not.toContain('Retired plan')
    // Tests in this file add plans of their own: look at the seeded one.
    const premium = plans.find((p) => p.id === seeded.plan)
    expect(premium?.variations.map((v) => [v.billing_cycle, v.price])).toEqual([['MONTHLY', '37.50'], ['ANNUAL', '420.00']])
    expect(plans.every((p) => p.active && p.variations.every((v) => v.active))).toBe(true)
  })

  it('is cacheable for a minute, with an ETag that answers 304 while nothing changed', async () => {
    const first = await http('GET', '/api/v1/subscription_plans')
    expect(first.headers.get('cache-control')).toBe('public, max-age=60')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/)
    // As a browser revalidates (fetch itself would add `no-cache`, which asks for a full reload).
    const again = await http('GET', '/api/v1/subscription_plans', { headers: { 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' } })
    expect(again.status).toBe(304)
    expect(again.body).toBe('')
    const stale = await http('GET', '/api/v1/subscription_plans', { headers: { 'if-none-match': 'W/"something-else"' } })
    expect(stale.status).toBe(200)
  })

  it('stays bounded: 50 plans and 12 variations each at most, whatever the table holds', async () => {
    const { app } = await testServer()
    const ids: number[] = []
    try {
      for (let i = 0; i < 55; i += 1) {
        const [row] = await app.knex('subscription_plans').insert({ name: `Bulk plan ${i}`, plan_type: 'basic' }).returning('id')
        ids.push(row.id)
      }
      const rows = Array.from({ length: 30 }, (_, i) => ({ subscription_plan_id: ids[0], billing_cycle: 'MONTHLY', price: `${i + 1}.00`, currency: 'USD' }))
      await app.knex('subscription_plan_variations').insert(rows)
      await pastStampWindow()
      const plans = SubscriptionPlanJson.array().parse((await http('GET', '/api/v1/subscription_plans')).body.data)
      expect(plans).toHaveLength(50)
      expect(plans.find((p) => p.id === ids[0])?.variations).toHaveLength(12)
    } finally {
      await app.knex('subscription_plan_variations').whereIn('subscription_plan_id', ids).delete()
      await app.knex('subscription_plans').whereIn('id', ids).delete()
    }
  })

  it('shows an admin change at once through the app that wrote it, and within the stamp window through another', async () => {
    const { app } = await testServer()
    // A second app context on the same database: its own plan list in memory, as another worker has.
    const other = { ...app }
    const admin = await createUser({ admin: true })
    const served = async () => SubscriptionPlanJson.array().parse((await http('GET', '/api/v1/subscription_plans')).body.data)
    // Earlier tests wrote plans beside the API: the list starts from their settled state.
    await pastStampWindow()
    const before = await served()
    expect((await publicPlans(other)).data).toEqual(before)
    const created = await http('POST', '/api/v1/admin/subscription_plans', {
      token: admin.token,
      body: { subscription_plan: { name: 'Memory plan', plan_type: 'basic', description: '', active: true, variations: [{ billing_cycle: 'MONTHLY', price: '5.00', currency: 'USD' }] } },
    })
    expect(created.status).toBe(201)
    const withNewPlan = [...before.map((plan) => plan.name), 'Memory plan']
    expect((await served()).map((plan) => plan.name)).toEqual(withNewPlan)

    // The other worker answers from its last stamp read until the window has passed.
    await pastStampWindow()
    expect((await publicPlans(other)).data.map((plan) => plan.name)).toEqual(withNewPlan)

    // A write beside the API (psql, a script, another worker) reaches the served list within the window too.
    await app.knex('subscription_plans').where({ id: created.body.data.id }).update({ active: false })
    await pastStampWindow()
    expect(await served()).toEqual(before)
  })
})

describe('POST /api/v1/subscriptions/create-pending', () => {
  it('answers 401 to an anonymous caller', async () => {
    const { plan, variation } = await variationOf('basic', 'MONTHLY')
    const response = await http('POST', '/api/v1/subscriptions/create-pending', { body: { subscription_plan_id: plan, subscription_plan_variation_id: variation } })
    expect(response.status).toBe(401)
  })

  it('creates a pending subscription priced from the database, ignoring the client status', async () => {
    const { app } = await testServer()
    const { token, user } = await createUser()
    const { plan, variation } = await variationOf('premium', 'ANNUAL')
    const response = await http('POST', '/api/v1/subscriptions/create-pending', {
      token, body: { subscription_plan_id: plan, subscription_plan_variation_id: variation, status: 'active', price: '0.01' },
    })
    expect(response.status).toBe(201)
    const row = await app.knex('subscriptions').where({ id: response.body.data.subscription_id }).first()
    expect(row).toMatchObject({ user_id: user.id, status: 'pending', price: '420.00', billing_cycle: 'ANNUAL' })
  })

  it('answers 404 for an unknown variation and 422 for a variation of another plan', async () => {
    const { token } = await createUser()
    const basic = await variationOf('basic', 'MONTHLY')
    const premium = await variationOf('premium', 'MONTHLY')
    const unknown = await http('POST', '/api/v1/subscriptions/create-pending', { token, body: { subscription_plan_id: basic.plan, subscription_plan_variation_id: 999999 } })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Plan variation not found.')
    const mismatched = await http('POST', '/api/v1/subscriptions/create-pending', { token, body: { subscription_plan_id: basic.plan, subscription_plan_variation_id: premium.variation } })
    expect(mismatched.status).toBe(422)
    expect(mismatched.body.message).toBe('The chosen billing option does not belong to this plan.')
  })

  it('answers 422 for an inactive variation and saves nothing', async () => {
    const { app } = await testServer()
    const { token, user } = await createUser()
    const [plan] = await app.knex('subscription_plans').insert({ name: 'Paused plan', plan_type: 'basic' }).returning('id')
    const [variation] = await app.knex('subscription_plan_variations')
      .insert({ subscription_plan_id: plan.id, billing_cycle: 'MONTHLY', price: '5.00', currency: 'USD', active: false }).returning('id')
    const response = await http('POST', '/api/v1/subscriptions/create-pending', { token, body: { subscription_plan_id: plan.id, subscription_plan_variation_id: variation.id } })
    expect(response.status).toBe(422)
    expect(response.body.message).toBe('This plan is not available any more.')
    expect(await app.knex('subscriptions').where({ user_id: user.id })).toEqual([])
  })

  it('answers 422 with fields for a malformed body', async () => {
    const { token } = await createUser()
    const response = await http('POST', '/api/v1/subscriptions/create-pending', { token, body: { subscription_plan_id: 'abc' } })
    expect(response.status).toBe(422)
    expect(Object.keys(response.body.fields)).toEqual(expect.arrayContaining(['subscription_plan_id', 'subscription_plan_variation_id']))
  })

  it('refuses a second plan while one is active (409) and keeps one live subscription', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    await subscribe(customer.token, 'basic', 'MONTHLY')
    const premium = await variationOf('premium', 'MONTHLY')
    const response = await http('POST', '/api/v1/subscriptions/create-pending', { token: customer.token, body: { subscription_plan_id: premium.plan, subscription_plan_variation_id: premium.variation } })
    expect(response.status).toBe(409)
    expect(response.body.message).toBe('You already have an active plan. Cancel it first or wait for the period end.')
    expect(await app.knex('subscriptions').where({ user_id: customer.user.id }).whereIn('status', ['active', 'past_due'])).toHaveLength(1)
  })

  it('lets the database refuse a second live subscription for one user', async () => {
    const { app } = await testServer()
    const { user, token } = await createUser()
    const subscriptionId = await subscribe(token, 'basic', 'MONTHLY')
    const row = await app.knex('subscriptions').where({ id: subscriptionId }).first()
    const { id: _id, ...copy } = row
    await expect(app.knex('subscriptions').insert({ ...copy, user_id: user.id, status: 'active' })).rejects.toThrow(/subscriptions_one_live_per_user/)
  })
})

describe('GET /api/v1/subscriptions/current', () => {
  it('answers 401 anonymous and 404 without a live subscription', async () => {
    expect((await http('GET', '/api/v1/subscriptions/current')).status).toBe(401)
    const { token } = await createUser()
    const none = await http('GET', '/api/v1/subscriptions/current', { token })
    expect(none.status).toBe(404)
  })

  it("shows the caller's active plan with its period and card, never another customer's", async () => {
    const owner = await createUser()
    const other = await createUser()
    const admin = await createUser({ admin: true })
    await subscribe(owner.token, 'premium', 'MONTHLY')
    const response = await http('GET', '/api/v1/subscriptions/current', { token: owner.token })
    expect(response.status).toBe(200)
    const current = CurrentSubscriptionJson.parse(response.body.data)
    expect(current).toMatchObject({ subscription_plan_name: 'Premium', status: 'active', price: '37.50', billing_cycle: 'MONTHLY', card: { brand: 'VISA', last4: '1111' } })
    expect(current.current_period_end).not.toBeNull()
    expect((await http('GET', '/api/v1/subscriptions/current', { token: other.token })).status).toBe(404)
    expect((await http('GET', '/api/v1/subscriptions/current', { token: admin.token })).status).toBe(404)
  })
})

describe('POST /api/v1/subscriptions/cancel', () => {
  it('answers 401 anonymous and 404 without a live subscription', async () => {
    expect((await http('POST', '/api/v1/subscriptions/cancel', { body: {} })).status).toBe(401)
    const { token } = await createUser()
    expect((await http('POST', '/api/v1/subscriptions/cancel', { token, body: {} })).status).toBe(404)
  })

  it('cancels immediately and for good, keeps the payment history and stops renewals', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    const other = await createUser()
    const subscriptionId = await subscribe(customer.token, 'basic', 'ANNUAL')
    expect((await http('POST', '/api/v1/subscriptions/cancel', { token: other.token, body: {} })).status).toBe(404)
    const response = await http('POST', '/api/v1/subscriptions/cancel', { token: customer.token, body: {} })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ subscription_id: subscriptionId, status: 'canceled' })
    expect((await http('GET', '/api/v1/subscriptions/current', { token: customer.token })).status).toBe(404)
    expect((await http('POST', '/api/v1/subscriptions/cancel', { token: customer.token, body: {} })).status).toBe(404)
    // Renewals stop; only the charge's reconciliation stays, as money taken must end placed or refunded.
    const pendingJobs = await app.knex('jobs').where({ state: 'queued' }).whereRaw("payload->>'subscription_id' = ?", [String(subscriptionId)]).select('kind')
    expect(pendingJobs).toEqual([{ kind: 'payment_reconcile' }])
    const history = await http('GET', '/api/v1/subscriptions/payments', { token: customer.token })
    expect(history.body.data).toHaveLength(1)
  })

  it('drops a renewal reminder not yet delivered when the plan is canceled', async () => {
    const customer = await createUser()
    const { app, url, setNow } = await testServer()
    const subscriptionId = await subscribe(customer.token, 'basic', 'MONTHLY')
    const end: Date = (await app.knex('subscriptions').where({ id: subscriptionId }).first()).current_period_end
    // The reminder job runs while mail is down, so its e-mail waits in the queue.
    const broken: AppContext = { ...app, mailer: { kind: 'smtp', send: () => Promise.reject(new Error('SMTP is down')), close: () => undefined } }
    useEmulatorAt(broken, url)
    setNow(new Date(end.getTime() - 7 * 86_400_000))
    try {
      await runDueJobs(broken, { kinds: ['renewal_reminder', 'send_mail'] })
    } finally {
      setNow(null)
    }
    expect((await http('POST', '/api/v1/subscriptions/cancel', { token: customer.token, body: {} })).status).toBe(200)
    setNow(new Date(end.getTime() - 6 * 86_400_000))
    try {
      // The receipt, also held up by the outage, still goes; the reminder does not.
      expect((await mailTo(customer.email)).map((mail) => mail.subject).sort()).toEqual(['Your Basic plan is canceled', 'Your GetQuote receipt: Basic plan'])
    } finally {
      setNow(null)
    }
  })

  it('e-mails the cancellation, saying plainly that nothing is refunded', async () => {
    const customer = await createUser()
    const { app } = await testServer()
    const subscriptionId = await subscribe(customer.token, 'premium', 'MONTHLY')
    const paidUntil: Date = (await app.knex('subscriptions').where({ id: subscriptionId }).first()).current_period_end
    expect((await http('POST', '/api/v1/subscriptions/cancel', { token: customer.token, body: {} })).status).toBe(200)
    const [mail] = await mailTo(customer.email)
    expect(mail?.subject).toBe('Your Premium plan is canceled')
    const day = (date: Date) => date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })
    expect(mail?.text_body).toContain(`You canceled your Premium plan on ${day(new Date())}. It ended at once: it will not renew, and your card will not be charged again.`)
    expect(mail?.text_body).toContain('Refunds: none. Cancelling does not refund any payment.')
    expect(mail?.text_body).toContain(`Not refunded: your last payment of $37.50 on ${day(new Date())}, for the period until ${day(paidUntil)}, including the unused part of that period, and every earlier payment.`)
    expect(await app.knex('jobs').where({ dedupe_key: `mail:canceled:sub_${subscriptionId}` }).first('state')).toEqual({ state: 'done' })
  })
})

describe('GET /api/v1/subscriptions/payments', () => {
  it("lists only the caller's receipts, newest first", async () => {
    const owner = await createUser()
    const other = await createUser()
    await subscribe(owner.token, 'basic', 'MONTHLY')
    expect((await http('GET', '/api/v1/subscriptions/payments')).status).toBe(401)
    const mine = await http('GET', '/api/v1/subscriptions/payments', { token: owner.token })
    expect(mine.status).toBe(200)
    expect(mine.body.data).toEqual([expect.objectContaining({ amount: '21.50', currency: 'USD', status: 'completed', subscription_plan_name: 'Basic', card_last4: '1111' })])
    expect(mine.body.meta).toMatchObject({ total: 1 })
    expect((await http('GET', '/api/v1/subscriptions/payments', { token: other.token })).body.data).toEqual([])
  })
})
