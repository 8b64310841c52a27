import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { http } from '../support/http.ts'
import { createUser, type CreatedUser } from '../support/factories.ts'
import { testServer } from '../support/server.ts'
import { listInsuranceRequests } from '../../api/services/requestList.ts'
import { LIST_COUNT_CAP } from '../../api/db/pagination.ts'
import { InsuranceRequestListQuery } from '../../shared/schemas/insuranceRequestJson.ts'

const BULK = LIST_COUNT_CAP + 50
/** Letters unique to this run, so a reused database never mixes runs. */
const RUN = randomUUID().replace(/[^a-f]/g, '').slice(0, 4).toUpperCase()
const NAME = `Bulk${RUN.toLowerCase()}well`
const number = (n: number) => `BK${RUN}-${String(n).padStart(8, '0')}`

/** Many requests at once, straight into the tables, newest with the highest number. */
async function seedBulk(owner: CreatedUser): Promise<void> {
  const { app } = await testServer()
  await app.knex.raw(
    `INSERT INTO insurance_requests (request_number, user_id, insurance_type, status, created_at, updated_at)
     SELECT ? || lpad(g::text, 8, '0'), ?, 'auto', CASE WHEN g % 2 = 0 THEN 'quoted' ELSE 'pending' END,
            now() - interval '400 days' + g * interval '1 second', now()
     FROM generate_series(1, ?) g`,
    [`BK${RUN}-`, owner.user.id, BULK],
  )
  await app.knex.raw(
    `INSERT INTO applicants (insurance_request_id, first_name, last_name, email, phone_number, street, city, state, zip)
     SELECT r.id, ?, 'Person', ? || split_part(r.request_number, '-', 2)::int || '@bulk.example', '4155550134',
            '1 Bulk Street', 'Bulkton', 'CA', '94105'
     FROM insurance_requests r WHERE r.request_number LIKE ?`,
    [NAME, `bulk${RUN.toLowerCase()}-`, `BK${RUN}-%`],
  )
  await app.knex.raw('ANALYZE insurance_requests')
  await app.knex.raw('ANALYZE applicants')
}

const listQuery = (query: Record<string, string>) => InsuranceRequestListQuery.parse(query)

describe('GET /api/v1/insurance_requests as an admin, over many requests', () => {
  let admin: CreatedUser
  beforeAll(async () => {
    admin = await createUser({ admin: true })
    await seedBulk(await createUser())
  })

  it('caps the count instead of counting every match', async () => {
    const result = await listInsuranceRequests(admin.user, listQuery({ per_page: '25' }))
    expect(result.requests).toHaveLength(25)
    expect(result.total).toBe(LIST_COUNT_CAP)
    expect(result.totalCapped).toBe(true)
    const res = await http('GET', '/api/v1/insurance_requests?per_page=25', { token: admin.token })
    expect(res.body.meta.total).toBe(LIST_COUNT_CAP)
  })

  it('still reaches the last page of an unsearched list', async () => {
    const deepPage = Math.ceil(BULK / 25) + 1
    // The odd-numbered requests are the pending ones; the last page holds the oldest of them.
    const pending = Math.ceil(BULK / 2)
    const lastPage = Math.ceil(pending / 25)
    const onLastPage = pending - (lastPage - 1) * 25
    const result = await listInsuranceRequests(admin.user, listQuery({ per_page: '25', status: 'pending', page: String(lastPage) }))
    expect(result.requests.map((request) => request.request_number)).toEqual(Array.from({ length: onLastPage }, (_, i) => number(2 * (onLastPage - i) - 1)))
    expect(result.requests.every((request) => request.status === 'pending')).toBe(true)
    expect(result.total).toBe(pending)
    expect(result.totalCapped).toBe(false)
    const beyond = await listInsuranceRequests(admin.user, listQuery({ per_page: '25', page: String(deepPage * 10) }))
    expect(beyond.requests).toEqual([])
  })

  it('pages a broad search newest first, each row a match', async () => {
    const first = await listInsuranceRequests(admin.user, listQuery({ per_page: '25', search: `${NAME} person` }))
    const second = await listInsuranceRequests(admin.user, listQuery({ per_page: '25', search: `${NAME} person`, page: '2' }))
    const numbers = [...first.requests, ...second.requests].map((request) => request.request_number)
    expect(numbers[0]).toBe(number(BULK))
    expect(numbers).toEqual([...numbers].sort().reverse())
    expect(new Set(numbers).size).toBe(50)
    expect(first.totalCapped).toBe(true)
  })

  it('finds one request by a whole e-mail address or a piece of one that spans the @', async () => {
    for (const search of [`bulk${RUN.toLowerCase()}-17@bulk.example`, `ULK${RUN}-17@BULK`]) {
      const result = await listInsuranceRequests(admin.user, listQuery({ search }))
      expect(result.requests.map((request) => request.request_number), search).toEqual([number(17)])
      expect(result.total).toBe(1)
      expect(result.totalCapped).toBe(false)
    }
  })

  it('answers an empty page past the search window', async () => {
    const result = await listInsuranceRequests(admin.user, listQuery({ per_page: '25', search: NAME, page: '401' }))
    expect(result.requests).toEqual([])
  })
})
