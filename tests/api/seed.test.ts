import { describe, expect, it } from 'vitest'
import { seedDemo } from '../../api/db/seeds/demo.ts'
import { DEMO_ADMIN, DEMO_CUSTOMERS } from '../../api/db/seeds/demoAccounts.ts'
import { REQUEST_STATUSES } from '../../shared/constants/requests.ts'
import { CreateInsuranceRequestBody } from '../../shared/schemas/insuranceRequest.ts'
import { testServer } from '../support/server.ts'

describe('the demo seed', () => {
  it('adds the plans, carriers, an admin and customers with requests in every status, demo offers, policies and claims, once', async () => {
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
    const offers = await app.knex('offers as o')
      .join('insurance_requests as r', 'r.id', 'o.insurance_request_id')
      .join('carriers as c', 'c.id', 'o.carrier_id')
      .join('users as u', 'u.id', 'r.user_id')
      .where('u.email', customer?.email)
      .select('r.status as request', 'o.status', 'c.name', 'r.policy_number')
      .orderBy('o.id')
    expect(offers).toEqual([
      { request: 'quoted', status: 'open', name: 'Harborline Mutual', policy_number: null },
      { request: 'quoted', status: 'open', name: 'Pinecrest Casualty', policy_number: null },
      { request: 'purchased', status: 'bound', name: 'Harborline Mutual', policy_number: 'HLM-DEMO-000001' },
    ])
    expect(await app.knex('carriers').whereIn('name', ['Harborline Mutual', 'Pinecrest Casualty', 'Bluestem Auto Insurance', 'Northgate Assurance', 'Meridian Shield']).count({ n: '*' })).toEqual([{ n: 5 }])
    const policies = await app.knex('insurance_policies as p')
      .join('users as u', 'u.id', 'p.user_id')
      .where('u.email', customer?.email)
      .select('p.origin', 'p.policy_number', 'p.drivers')
      .orderBy('p.id')
    expect(policies).toEqual([
      { origin: 'bound', policy_number: 'HLM-DEMO-000001', drivers: [{ name: 'Casey Jordan' }] },
      { origin: 'added', policy_number: 'LSD-4471-2209', drivers: [{ name: 'Casey Jordan' }] },
    ])
    const claims = await app.knex('accident_claims as c')
      .join('users as u', 'u.id', 'c.user_id')
      .where('u.email', customer?.email)
      .select('c.status', 'c.policy_number', 'c.carrier_claim_number')
      .orderBy('c.id')
    expect(claims).toEqual([
      { status: 'reported', policy_number: 'HLM-DEMO-000001', carrier_claim_number: null },
      { status: 'filed', policy_number: 'HLM-DEMO-000001', carrier_claim_number: 'HLM-CL-DEMO-1' },
    ])
    expect(await app.knex('carriers').where({ name: 'Harborline Mutual' }).first('claims_phone', 'claims_website')).toEqual({ claims_phone: '(800) 555-0101', claims_website: 'https://harborline.example/claims' })
  })

  it('stores only requests the wizard itself would accept', async () => {
    const { app } = await testServer()
    await seedDemo(app)
    const requests = await app.knex('insurance_requests as r')
      .join('applicants as a', 'a.insurance_request_id', 'r.id')
      .join('auto_insurances as auto', 'auto.insurance_request_id', 'r.id')
      .join('users as u', 'u.id', 'r.user_id')
      .whereIn('u.email', DEMO_CUSTOMERS.map((customer) => customer.email))
      .select('r.request_number', 'r.insurance_type', 'a.first_name', 'a.last_name', 'a.email', 'a.phone_number', 'a.drivers_license',
        'a.street', 'a.city', 'a.state', 'a.zip', 'auto.*')
    expect(requests.length).toBe(REQUEST_STATUSES.length + 1)
    for (const row of requests) {
      const body = {
        insurance_request: {
          insurance_type: row.insurance_type,
          applicant_attributes: {
            first_name: row.first_name, last_name: row.last_name, email: row.email, phone_number: row.phone_number,
            drivers_license: row.drivers_license, address_attributes: { street: row.street, city: row.city, state: row.state, zip: row.zip },
          },
          // The auto row's columns are the wire's names; the schema ignores its ids and timestamps.
          auto_insurance_attributes: row,
        },
      }
      const result = CreateInsuranceRequestBody.safeParse(body)
      expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`), row.request_number).toEqual([])
    }
  })
})
