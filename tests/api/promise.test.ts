import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { PromiseStatsJson } from '../../shared/schemas/promiseStats.ts'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser } from '../support/factories.ts'
import { submittedRequest } from '../support/offers.ts'

const HOUR = 3_600_000

/** Moves a request's submission (and first offer) back in time, as if it had waited. */
async function backdate(number: string, hoursAgo: number, firstOfferAfterHours: number | null) {
  const { app } = await testServer()
  const createdAt = new Date(Date.now() - hoursAgo * HOUR)
  const firstOfferAt = firstOfferAfterHours === null ? null : new Date(createdAt.getTime() + firstOfferAfterHours * HOUR)
  await app.knex('insurance_requests').where({ request_number: number }).update({ created_at: createdAt, first_offer_at: firstOfferAt })
}

async function listNumbers(token: string, query: string): Promise<string[]> {
  const res = await http('GET', `/api/v1/insurance_requests?per_page=100&${query}`, { token })
  expect(res.status).toBe(200)
  return res.body.data.map((request: { request_number: string }) => request.request_number)
}

describe('GET /api/v1/insurance_requests?due=…&sort=due', () => {
  it('filters open requests due in under 4 hours or overdue, and sorts least time left first', async () => {
    const admin = await createUser({ admin: true })
    // A surname of their own keeps other tests' (and earlier runs') requests off the page.
    const tag = `Due${randomUUID().slice(0, 8)}`
    const mine = { applicant: { last_name: tag } }
    const soon = await submittedRequest(mine)
    const later = await submittedRequest(mine)
    const overdue = await submittedRequest(mine)
    const veryOverdue = await submittedRequest(mine)
    await backdate(soon.number, 21, null)
    await backdate(later.number, 2, null)
    await backdate(overdue.number, 30, null)
    await backdate(veryOverdue.number, 60, null)
    expect(await listNumbers(admin.token, `search=${tag}&due=soon`)).toEqual([soon.number])
    expect(await listNumbers(admin.token, `search=${tag}&due=overdue&sort=due`)).toEqual([veryOverdue.number, overdue.number])
    expect(await listNumbers(admin.token, `search=${tag}&sort=due`)).toEqual([veryOverdue.number, overdue.number, soon.number, later.number])
  })

  it('lists open requests first by time left, then the closed ones (no time left), oldest first', async () => {
    const { app } = await testServer()
    const admin = await createUser({ admin: true })
    const tag = `Due${randomUUID().slice(0, 8)}`
    const mine = { applicant: { last_name: tag } }
    const overdue = await submittedRequest(mine)
    const later = await submittedRequest(mine)
    const closedLongAgo = await submittedRequest(mine)
    const closedLately = await submittedRequest(mine)
    await backdate(overdue.number, 30, null)
    await backdate(later.number, 2, null)
    await backdate(closedLongAgo.number, 90, 5)
    await backdate(closedLately.number, 1, null)
    await app.knex('insurance_requests').whereIn('request_number', [closedLongAgo.number, closedLately.number]).update({ status: 'rejected' })
    expect(await listNumbers(admin.token, `search=${tag}&sort=due`)).toEqual([overdue.number, later.number, closedLongAgo.number, closedLately.number])
    expect(await listNumbers(admin.token, `search=${tag}&sort=due&status=rejected`)).toEqual([closedLongAgo.number, closedLately.number])
  })

  it('leaves a customer’s list to their own requests and refuses an unknown filter', async () => {
    const { owner, number } = await submittedRequest()
    await backdate(number, 30, null)
    expect(await listNumbers(owner.token, 'due=overdue')).toEqual([number])
    const res = await http('GET', '/api/v1/insurance_requests?due=later', { token: owner.token })
    expect(res.status).toBe(422)
    expect(res.body.fields).toEqual({ due: 'Unknown due filter' })
  })
})

describe('GET /api/v1/admin/promise_stats', () => {
  it('answers 401 anonymous and 403 to a customer', async () => {
    const customer = await createUser()
    expect((await http('GET', '/api/v1/admin/promise_stats')).status).toBe(401)
    expect((await http('GET', '/api/v1/admin/promise_stats', { token: customer.token })).status).toBe(403)
  })

  it('counts the on-time share and the median time to first offer over 30 days, from the trigger-kept histogram', async () => {
    const { app } = await testServer()
    const admin = await createUser({ admin: true })
    // A clean window: these figures are exact only over the rows this test makes.
    await app.knex('insurance_requests').where('created_at', '>=', new Date(Date.now() - 31 * 24 * HOUR)).update({ created_at: new Date(Date.now() - 40 * 24 * HOUR) })
    await app.knex('first_offer_buckets').where('day', '>=', new Date(Date.now() - 31 * 24 * HOUR).toISOString().slice(0, 10)).delete()
    const cases: [number, number | null][] = [[48, 2], [47, 30], [40, 10], [30, null], [3, null], [24 * 35, 1]]
    for (const [hoursAgo, answeredAfter] of cases) await backdate((await submittedRequest()).number, hoursAgo, answeredAfter)
    const res = await http('GET', '/api/v1/admin/promise_stats', { token: admin.token })
    expect(res.status).toBe(200)
    expect(PromiseStatsJson.parse(res.body.data)).toEqual({
      window_days: 30,
      due: 4,
      on_time: 2,
      on_time_share: 0.5,
      median_minutes_to_first_offer: 600,
    })
  })
})
