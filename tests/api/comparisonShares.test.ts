import { describe, expect, it } from 'vitest'
import { ComparisonShareJson, CreatedComparisonShareJson, SharedComparisonJson } from '../../shared/schemas/comparisonShares.ts'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser } from '../support/factories.ts'
import { addOffer, createCarrier, submittedRequest } from '../support/offers.ts'

const sharesPath = (number: string) => `/api/v1/insurance_requests/${number}/shares`
const sharedPath = (token: string) => `/api/v1/shared_comparisons/${token}`
const tokenOf = (path: string) => path.split('#')[1] ?? ''

async function quotedRequest() {
  const admin = await createUser({ admin: true })
  const carrierId = await createCarrier(admin, { name: `Share Mutual ${Math.random().toString(36).slice(2, 8)}` })
  const request = await submittedRequest()
  const offerId = await addOffer(admin, request.number, carrierId)
  return { admin, offerId, ...request }
}

async function shareCount(number: string) {
  const { app } = await testServer()
  const row = await app.knex('comparison_shares').join('insurance_requests', 'insurance_requests.id', 'comparison_shares.insurance_request_id')
    .where('insurance_requests.request_number', number).count({ n: '*' }).first()
  return Number(row?.n)
}

describe('POST /api/v1/insurance_requests/:request_number/shares', () => {
  it('gives the owner a link valid for 7 days, which opens the comparison read-only without signing in', async () => {
    const { owner, number, offerId } = await quotedRequest()
    const res = await http('POST', sharesPath(number), { token: owner.token })
    expect(res.status).toBe(201)
    const share = CreatedComparisonShareJson.parse(res.body.data)
    expect(share.path).toMatch(/^\/shared-comparison#[\w-]{32}$/)
    expect(new Date(share.expires_at).getTime() - new Date(share.created_at).getTime()).toBe(7 * 86_400_000)

    const shown = await http('GET', sharedPath(tokenOf(share.path)))
    expect(shown.status).toBe(200)
    const comparison = SharedComparisonJson.parse(shown.body.data)
    expect(comparison.offers.map((offer) => offer.id)).toEqual([offerId])
    expect(comparison).toMatchObject({ first_name: 'Dana', state: 'CA', asked: { coverage_type: 'full_coverage', deductible: 500, minimum_liability_limits: '100/300/100' } })
    expect(comparison.estimate?.monthly_low).toBeLessThan(comparison.estimate?.monthly_high ?? 0)
    // No contact details, licence or VIN reach a household member.
    expect(JSON.stringify(shown.body)).not.toMatch(/dana\.scully@example\.com|D1234567|1HGCM82633A004352|555\D?0134/)
  })

  it('answers 401 anonymous, 404 to another customer, 403 to an admin, and makes no link', async () => {
    const { admin, number } = await quotedRequest()
    const other = await createUser()
    expect((await http('POST', sharesPath(number))).status).toBe(401)
    expect((await http('POST', sharesPath(number), { token: other.token })).status).toBe(404)
    const byAdmin = await http('POST', sharesPath(number), { token: admin.token })
    expect(byAdmin.status).toBe(403)
    expect(byAdmin.body.message).toBe('Only the customer who made the request can share its offers.')
    expect(await shareCount(number)).toBe(0)
  })
})

describe('GET /api/v1/insurance_requests/:request_number/shares', () => {
  it('lists the owner\'s working links only, and refuses everyone else as creating does', async () => {
    const { admin, owner, number } = await quotedRequest()
    const first = CreatedComparisonShareJson.parse((await http('POST', sharesPath(number), { token: owner.token })).body.data)
    const second = CreatedComparisonShareJson.parse((await http('POST', sharesPath(number), { token: owner.token })).body.data)
    await http('DELETE', `${sharesPath(number)}/${first.id}`, { token: owner.token })
    const mine = await http('GET', sharesPath(number), { token: owner.token })
    expect(mine.status).toBe(200)
    expect(mine.body.data.map((row: unknown) => ComparisonShareJson.parse(row).id)).toEqual([second.id])
    expect(JSON.stringify(mine.body)).not.toContain(tokenOf(second.path))
    expect((await http('GET', sharesPath(number))).status).toBe(401)
    expect((await http('GET', sharesPath(number), { token: (await createUser()).token })).status).toBe(404)
    expect((await http('GET', sharesPath(number), { token: admin.token })).status).toBe(403)
  })
})

describe('DELETE /api/v1/insurance_requests/:request_number/shares/:id', () => {
  it('stops the link at once: it then answers 404', async () => {
    const { owner, number } = await quotedRequest()
    const share = CreatedComparisonShareJson.parse((await http('POST', sharesPath(number), { token: owner.token })).body.data)
    const res = await http('DELETE', `${sharesPath(number)}/${share.id}`, { token: owner.token })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('The link no longer works.')
    expect(ComparisonShareJson.parse(res.body.data).revoked_at).not.toBeNull()
    const gone = await http('GET', sharedPath(tokenOf(share.path)))
    expect(gone.status).toBe(404)
    expect(gone.body.message).toBe('This shared comparison has expired or was revoked. Ask for a new link.')
  })

  it('lets no one else stop a link: 401, 404 to another customer, 403 to an admin, 404 for another request\'s link', async () => {
    const { admin, owner, number } = await quotedRequest()
    const share = CreatedComparisonShareJson.parse((await http('POST', sharesPath(number), { token: owner.token })).body.data)
    const path = `${sharesPath(number)}/${share.id}`
    expect((await http('DELETE', path)).status).toBe(401)
    expect((await http('DELETE', path, { token: (await createUser()).token })).status).toBe(404)
    expect((await http('DELETE', path, { token: admin.token })).status).toBe(403)
    const elsewhere = await submittedRequest()
    expect((await http('DELETE', `${sharesPath(elsewhere.number)}/${share.id}`, { token: elsewhere.owner.token })).status).toBe(404)
    expect((await http('GET', sharedPath(tokenOf(share.path)))).status).toBe(200)
  })
})

describe('GET /api/v1/shared_comparisons/:token', () => {
  it('answers 404 once the link is 7 days old, and to a token that was never issued', async () => {
    const { setNow } = await testServer()
    const { owner, number } = await quotedRequest()
    const share = CreatedComparisonShareJson.parse((await http('POST', sharesPath(number), { token: owner.token })).body.data)
    setNow(new Date(new Date(share.expires_at).getTime() - 1000))
    expect((await http('GET', sharedPath(tokenOf(share.path)))).status).toBe(200)
    setNow(new Date(share.expires_at))
    expect((await http('GET', sharedPath(tokenOf(share.path)))).status).toBe(404)
    setNow(null)
    expect((await http('GET', sharedPath('x'.repeat(32)))).status).toBe(404)
    expect((await http('GET', sharedPath('short'))).status).toBe(422)
  })
})
