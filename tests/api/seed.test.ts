import { describe, expect, it } from 'vitest'
import { seedDemo, DEMO_ADMIN, DEMO_CUSTOMERS } from '../../api/db/seeds/demo.ts'
import { REQUEST_STATUSES } from '../../shared/constants/requests.ts'
import { testServer } from '../support/server.ts'

describe('the demo seed', () => {
  it('adds the plans, an admin and customers with requests in every status, once', async () => {
    const { app } = await testServer()
    await seedDemo(app)
    await seedDemo(app)
    const variations = await app.knex('subscription_plan_variations as v')
      .join('subscription_plans as p', 'p.id', 'v.subscription_plan_id')
      .whereIn('p.name', ['Basic', 'Premium'])
      .select('p.name', 'v.billing_cycle', 'v.price')
      .orderBy(['p.name', 'v.billing_cycle'])
    expect(variations).toEqual([
      { name: 'Basic', billing_cycle: 'ANNUAL', price: '240.00' },
      { name: 'Basic', billing_cycle: 'MONTHLY', price: '21.50' },
      { name: 'Premium', billing_cycle: 'ANNUAL', price: '420.00' },
      { name: 'Premium', billing_cycle: 'MONTHLY', price: '37.50' },
    ])
    for (const plan of ['Basic', 'Premium']) {
      const monthly = Number(variations.find((v) => v.name === plan && v.billing_cycle === 'MONTHLY')?.price)
      const annual = Number(variations.find((v) => v.name === plan && v.billing_cycle === 'ANNUAL')?.price)
      const saving = 1 - annual / (monthly * 12)
      expect(saving, plan).toBeGreaterThanOrEqual(0.05)
      expect(saving, plan).toBeLessThanOrEqual(0.1)
    }
    const admin = await app.knex('users').whereRaw('lower(email) = ?', [DEMO_ADMIN.email]).first()
    expect(admin.admin).toBe(true)
    const [customer] = DEMO_CUSTOMERS
    const statuses = await app.knex('insurance_requests as r')
      .join('users as u', 'u.id', 'r.user_id')
      .where('u.email', customer?.email)
      .pluck('r.status')
    expect([...statuses].sort()).toEqual([...REQUEST_STATUSES].sort())
  })
})
