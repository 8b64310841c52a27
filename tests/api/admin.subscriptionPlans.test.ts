import { beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { http } from '../support/http.ts'
import { createUser, type CreatedUser } from '../support/factories.ts'
import { testServer } from '../support/server.ts'
import { AdminSubscriptionPlanJson, PLAN_MESSAGES } from '../../shared/schemas/subscriptionPlans.ts'

const PATH = '/api/v1/admin/subscription_plans'

const validPlan = (overrides: Record<string, unknown> = {}) => ({
  subscription_plan: {
    name: 'Gold Plan',
    plan_type: 'premium',
    description: 'For testing',
    active: true,
    variations: [
      { billing_cycle: 'MONTHLY', price: '9.5', currency: 'usd', active: true },
      { billing_cycle: 'annual', price: 100, currency: 'USD', active: true },
    ],
    ...overrides,
  },
})

async function planCount(): Promise<number> {
  const { app } = await testServer()
  const row = await app.knex('subscription_plans').count({ total: '*' }).first()
  return Number(row?.total)
}

async function createPlan(admin: CreatedUser, overrides: Record<string, unknown> = {}) {
  const res = await http('POST', PATH, { token: admin.token, body: validPlan(overrides) })
  expect(res.status).toBe(201)
  return AdminSubscriptionPlanJson.parse(res.body.data)
}

let admin: CreatedUser
let customer: CreatedUser
beforeAll(async () => {
  admin = await createUser({ admin: true })
  customer = await createUser()
})

describe('POST /api/v1/admin/subscription_plans', () => {
  it('creates a plan with its variations, prices at two decimals and currencies upper-cased', async () => {
    const res = await http('POST', PATH, { token: admin.token, body: validPlan() })
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('Subscription plan created successfully!')
    const plan = AdminSubscriptionPlanJson.parse(res.body.data)
    expect(plan).toMatchObject({ name: 'Gold Plan', plan_type: 'premium', description: 'For testing', active: true })
    expect(plan.variations.map((v) => [v.billing_cycle, v.price, v.currency, v.active])).toEqual([
      ['MONTHLY', '9.50', 'USD', true],
      ['ANNUAL', '100.00', 'USD', true],
    ])
  })

  it('takes up to 12 variations', async () => {
    const variations = Array.from({ length: 12 }, (_, i) => ({ billing_cycle: 'MONTHLY', price: String(i + 1), currency: 'USD', active: true }))
    expect((await createPlan(admin, { variations })).variations).toHaveLength(12)
  })

  it('defaults active to true and an empty description to null', async () => {
    const body = validPlan({ description: '   ' })
    const { active: _ignored, ...withoutActive } = body.subscription_plan
    const res = await http('POST', PATH, { token: admin.token, body: { subscription_plan: withoutActive } })
    expect(res.status).toBe(201)
    expect(res.body.data.active).toBe(true)
    expect(res.body.data.description).toBeNull()
  })

  it("keeps a plan's own landing-page text, features typed one per line or sent as a list", async () => {
    const typed = await createPlan(admin, { subtitle: ' Family cover ', features: 'Two drivers\n\n  Roadside help \n', perfect_for: 'Households with teens.' })
    expect(typed).toMatchObject({ subtitle: 'Family cover', features: ['Two drivers', 'Roadside help'], perfect_for: 'Households with teens.' })
    const listed = await createPlan(admin, { features: ['One', 'Two'] })
    expect(listed.features).toEqual(['One', 'Two'])
    const listing = await http('GET', '/api/v1/subscription_plans')
    const shown = listing.body.data.find((plan: { id: number }) => plan.id === typed.id)
    expect(shown).toMatchObject({ subtitle: 'Family cover', features: ['Two drivers', 'Roadside help'], perfect_for: 'Households with teens.' })
  })

  it("stores empty landing-page text as null, so the plan type's text shows", async () => {
    const plan = await createPlan(admin, { subtitle: '  ', features: '\n \n', perfect_for: '' })
    expect(plan).toMatchObject({ subtitle: null, features: null, perfect_for: null })
    const { app } = await testServer()
    expect(await app.knex('subscription_plans').where({ id: plan.id }).first('subtitle', 'features', 'perfect_for')).toEqual({ subtitle: null, features: null, perfect_for: null })
  })

  it('refuses more than 12 features, saving nothing', async () => {
    const before = await planCount()
    const res = await http('POST', PATH, { token: admin.token, body: validPlan({ features: Array.from({ length: 13 }, (_, i) => `Feature ${i}`) }) })
    expect(res.status).toBe(422)
    expect(res.body.fields).toEqual({ 'subscription_plan.features': PLAN_MESSAGES.features })
    expect(await planCount()).toBe(before)
  })

  it.each([
    ['name', { name: 'ab' }, 'subscription_plan.name', PLAN_MESSAGES.name],
    ['plan type', { plan_type: 'gold' }, 'subscription_plan.plan_type', PLAN_MESSAGES.planType],
    ['missing plan type', { plan_type: undefined }, 'subscription_plan.plan_type', PLAN_MESSAGES.planType],
    ['no variations', { variations: [] }, 'subscription_plan.variations', PLAN_MESSAGES.variations],
    [
      'billing cycle',
      { variations: [{ billing_cycle: 'WEEKLY', price: '1', currency: 'USD', active: true }] },
      'subscription_plan.variations.0.billing_cycle',
      PLAN_MESSAGES.billingCycle,
    ],
    [
      'negative price',
      { variations: [{ billing_cycle: 'MONTHLY', price: '-1', currency: 'USD', active: true }] },
      'subscription_plan.variations.0.price',
      PLAN_MESSAGES.price,
    ],
    [
      'zero price',
      { variations: [{ billing_cycle: 'MONTHLY', price: '0.00', currency: 'USD', active: true }] },
      'subscription_plan.variations.0.price',
      PLAN_MESSAGES.priceZero,
    ],
    [
      'price that rounds to zero',
      { variations: [{ billing_cycle: 'MONTHLY', price: 0.004, currency: 'USD', active: true }] },
      'subscription_plan.variations.0.price',
      PLAN_MESSAGES.priceZero,
    ],
    [
      'non-numeric price',
      { variations: [{ billing_cycle: 'MONTHLY', price: 'abc', currency: 'USD', active: true }] },
      'subscription_plan.variations.0.price',
      PLAN_MESSAGES.price,
    ],
    [
      'thirteenth variation',
      { variations: Array.from({ length: 13 }, (_, i) => ({ billing_cycle: i % 2 ? 'ANNUAL' : 'MONTHLY', price: String(i + 1), currency: 'USD', active: true })) },
      'subscription_plan.variations',
      PLAN_MESSAGES.tooManyVariations,
    ],
    [
      'currency length',
      { variations: [{ billing_cycle: 'MONTHLY', price: '1', currency: 'US', active: true }] },
      'subscription_plan.variations.0.currency',
      PLAN_MESSAGES.currency,
    ],
  ])('answers 422 with the message for a bad %s and saves nothing', async (_label, overrides, field, message) => {
    const before = await planCount()
    const res = await http('POST', PATH, { token: admin.token, body: validPlan(overrides) })
    expect(res.status).toBe(422)
    expect(res.body.code).toBe('validation_failed')
    expect(res.body.fields[field]).toBe(message)
    expect(res.body.errors).toContain(message)
    expect(await planCount()).toBe(before)
  })

  it('answers 422 to a body without subscription_plan', async () => {
    const res = await http('POST', PATH, { token: admin.token, body: { name: 'Loose' } })
    expect(res.status).toBe(422)
  })

  it('answers 401 to a visitor and 403 to a customer, saving nothing', async () => {
    const before = await planCount()
    expect((await http('POST', PATH, { body: validPlan() })).status).toBe(401)
    const res = await http('POST', PATH, { token: customer.token, body: validPlan() })
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('forbidden')
    expect(await planCount()).toBe(before)
  })
})

describe('GET /api/v1/admin/subscription_plans', () => {
  it('lists every plan, inactive ones too, with variations', async () => {
    const plan = await createPlan(admin, { name: 'Listed Inactive', active: false })
    const activePlan = await createPlan(admin, { name: 'Listed Active' })
    const res = await http('GET', PATH, { token: admin.token })
    expect(res.status).toBe(200)
    const plans = res.body.data.map((row: unknown) => AdminSubscriptionPlanJson.parse(row))
    const listed = plans.find((row: AdminSubscriptionPlanJson) => row.id === plan.id)
    expect(listed?.active).toBe(false)
    expect(listed?.variations).toHaveLength(2)
    expect(plans.find((row: AdminSubscriptionPlanJson) => row.id === activePlan.id)?.active).toBe(true)
  })

  it('answers 401 to a visitor and 403 to a customer', async () => {
    expect((await http('GET', PATH)).status).toBe(401)
    expect((await http('GET', PATH, { token: customer.token })).status).toBe(403)
  })
})

describe('GET /api/v1/admin/subscription_plans/:id', () => {
  it('answers the plan', async () => {
    const plan = await createPlan(admin)
    const res = await http('GET', `${PATH}/${plan.id}`, { token: admin.token })
    expect(res.status).toBe(200)
    expect(AdminSubscriptionPlanJson.parse(res.body.data)).toEqual(plan)
  })

  it("answers 'Invalid plan ID.' for a non-numeric id and 'Plan not found.' for an unknown one", async () => {
    const invalid = await http('GET', `${PATH}/abc`, { token: admin.token })
    expect(invalid.status).toBe(422)
    expect(invalid.body.fields.id).toBe(PLAN_MESSAGES.invalidId)
    const missing = await http('GET', `${PATH}/987654321`, { token: admin.token })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe(PLAN_MESSAGES.notFound)
  })

  it('answers 401 to a visitor and 403 to a customer', async () => {
    const plan = await createPlan(admin)
    expect((await http('GET', `${PATH}/${plan.id}`)).status).toBe(401)
    expect((await http('GET', `${PATH}/${plan.id}`, { token: customer.token })).status).toBe(403)
  })
})

async function sellVariation(variationId: number, planId: number): Promise<void> {
  const { app } = await testServer()
  const buyer = await createUser()
  await app.knex('subscriptions').insert({
    user_id: buyer.user.id, subscription_plan_id: planId, subscription_plan_variation_id: variationId,
    status: 'canceled', billing_cycle: 'MONTHLY', price: '9.50', currency: 'USD',
  })
}

describe('PUT /api/v1/admin/subscription_plans/:id', () => {
  it('updates, adds and removes variations in one go', async () => {
    const { app: server } = await testServer()
    server.config.paymentCurrencies = ['USD', 'EUR']
    onTestFinished(() => {
      server.config.paymentCurrencies = ['USD']
    })
    const plan = await createPlan(admin)
    const [monthly] = plan.variations
    if (!monthly) throw new Error('plan has no variations')
    const res = await http('PUT', `${PATH}/${plan.id}`, {
      token: admin.token,
      body: validPlan({
        name: 'Gold Plan Renamed',
        plan_type: 'basic',
        variations: [
          { id: monthly.id, billing_cycle: 'MONTHLY', price: '12.345', currency: 'eur', active: false },
          { billing_cycle: 'ANNUAL', price: '120', currency: 'EUR', active: true },
        ],
      }),
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Subscription plan updated successfully!')
    const updated = AdminSubscriptionPlanJson.parse(res.body.data)
    expect(updated).toMatchObject({ name: 'Gold Plan Renamed', plan_type: 'basic' })
    expect(updated.variations.map((v) => [v.id === monthly.id, v.billing_cycle, v.price, v.currency, v.active])).toEqual([
      [true, 'MONTHLY', '12.35', 'EUR', false],
      [false, 'ANNUAL', '120.00', 'EUR', true],
    ])
    const { app } = await testServer()
    expect(await app.knex('subscription_plan_variations').where({ subscription_plan_id: plan.id }).count({ n: '*' }).first()).toEqual({ n: 2 })
  })

  it('refuses a currency the payment account does not take, or a price finer than its unit, saving nothing', async () => {
    const plan = await createPlan(admin)
    const put = (variation: object) => http('PUT', `${PATH}/${plan.id}`, { token: admin.token, body: validPlan({ variations: [variation] }) })
    const euro = await put({ billing_cycle: 'MONTHLY', price: '10', currency: 'EUR', active: true })
    expect(euro.status).toBe(422)
    expect(euro.body.fields).toEqual({ 'subscription_plan.variations.0.currency': 'The payment account accepts only USD.' })
    const { app: server } = await testServer()
    server.config.paymentCurrencies = ['USD', 'JPY']
    onTestFinished(() => {
      server.config.paymentCurrencies = ['USD']
    })
    const yen = await put({ billing_cycle: 'MONTHLY', price: '1000.50', currency: 'JPY', active: true })
    expect(yen.body.fields).toEqual({ 'subscription_plan.variations.0.price': 'JPY prices cannot have more than 0 decimals.' })
    const stored = await server.knex('subscription_plan_variations').where({ subscription_plan_id: plan.id }).select('currency')
    expect(stored.map((row) => row.currency)).toEqual(['USD', 'USD'])
  })

  it('deactivates a removed variation that a subscription was sold under instead of deleting it', async () => {
    const plan = await createPlan(admin)
    const [monthly, annual] = plan.variations
    if (!monthly || !annual) throw new Error('plan needs two variations')
    await sellVariation(annual.id, plan.id)
    const res = await http('PUT', `${PATH}/${plan.id}`, {
      token: admin.token,
      body: validPlan({ variations: [{ id: monthly.id, billing_cycle: 'MONTHLY', price: '9.50', currency: 'USD', active: true }] }),
    })
    expect(res.status).toBe(200)
    const kept = res.body.data.variations.find((v: { id: number }) => v.id === annual.id)
    expect(kept).toMatchObject({ active: false })
  })

  it('refuses to remove every variation and changes nothing', async () => {
    const plan = await createPlan(admin)
    const res = await http('PUT', `${PATH}/${plan.id}`, { token: admin.token, body: validPlan({ name: 'Emptied', variations: [] }) })
    expect(res.status).toBe(422)
    expect(res.body.fields['subscription_plan.variations']).toBe(PLAN_MESSAGES.variations)
    const after = await http('GET', `${PATH}/${plan.id}`, { token: admin.token })
    expect(after.body.data).toEqual(plan)
  })

  it("rolls the whole change back when one variation names another plan's variation", async () => {
    const plan = await createPlan(admin)
    const other = await createPlan(admin, { name: 'Other Plan' })
    const [monthly] = plan.variations
    const [foreign] = other.variations
    if (!monthly || !foreign) throw new Error('plans need variations')
    const res = await http('PUT', `${PATH}/${plan.id}`, {
      token: admin.token,
      body: validPlan({
        name: 'Should Not Stick',
        variations: [
          { id: monthly.id, billing_cycle: 'MONTHLY', price: '1.00', currency: 'USD', active: true },
          { id: foreign.id, billing_cycle: 'ANNUAL', price: '2.00', currency: 'USD', active: true },
        ],
      }),
    })
    expect(res.status).toBe(422)
    expect(res.body.fields['subscription_plan.variations.1.id']).toBeDefined()
    expect((await http('GET', `${PATH}/${plan.id}`, { token: admin.token })).body.data).toEqual(plan)
    expect((await http('GET', `${PATH}/${other.id}`, { token: admin.token })).body.data).toEqual(other)
  })

  it('reactivates a plan through the active flag', async () => {
    const plan = await createPlan(admin, { active: false })
    const res = await http('PUT', `${PATH}/${plan.id}`, {
      token: admin.token,
      body: validPlan({ active: true, variations: plan.variations }),
    })
    expect(res.status).toBe(200)
    expect(res.body.data.active).toBe(true)
  })

  it("answers 404 'Plan not found.' and 422 'Invalid plan ID.'", async () => {
    expect((await http('PUT', `${PATH}/987654321`, { token: admin.token, body: validPlan() })).body.message).toBe(PLAN_MESSAGES.notFound)
    expect((await http('PUT', `${PATH}/x1`, { token: admin.token, body: validPlan() })).status).toBe(422)
  })

  it('answers 401 to a visitor and 403 to a customer, changing nothing', async () => {
    const plan = await createPlan(admin)
    expect((await http('PUT', `${PATH}/${plan.id}`, { body: validPlan({ name: 'Hacked' }) })).status).toBe(401)
    expect((await http('PUT', `${PATH}/${plan.id}`, { token: customer.token, body: validPlan({ name: 'Hacked' }) })).status).toBe(403)
    expect((await http('GET', `${PATH}/${plan.id}`, { token: admin.token })).body.data.name).toBe('Gold Plan')
  })
})

describe('POST /api/v1/admin/subscription_plans/:id/deactivate', () => {
  it('takes the plan off sale', async () => {
    const plan = await createPlan(admin)
    const res = await http('POST', `${PATH}/${plan.id}/deactivate`, { token: admin.token })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Subscription plan deactivated successfully.')
    expect(res.body.data.active).toBe(false)
  })

  it('answers 404 for an unknown plan', async () => {
    const res = await http('POST', `${PATH}/987654321/deactivate`, { token: admin.token })
    expect(res.status).toBe(404)
    expect(res.body.message).toBe(PLAN_MESSAGES.notFound)
  })

  it('answers 401 to a visitor and 403 to a customer, changing nothing', async () => {
    const plan = await createPlan(admin)
    expect((await http('POST', `${PATH}/${plan.id}/deactivate`)).status).toBe(401)
    expect((await http('POST', `${PATH}/${plan.id}/deactivate`, { token: customer.token })).status).toBe(403)
    expect((await http('GET', `${PATH}/${plan.id}`, { token: admin.token })).body.data.active).toBe(true)
  })
})
