import { describe, expect, it } from 'vitest'
import { InsuranceRequestJson } from '../../shared/schemas/insuranceRequestJson.ts'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, mailTo, type CreatedUser } from '../support/factories.ts'
import { addOffer, createCarrier, day, submittedRequest } from '../support/offers.ts'

const PATH = '/api/v1/insurance_requests'
const BOUND = { code: 'conflict', message: 'This request has a bound policy, so its status stays Purchased. Cancelling the policy is a separate step.' }
const NO_OPEN_OFFER = { code: 'conflict', message: 'A request is Quoted only while it has at least one open offer (not withdrawn, not expired). Add an offer first.' }

const put = (number: string, admin: CreatedUser, status: string) =>
  http('PUT', `${PATH}/${number}`, { token: admin.token, body: { insurance_request: { status } } })

async function statusTrail(number: string): Promise<string[]> {
  const { app } = await testServer()
  const rows: { to_status: string }[] = await app
    .knex('request_status_changes as c')
    .join('insurance_requests as r', 'r.id', 'c.insurance_request_id')
    .where('r.request_number', number)
    .select('c.to_status')
    .orderBy('c.id')
  return rows.map((row) => row.to_status)
}

/** A request whose chosen offer an admin has bound: purchased, with policy HLM-2026-000777. */
async function boundRequest(admin: CreatedUser) {
  const carrierId = await createCarrier(admin)
  const { owner, number } = await submittedRequest()
  const offerId = await addOffer(admin, number, carrierId)
  expect((await http('POST', `${PATH}/${number}/offers/${offerId}/choose`, { token: owner.token })).status).toBe(200)
  const bound = await http('POST', `/api/v1/admin/offers/${offerId}/bind`, { token: admin.token, body: { policy_number: 'HLM-2026-000777', effective_date: day(3) } })
  expect(bound.status).toBe(200)
  return { owner, number }
}

describe('PUT /api/v1/insurance_requests/:request_number on a request with a bound policy', () => {
  it('refuses every status away from purchased with 409, changes nothing and e-mails nobody', async () => {
    const admin = await createUser({ admin: true })
    const { owner, number } = await boundRequest(admin)
    const mailsBefore = (await mailTo(owner.email)).length
    for (const status of ['quoted', 'rejected', 'expired', 'pending', 'processing']) {
      const res = await put(number, admin, status)
      expect([status, res.status, res.body]).toEqual([status, 409, BOUND])
    }
    const shown = InsuranceRequestJson.parse((await http('GET', `${PATH}/${number}`, { token: owner.token })).body.data)
    expect([shown.status, shown.policy_number]).toEqual(['purchased', 'HLM-2026-000777'])
    expect(await statusTrail(number)).toEqual(['quoted', 'purchased'])
    expect(await mailTo(owner.email)).toHaveLength(mailsBefore)
  })

  it('still lets a bound request left in another status by older code go back to purchased, and nowhere else', async () => {
    const admin = await createUser({ admin: true })
    const { number } = await boundRequest(admin)
    const { app } = await testServer()
    await app.knex('insurance_requests').where({ request_number: number }).update({ status: 'expired' })
    expect((await put(number, admin, 'rejected')).body).toEqual(BOUND)
    const back = await put(number, admin, 'purchased')
    expect(back.status).toBe(200)
    expect(InsuranceRequestJson.parse(back.body.data)).toMatchObject({ status: 'purchased', policy_number: 'HLM-2026-000777' })
    expect(await statusTrail(number)).toEqual(['quoted', 'purchased', 'purchased'])
  })
})

describe('PUT /api/v1/insurance_requests/:request_number to quoted', () => {
  it('refuses a request with no offers with 409 and changes nothing', async () => {
    const admin = await createUser({ admin: true })
    const { owner, number } = await submittedRequest()
    const res = await put(number, admin, 'quoted')
    expect([res.status, res.body]).toEqual([409, NO_OPEN_OFFER])
    expect((await http('GET', `${PATH}/${number}`, { token: owner.token })).body.data.status).toBe('pending')
    expect(await statusTrail(number)).toEqual([])
  })

  it('refuses a request whose only offers are withdrawn or expired, and accepts one with an open offer', async () => {
    const admin = await createUser({ admin: true })
    const carrierId = await createCarrier(admin)
    const { number } = await submittedRequest()
    await addOffer(admin, number, carrierId, { valid_until: day(-1) })
    const withdrawn = await addOffer(admin, number, carrierId)
    expect((await http('POST', `/api/v1/admin/offers/${withdrawn}/withdraw`, { token: admin.token, body: { reason: 'Wrong carrier' } })).status).toBe(200)
    expect((await put(number, admin, 'processing')).status).toBe(200)
    expect((await put(number, admin, 'quoted')).body).toEqual(NO_OPEN_OFFER)
    await addOffer(admin, number, carrierId)
    expect((await put(number, admin, 'processing')).status).toBe(200)
    const res = await put(number, admin, 'quoted')
    expect(res.status).toBe(200)
    expect(InsuranceRequestJson.parse(res.body.data).status).toBe('quoted')
    expect(await statusTrail(number)).toEqual(['quoted', 'processing', 'quoted', 'processing', 'quoted'])
  })

  it('lets an offer that expires today still count as open, and not the day after (the app clock)', async () => {
    const admin = await createUser({ admin: true })
    const carrierId = await createCarrier(admin)
    const { number } = await submittedRequest()
    await addOffer(admin, number, carrierId, { valid_until: day(0) })
    expect((await put(number, admin, 'processing')).status).toBe(200)
    expect((await put(number, admin, 'quoted')).status).toBe(200)
    expect((await put(number, admin, 'processing')).status).toBe(200)
    const server = await testServer()
    server.setNow(new Date(Date.now() + 86_400_000))
    try {
      expect((await put(number, admin, 'quoted')).body).toEqual(NO_OPEN_OFFER)
    } finally {
      server.setNow(null)
    }
  })
})
