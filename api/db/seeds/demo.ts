import type { Knex } from 'knex'
import type { AppContext } from '../../context.ts'
import { hashPassword, type PasswordCost } from '../../services/passwords.ts'
import { newRequestNumber } from '../../services/requestNumbers.ts'
import { seedCarriers, seedDemoOffers } from './carriers.ts'
import { seedDemoPolicies } from './policies.ts'
import { seedDemoClaims } from './claims.ts'
import { seedAgency } from './agency.ts'
import { REQUEST_STATUSES, type RequestStatus } from '../../../shared/constants/requests.ts'
import { LIST_PRICES } from '../../../shared/constants/plans.ts'
import { DEMO_ADMIN, DEMO_CUSTOMERS } from './demoAccounts.ts'


/** Annual prices are the spec's; the intro and the no-JavaScript cards quote the same LIST_PRICES. */
const PLANS = [
  { name: 'Basic', plan_type: 'basic', description: 'Full dashboard, unlimited help messages, renewal notifications and money-saving tips.', ...LIST_PRICES.basic },
  { name: 'Premium', plan_type: 'premium', description: 'Everything in Basic plus advanced analytics, priority guidance, partner deals and referral rewards.', ...LIST_PRICES.premium },
] as const

async function upsertUser(
  trx: Knex.Transaction,
  cost: PasswordCost,
  user: { email: string; password: string; first_name: string; last_name: string },
  admin: boolean,
) {
  const existing = await trx('users').whereRaw('lower(email) = lower(?)', [user.email]).first<{ id: number } | undefined>()
  if (existing) return existing.id
  const [row] = await trx('users')
    .insert({
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      password_hash: await hashPassword(user.password, cost),
      admin,
      email_verified_at: trx.fn.now(),
    })
    .returning<{ id: number }[]>('id')
  if (!row) throw new Error(`could not seed ${user.email}`)
  return row.id
}

async function seedPlans(trx: Knex.Transaction) {
  for (const plan of PLANS) {
    if (await trx('subscription_plans').where({ name: plan.name }).first()) continue
    const [row] = await trx('subscription_plans')
      .insert({ name: plan.name, plan_type: plan.plan_type, description: plan.description, active: true })
      .returning<{ id: number }[]>('id')
    if (!row) throw new Error(`could not seed plan ${plan.name}`)
    await trx('subscription_plan_variations').insert([
      { subscription_plan_id: row.id, billing_cycle: 'MONTHLY', price: plan.monthly, currency: plan.currency, active: true },
      { subscription_plan_id: row.id, billing_cycle: 'ANNUAL', price: plan.annual, currency: plan.currency, active: true },
    ])
  }
}

// Real check digits, so every seeded request passes the wizard's own VIN rule.
const VINS = ['1HGCM82633A004352', '1FTFW1ET9DFC10312', '5YJ3E1EA2KF317000', 'JH4KA7561PC008269', '1G1ZT53826F109149', 'WBA3A5C57CF256651']

async function seedRequests(trx: Knex.Transaction, userId: number, customer: (typeof DEMO_CUSTOMERS)[number], statuses: readonly RequestStatus[]) {
  if (await trx('insurance_requests').where({ user_id: userId }).first()) return
  for (const [index, status] of statuses.entries()) {
    const createdAt = new Date(Date.now() - (statuses.length - index) * 3 * 86_400_000)
    const [request] = await trx('insurance_requests')
      .insert({ request_number: newRequestNumber(), user_id: userId, insurance_type: 'auto', status, created_at: createdAt, updated_at: createdAt })
      .returning<{ id: number }[]>('id')
    if (!request) throw new Error('could not seed a request')
    await trx('applicants').insert({
      insurance_request_id: request.id, first_name: customer.first_name, last_name: customer.last_name, email: customer.email,
      phone_number: '(415) 555-0134', drivers_license: 'D1234567', street: '123 Market Street', city: customer.state === 'FL' ? 'Miami' : 'San Francisco',
      state: customer.state, zip: customer.state === 'FL' ? '33101' : '94105',
    })
    await trx('auto_insurances').insert({
      insurance_request_id: request.id, vin: VINS[index % VINS.length], insurance_company_length: '1_2', insurance_company: 'Acme Mutual',
      car_ownership_length: '3_5', coverage_type: index % 2 === 0 ? 'full_coverage' : 'liability_only', deductible: index % 2 === 0 ? 500 : null,
      minimum_liability_limits: customer.state === 'FL' ? '10/20/10' : '100/300/100', pip: customer.state === 'FL' ? 10000 : null,
      homeowner: index % 2 === 0, clean_record: true, paperless_billing: true, authorization: true,
    })
  }
}

/** Demo plans, carriers, the agency, admin and customers with requests in every status; running it again changes nothing. */
export async function seedDemo(app: AppContext): Promise<void> {
  await app.knex.transaction(async (trx) => {
    await seedPlans(trx)
    await seedCarriers(trx)
    await seedAgency(trx)
    await upsertUser(trx, app.config.passwordCost, DEMO_ADMIN, true)
    const [first, second] = DEMO_CUSTOMERS
    if (!first || !second) return
    const firstId = await upsertUser(trx, app.config.passwordCost, first, false)
    await seedRequests(trx, firstId, first, REQUEST_STATUSES)
    await seedDemoOffers(trx, firstId)
    await seedDemoPolicies(trx, firstId)
    await seedDemoClaims(trx, firstId)
    await seedRequests(trx, await upsertUser(trx, app.config.passwordCost, second, false), second, ['pending'])
  })
}
