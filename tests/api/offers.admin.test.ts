import { describe, expect, it } from 'vitest'
import { BoundOfferJson, OfferJson } from '../../shared/schemas/offers.ts'
import { messageEnvelope } from '../../shared/schemas/envelope.ts'
import { InsuranceRequestJson } from '../../shared/schemas/insuranceRequestJson.ts'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, mailTo } from '../support/factories.ts'
import { floridaOverrides } from '../support/insuranceRequestBodies.ts'
import { addOffer, createCarrier, day, offerBody, submittedRequest } from '../support/offers.ts'

const offersPath = (number: string) => `/api/v1/admin/insurance_requests/${number}/offers`

async function rows(table: string, where: Record<string, unknown>) {
  const { app } = await testServer()
  return app.knex(table).where(where).orderBy('id')
}

async function requestRow(number: string) {
  const [row] = await rows('insurance_requests', { request_number: number })
  return row
}

describe('POST /api/v1/admin/insurance_requests/:request_number/offers', () => {
  it('records the first offer, moves the request to quoted with its audit rows, and stamps first_offer_at', async () => {
    const admin = await createUser({ admin: true })
    const carrierId = await createCarrier(admin)
    const { owner, number } = await submittedRequest()
    const res = await http('POST', offersPath(number), { token: admin.token, body: offerBody(carrierId, { premium: '600', down_payment: '100.5', monthly_instalment: '99.90' }) })
    expect(res.status).toBe(201)
    const offer = OfferJson.parse(res.body.data)
    expect(offer).toMatchObject({ premium: '600.00', down_payment: '100.50', monthly_instalment: '99.90', price_per_month: '100.00', price_per_year: '1200.00', status: 'open', expired: false })
    const request = await requestRow(number)
    expect(request.status).toBe('quoted')
    expect(request.first_offer_at).toBeInstanceOf(Date)
    expect((await rows('request_status_changes', { insurance_request_id: request.id })).map((c) => [c.from_status, c.to_status, c.actor_user_id])).toEqual([['pending', 'quoted', admin.user.id]])
    expect((await rows('offer_events', { insurance_request_id: request.id })).map((e) => e.action)).toEqual(['offer_added'])
    // "Your options are ready" follows once the agent has had time to add the rest (requestMail.test.ts).
    expect((await mailTo(owner.email)).map((m) => m.subject)).toEqual([`We received your auto quote request ${number}`])
    const shown = await http('GET', `/api/v1/insurance_requests/${number}`, { token: owner.token })
    expect(InsuranceRequestJson.parse(shown.body.data).first_offer_at).toBe(new Date(request.first_offer_at).toISOString())
  })

  it('keeps first_offer_at and writes no second status change for a second offer', async () => {
    const admin = await createUser({ admin: true })
    const carrierId = await createCarrier(admin)
    const { number } = await submittedRequest()
    await addOffer(admin, number, carrierId)
    const first = (await requestRow(number)).first_offer_at
    await addOffer(admin, number, carrierId, { premium: '1200.00', term_months: 12, monthly_instalment: '100.00', instalment_count: 11 })
    const request = await requestRow(number)
    expect(request.first_offer_at).toEqual(first)
    expect(await rows('request_status_changes', { insurance_request_id: request.id })).toHaveLength(1)
  })

  it('answers 401 anonymous, 403 to customers (the owner too) and 404 for an unknown request', async () => {
    const admin = await createUser({ admin: true })
    const carrierId = await createCarrier(admin)
    const { owner, number } = await submittedRequest()
    const other = await createUser()
    expect((await http('POST', offersPath(number), { body: offerBody(carrierId) })).status).toBe(401)
    expect((await http('POST', offersPath(number), { token: owner.token, body: offerBody(carrierId) })).status).toBe(403)
    expect((await http('POST', offersPath(number), { token: other.token, body: offerBody(carrierId) })).status).toBe(403)
    expect((await http('POST', offersPath('GQ-NOPE-0000'), { token: admin.token, body: offerBody(carrierId) })).status).toBe(404)
    expect(await rows('offers', { carrier_id: carrierId })).toEqual([])
  })

  it.each([
    ['negative', { premium: '-600.00' }, 'offer.premium', 'Amounts cannot be negative'],
    ['three decimals', { down_payment: '100.001' }, 'offer.down_payment', 'Amounts have at most two decimal places'],
    ['non-numeric', { monthly_instalment: 'lots' }, 'offer.monthly_instalment', 'Enter an amount in dollars, such as 120.50'],
    ['a float instead of text', { premium: 600.5 }, 'offer.premium', 'Enter an amount in dollars, such as 120.50'],
    ['instalments that do not add up', { monthly_instalment: '99.99' }, 'offer.monthly_instalment', 'Down payment plus 5 instalments of 99.99 is 599.95, not the premium of 600.00'],
  ])('refuses %s with a field message and saves nothing', async (_label, overrides, field, message) => {
    const admin = await createUser({ admin: true })
    const carrierId = await createCarrier(admin)
    const { number } = await submittedRequest()
    const res = await http('POST', offersPath(number), { token: admin.token, body: offerBody(carrierId, overrides) })
    expect(res.status).toBe(422)
    expect(res.body.fields[field]).toBe(message)
    expect(await rows('offers', { carrier_id: carrierId })).toEqual([])
    expect((await requestRow(number)).status).toBe('pending')
  })

  it('refuses liability below the state minimum, missing PIP where it is compulsory, and a carrier not writing in the state', async () => {
    const admin = await createUser({ admin: true })
    const carrierId = await createCarrier(admin)
    const texasOnly = await createCarrier(admin, { states: ['TX'] })
    const { number } = await submittedRequest()
    const low = await http('POST', offersPath(number), { token: admin.token, body: offerBody(carrierId, { liability_limits: '15/30/5' }) })
    expect(low.status).toBe(422)
    expect(low.body.fields).toEqual({ 'offer.liability_limits': 'Liability $15,000/$30,000/$5,000 is below the California minimum of $30,000/$60,000/$15,000' })
    const florida = await submittedRequest(floridaOverrides)
    const noPip = await http('POST', offersPath(florida.number), { token: admin.token, body: offerBody(carrierId, { liability_limits: '10/20/10' }) })
    expect(noPip.body.fields).toEqual({ 'offer.coverages.pip': 'PIP is compulsory in Florida (at least $10,000)' })
    const elsewhere = await http('POST', offersPath(number), { token: admin.token, body: offerBody(texasOnly) })
    expect(elsewhere.body.fields).toEqual({ 'offer.carrier_id': expect.stringMatching(/does not write insurance in California$/) })
    expect(await rows('offers', { carrier_id: carrierId })).toEqual([])
  })
})

describe('POST /api/v1/admin/insurance_requests/:request_number/offers on a closed request', () => {
  it('refuses an offer on a rejected request with 409 and saves nothing', async () => {
    const admin = await createUser({ admin: true })
    const carrierId = await createCarrier(admin)
    const { number } = await submittedRequest()
    expect((await http('PUT', `/api/v1/insurance_requests/${number}`, { token: admin.token, body: { insurance_request: { status: 'rejected' } } })).status).toBe(200)
    const res = await http('POST', offersPath(number), { token: admin.token, body: offerBody(carrierId) })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('Offers cannot be added to a rejected request.')
    expect(await rows('offers', { carrier_id: carrierId })).toEqual([])
  })
})

describe('PUT /api/v1/admin/offers/:id', () => {
  it('changes an open offer with an audit entry, and answers 403 to a customer', async () => {
    const admin = await createUser({ admin: true })
    const carrierId = await createCarrier(admin)
    const { owner, number } = await submittedRequest()
    const id = await addOffer(admin, number, carrierId)
    const body = offerBody(carrierId, { premium: '700.00', down_payment: '200.00' })
    expect((await http('PUT', `/api/v1/admin/offers/${id}`, { token: owner.token, body })).status).toBe(403)
    const res = await http('PUT', `/api/v1/admin/offers/${id}`, { token: admin.token, body })
    expect(res.status).toBe(200)
    expect(res.body.data.premium).toBe('700.00')
    const request = await requestRow(number)
    expect((await rows('offer_events', { insurance_request_id: request.id })).map((e) => e.action)).toEqual(['offer_added', 'offer_changed'])
    expect((await http('PUT', '/api/v1/admin/offers/99999999', { token: admin.token, body })).status).toBe(404)
  })

  it('refuses changes once the customer has chosen', async () => {
    const admin = await createUser({ admin: true })
    const carrierId = await createCarrier(admin)
    const { owner, number } = await submittedRequest()
    const id = await addOffer(admin, number, carrierId)
    expect((await http('POST', `/api/v1/insurance_requests/${number}/offers/${id}/choose`, { token: owner.token })).status).toBe(200)
    const res = await http('PUT', `/api/v1/admin/offers/${id}`, { token: admin.token, body: offerBody(carrierId, { premium: '1.00', down_payment: '1.00', instalment_count: 0 }) })
    expect(res.status).toBe(409)
    expect((await rows('offers', { id }))[0].premium).toBe('600.00')
  })
})

describe('POST /api/v1/admin/offers/:id/withdraw', () => {
  it('withdraws with a reason, hides the offer from the customer, and refuses a second withdrawal', async () => {
    const admin = await createUser({ admin: true })
    const carrierId = await createCarrier(admin)
    const { owner, number } = await submittedRequest()
    const id = await addOffer(admin, number, carrierId)
    expect((await http('POST', `/api/v1/admin/offers/${id}/withdraw`, { token: owner.token, body: { reason: 'Carrier pulled out' } })).status).toBe(403)
    expect((await http('POST', `/api/v1/admin/offers/${id}/withdraw`, { token: admin.token, body: {} })).body.fields).toEqual({ reason: 'Please give a reason' })
    const res = await http('POST', `/api/v1/admin/offers/${id}/withdraw`, { token: admin.token, body: { reason: 'Carrier pulled out' } })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ status: 'withdrawn', withdrawal_reason: 'Carrier pulled out' })
    expect((await http('GET', `/api/v1/insurance_requests/${number}/offers`, { token: owner.token })).body.data).toEqual([])
    expect((await http('GET', `/api/v1/insurance_requests/${number}/offers`, { token: admin.token })).body.data).toHaveLength(1)
    expect((await http('POST', `/api/v1/admin/offers/${id}/withdraw`, { token: admin.token, body: { reason: 'Again' } })).status).toBe(409)
  })
})

describe('POST /api/v1/admin/offers/:id/bind', () => {
  it('binds only the chosen offer; the request becomes purchased with its policy number and effective date', async () => {
    const admin = await createUser({ admin: true })
    const carrierId = await createCarrier(admin)
    const { owner, number } = await submittedRequest()
    const chosen = await addOffer(admin, number, carrierId)
    const other = await addOffer(admin, number, carrierId)
    await http('POST', `/api/v1/insurance_requests/${number}/offers/${chosen}/choose`, { token: owner.token })
    const binding = { policy_number: 'HLM-2026-000123', effective_date: day(3) }
    expect((await http('POST', `/api/v1/admin/offers/${chosen}/bind`, { token: owner.token, body: binding })).status).toBe(403)
    expect((await http('POST', `/api/v1/admin/offers/${other}/bind`, { token: admin.token, body: binding })).status).toBe(409)
    const past = await http('POST', `/api/v1/admin/offers/${chosen}/bind`, { token: admin.token, body: { ...binding, effective_date: day(-3) } })
    expect(past.body.fields).toEqual({ effective_date: 'The effective date cannot be in the past' })
    const res = await http('POST', `/api/v1/admin/offers/${chosen}/bind`, { token: admin.token, body: binding })
    expect(res.status).toBe(200)
    const bound = messageEnvelope(BoundOfferJson).parse(res.body)
    expect([bound.data.offer.status, bound.data.insurance_request.status, bound.message]).toEqual(['bound', 'purchased', 'Policy HLM-2026-000123 bound.'])
    const shown = InsuranceRequestJson.parse((await http('GET', `/api/v1/insurance_requests/${number}`, { token: owner.token })).body.data)
    expect(shown).toMatchObject({ status: 'purchased', policy_number: 'HLM-2026-000123', effective_date: binding.effective_date })
    const request = await requestRow(number)
    expect((await rows('offer_events', { insurance_request_id: request.id })).map((e) => e.action)).toEqual(['offer_added', 'offer_added', 'offer_chosen', 'offer_bound'])
    expect((await rows('request_status_changes', { insurance_request_id: request.id })).map((c) => c.to_status)).toEqual(['quoted', 'purchased'])
    expect((await mailTo(owner.email)).map((m) => m.subject)).toContain(`Request #${number} status changed to purchased`)
  })
})

describe('GET /api/v1/admin/insurance_requests/:request_number/offer_events', () => {
  it('lists the offer history newest first, money written as everywhere else, to an admin and answers 403 to the owner', async () => {
    const admin = await createUser({ admin: true })
    const name = `History Mutual ${Date.now()}`
    const carrierId = await createCarrier(admin, { name })
    const { owner, number } = await submittedRequest()
    const id = await addOffer(admin, number, carrierId, { premium: '1320', down_payment: '220', monthly_instalment: '220' })
    await http('POST', `/api/v1/admin/offers/${id}/withdraw`, { token: admin.token, body: { reason: 'Typo in premium' } })
    expect((await http('GET', `/api/v1/admin/insurance_requests/${number}/offer_events`, { token: owner.token })).status).toBe(403)
    const res = await http('GET', `/api/v1/admin/insurance_requests/${number}/offer_events`, { token: admin.token })
    expect(res.body.data.map((e: { action: string; detail: string }) => [e.action, e.detail])).toEqual([
      ['offer_withdrawn', 'Typo in premium'],
      ['offer_added', `${name}, 6 months, $1,320.00`],
    ])
  })
})
