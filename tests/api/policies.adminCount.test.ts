import { beforeAll, describe, expect, it } from 'vitest'
import { LIST_COUNT_CAP } from '../../api/db/pagination.ts'
import { InsurancePolicyJson } from '../../shared/schemas/insurancePolicy.ts'
import { listEnvelope } from '../../shared/schemas/envelope.ts'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, type CreatedUser } from '../support/factories.ts'
import { addPolicy } from '../support/policies.ts'

const BULK = LIST_COUNT_CAP + 40

/** BULK copies of one added policy, all expiring the same day: a book past the count cap, made in one statement. */
async function seedBulk(owner: CreatedUser): Promise<void> {
  const id = await addPolicy(owner)
  const { app } = await testServer()
  const columns = ['user_id', 'origin', 'carrier_name', 'state', 'term_months', 'effective_date', 'expiration_date', 'premium', 'down_payment',
    'monthly_instalment', 'instalment_count', 'deductible', 'liability_limits', 'coverages', 'discounts', 'vehicles', 'drivers', 'homeowner', 'status']
  await app.knex.raw(
    `INSERT INTO insurance_policies (policy_number, ${columns.join(', ')})
     SELECT 'BULK-' || g, ${columns.join(', ')} FROM insurance_policies, generate_series(1, ?) g WHERE id = ?`,
    [BULK - 1, id],
  )
  await app.knex.raw('ANALYZE insurance_policies')
}

const list = async (token: string, query: string) => {
  const res = await http('GET', `/api/v1/admin/policies?${query}`, { token })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return listEnvelope(InsurancePolicyJson).parse(res.body)
}

describe('GET /api/v1/admin/policies over more policies than it counts', () => {
  let admin: CreatedUser
  beforeAll(async () => {
    admin = await createUser({ admin: true })
    await seedBulk(await createUser())
  })

  it('stops counting at the cap and says so', async () => {
    const page = await list(admin.token, 'per_page=25')
    expect(page.data).toHaveLength(25)
    expect(page.meta).toEqual({ total: LIST_COUNT_CAP, page: 1, per_page: 25, total_capped: true })
  })

  it('counts exactly below the cap, and exactly again once the page asked for is near the end', async () => {
    expect((await list(admin.token, 'origin=bound&per_page=25')).meta).toEqual({ total: 0, page: 1, per_page: 25 })
    const last = Math.ceil(BULK / 25)
    const page = await list(admin.token, `per_page=25&page=${last}`)
    expect(page.data).toHaveLength(BULK - (last - 1) * 25)
    expect(page.meta).toEqual({ total: BULK, page: last, per_page: 25 })
  })
})
