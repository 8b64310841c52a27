import { describe, expect, it } from 'vitest'
import { AdminPolicyJson, CoverageCheckJson, InsurancePolicyJson } from '../../shared/schemas/insurancePolicy.ts'
import { InsuranceRequestJson } from '../../shared/schemas/insuranceRequestJson.ts'
import { dataEnvelope, listEnvelope, messageEnvelope } from '../../shared/schemas/envelope.ts'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser } from '../support/factories.ts'
import { day } from '../support/offers.ts'
import { addPolicy, boundPolicy, policyBody } from '../support/policies.ts'

async function rows(table: string, where: Record<string, unknown>) {
  const { app } = await testServer()
  return app.knex(table).where(where).orderBy('id')
}

const policyPath = (id: number | string) => `/api/v1/policies/${id}`

describe('POST /api/v1/admin/offers/:id/bind', () => {
  it('creates exactly one active policy from the offer and the request, with its history line', async () => {
    const { owner, admin, number, offerId, carrierId, binding } = await boundPolicy()
    const [policy, ...others] = await rows('insurance_policies', { offer_id: offerId })
    expect(others).toEqual([])
    const shown = dataEnvelope(InsurancePolicyJson).parse((await http('GET', policyPath(policy.id), { token: owner.token })).body)
    expect(shown.data).toMatchObject({
      origin: 'bound', offer_id: offerId, request_number: number, carrier_id: carrierId, policy_number: binding.policy_number, state: 'CA',
      term_months: 6, effective_date: binding.effective_date, premium: '600.00', down_payment: '100.00', monthly_instalment: '100.00',
      instalment_count: 5, deductible: 500, liability_limits: '100/300/100', discounts: ['Homeowner', 'Paperless billing'],
      coverages: { pip: null, um_uim: null, med_pay: null, comprehensive: true, collision: true, rental: 30, roadside: true },
      vehicles: [{ vin: '1HGCM82633A004352', year: null, make: null, model: null, financed: true, leased: false }],
      drivers: [{ name: 'Dana Scully' }], homeowner: true, status: 'active', cancellation_date: null,
      owner: { id: owner.user.id, email: owner.email },
    })
    const [year, month, date] = binding.effective_date.split('-').map(Number)
    const expected = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1 + 6, 1))
    expected.setUTCDate(Math.min(date ?? 1, new Date(Date.UTC(expected.getUTCFullYear(), expected.getUTCMonth() + 1, 0)).getUTCDate()))
    expect(shown.data.expiration_date).toBe(expected.toISOString().slice(0, 10))
    expect((await rows('insurance_policy_events', { insurance_policy_id: policy.id })).map((e) => [e.action, e.actor_user_id])).toEqual([['policy_bound', admin.user.id]])
    const again = await http('POST', `/api/v1/admin/offers/${offerId}/bind`, { token: admin.token, body: binding })
    expect(again.status).toBe(409)
    expect(await rows('insurance_policies', { offer_id: offerId })).toHaveLength(1)
  })

  it('shows the bound policy in its owner\'s list and nobody else\'s', async () => {
    const { owner, offerId } = await boundPolicy()
    const other = await createUser()
    const [policy] = await rows('insurance_policies', { offer_id: offerId })
    const mine = listEnvelope(InsurancePolicyJson).parse((await http('GET', '/api/v1/policies', { token: owner.token })).body)
    expect(mine.data.map((p) => p.id)).toEqual([policy.id])
    expect(mine.meta).toEqual({ total: 1, page: 1, per_page: 20 })
    expect((await http('GET', '/api/v1/policies', { token: other.token })).body).toEqual({ data: [], meta: { total: 0, page: 1, per_page: 20 } })
  })
})

describe('GET /api/v1/policies', () => {
  it('answers 401 anonymous', async () => {
    expect((await http('GET', '/api/v1/policies')).status).toBe(401)
  })

  it('lists an admin\'s own policies only (everyone\'s are under /admin/policies)', async () => {
    const admin = await createUser({ admin: true })
    await addPolicy(await createUser())
    expect((await http('GET', '/api/v1/policies', { token: admin.token })).body.data).toEqual([])
  })

  it('pages the customer\'s policies soonest to expire first', async () => {
    const owner = await createUser()
    const later = await addPolicy(owner, { effective_date: day(-10) })
    const sooner = await addPolicy(owner, { effective_date: day(-300) })
    const res = await http('GET', '/api/v1/policies?per_page=1&page=2', { token: owner.token })
    expect(res.body.meta).toEqual({ total: 2, page: 2, per_page: 1 })
    expect(res.body.data.map((p: { id: number }) => p.id)).toEqual([later])
    expect((await http('GET', '/api/v1/policies', { token: owner.token })).body.data.map((p: { id: number }) => p.id)).toEqual([sooner, later])
  })
})

describe('POST /api/v1/policies', () => {
  it('adds a policy from any provider with its expiration date and a history line', async () => {
    const owner = await createUser()
    const res = await http('POST', '/api/v1/policies', { token: owner.token, body: policyBody({ effective_date: '2026-08-31', term_months: 6, premium: '600', down_payment: '100', monthly_instalment: '100', instalment_count: 5 }) })
    expect(res.status).toBe(201)
    const body = messageEnvelope(InsurancePolicyJson).parse(res.body)
    expect(body.message).toBe('Policy added.')
    expect(body.data).toMatchObject({ origin: 'added', offer_id: null, request_number: null, carrier_id: null, carrier_name: 'Faraway Mutual', effective_date: '2026-08-31', expiration_date: '2027-02-28', premium: '600.00', status: 'active' })
    expect((await rows('insurance_policy_events', { insurance_policy_id: body.data.id })).map((e) => [e.action, e.actor_user_id, e.detail])).toEqual([
      ['policy_added', owner.user.id, 'Policy FM-2026-0001, 2026-08-31 for 6 months'],
    ])
  })

  it('names a carrier from the list by its row and drops a typed name', async () => {
    const admin = await createUser({ admin: true })
    const owner = await createUser()
    const carrier = (await http('POST', '/api/v1/admin/carriers', { token: admin.token, body: { carrier: { name: `Listed ${Date.now()}`, rating: 'A', states: ['CA'] } } })).body.data
    const choices = await http('GET', '/api/v1/policy_carriers', { token: owner.token })
    expect(choices.body.data).toContainEqual({ id: carrier.id, name: carrier.name })
    const res = await http('POST', '/api/v1/policies', { token: owner.token, body: policyBody({ carrier_id: String(carrier.id), carrier_name: '' }) })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ carrier_id: carrier.id, carrier_name: carrier.name })
  })

  it.each([
    ['no carrier', { carrier_name: '' }, 'policy.carrier_id', 'Please choose a carrier or type its name'],
    ['both a listed and a typed carrier', { carrier_id: 1 }, 'policy.carrier_id', 'Please choose a carrier or type its name'],
    ['an unknown carrier', { carrier_id: 999999, carrier_name: null }, 'policy.carrier_id', 'Please choose a carrier from the list'],
    ['a bad VIN', { vehicles: [{ vin: '1HGCM82633A004353' }] }, 'policy.vehicles.0.vin', 'A VIN has 17 letters and digits; please check it against your registration'],
    ['no vehicles', { vehicles: [] }, 'policy.vehicles', 'Add at least one vehicle'],
    ['a driver without a name', { drivers: [{ name: ' ' }] }, 'policy.drivers.0.name', 'Please enter the driver\'s name'],
    ['instalments that do not add up', { monthly_instalment: '99.00' }, 'policy.monthly_instalment', 'Down payment plus 10 instalments of 99.00 is 1190.00, not the premium of 1200.00'],
    ['a 9-month term', { term_months: 9 }, 'policy.term_months', 'Term must be 6 or 12 months'],
    ['an unknown state', { state: 'ZZ' }, 'policy.state', 'Please choose a state from the list'],
    ['no effective date', { effective_date: '' }, 'policy.effective_date', 'Please enter a date'],
  ])('refuses %s with 422 and saves nothing', async (_label, overrides, field, message) => {
    const owner = await createUser()
    const res = await http('POST', '/api/v1/policies', { token: owner.token, body: policyBody(overrides) })
    expect(res.status).toBe(422)
    expect(res.body.code).toBe('validation_failed')
    expect(res.body.fields[field]).toBe(message)
    expect(await rows('insurance_policies', { user_id: owner.user.id })).toEqual([])
  })

  it('answers 401 anonymous and saves nothing', async () => {
    const before = (await rows('insurance_policies', {})).length
    expect((await http('POST', '/api/v1/policies', { body: policyBody() })).status).toBe(401)
    expect((await http('GET', '/api/v1/policy_carriers')).status).toBe(401)
    expect(await rows('insurance_policies', {})).toHaveLength(before)
  })

  it('lets an admin add a policy of their own, owned by them', async () => {
    const admin = await createUser({ admin: true })
    const res = await http('POST', '/api/v1/policies', { token: admin.token, body: policyBody() })
    expect(res.status).toBe(201)
    expect(res.body.data.owner.id).toBe(admin.user.id)
    expect((await http('GET', '/api/v1/policies', { token: admin.token })).body.data.map((p: { id: number }) => p.id)).toEqual([res.body.data.id])
  })
})

describe('GET /api/v1/policies/:id', () => {
  it('answers the owner and an admin, 404 to another customer and for an unknown id, 401 anonymous, 422 for a bad id', async () => {
    const owner = await createUser()
    const id = await addPolicy(owner)
    const admin = await createUser({ admin: true })
    expect((await http('GET', policyPath(id), { token: owner.token })).body.data.id).toBe(id)
    expect(AdminPolicyJson.omit({ events: true }).parse((await http('GET', policyPath(id), { token: admin.token })).body.data).owner.id).toBe(owner.user.id)
    const other = await http('GET', policyPath(id), { token: (await createUser()).token })
    expect([other.status, other.body]).toEqual([404, { code: 'not_found', message: 'Policy not found' }])
    expect((await http('GET', policyPath(999999), { token: owner.token })).status).toBe(404)
    expect((await http('GET', policyPath(id))).status).toBe(401)
    expect((await http('GET', policyPath('abc'), { token: owner.token })).status).toBe(422)
  })
})

describe('PUT /api/v1/policies/:id', () => {
  it('lets the owner correct the policy, with a history line', async () => {
    const owner = await createUser()
    const id = await addPolicy(owner)
    const res = await http('PUT', policyPath(id), { token: owner.token, body: policyBody({ policy_number: 'FM-2026-0002', deductible: 1000 }) })
    expect(res.status).toBe(200)
    expect(messageEnvelope(InsurancePolicyJson).parse(res.body).data).toMatchObject({ policy_number: 'FM-2026-0002', deductible: 1000, origin: 'added' })
    expect((await rows('insurance_policy_events', { insurance_policy_id: id })).map((e) => e.action)).toEqual(['policy_added', 'policy_changed'])
  })

  it('lets an admin change it, recorded as the admin\'s', async () => {
    const owner = await createUser()
    const admin = await createUser({ admin: true })
    const id = await addPolicy(owner)
    expect((await http('PUT', policyPath(id), { token: admin.token, body: policyBody({ premium: '1300', down_payment: '300' }) })).status).toBe(200)
    const events = await rows('insurance_policy_events', { insurance_policy_id: id })
    expect(events.map((e) => [e.action, e.actor_user_id])).toEqual([['policy_added', owner.user.id], ['policy_changed', admin.user.id]])
  })

  it('answers 403 to the owner of a policy bound here, whose ID card it makes, and lets an agent correct it', async () => {
    const { owner, admin, offerId, carrierId, binding } = await boundPolicy()
    const [bound] = await rows('insurance_policies', { offer_id: offerId })
    const body = policyBody({ carrier_id: carrierId, carrier_name: null, policy_number: 'FORGED-1', effective_date: binding.effective_date })
    const refused = await http('PUT', policyPath(bound.id), { token: owner.token, body })
    expect([refused.status, refused.body.message]).toEqual([403, 'This policy was bound through GetQuote, so our agents keep its details. Contact support to correct them.'])
    expect(await rows('insurance_policies', { id: bound.id })).toEqual([bound])
    const corrected = await http('PUT', policyPath(bound.id), { token: admin.token, body: { policy: { ...body.policy, policy_number: 'HLM-2026-000124' } } })
    expect([corrected.status, corrected.body.data?.policy_number]).toEqual([200, 'HLM-2026-000124'])
  })

  it('answers 404 to another customer, 401 anonymous and 422 for bad input, changing nothing', async () => {
    const owner = await createUser()
    const id = await addPolicy(owner)
    const [before] = await rows('insurance_policies', { id })
    expect((await http('PUT', policyPath(id), { token: (await createUser()).token, body: policyBody({ policy_number: 'HIJACK-1' }) })).status).toBe(404)
    expect((await http('PUT', policyPath(id), { body: policyBody({ policy_number: 'HIJACK-1' }) })).status).toBe(401)
    const bad = await http('PUT', policyPath(id), { token: owner.token, body: policyBody({ premium: '-1' }) })
    expect([bad.status, bad.body.fields['policy.premium']]).toEqual([422, 'Amounts cannot be negative'])
    expect(await rows('insurance_policies', { id })).toEqual([before])
    expect(await rows('insurance_policy_events', { insurance_policy_id: id })).toHaveLength(1)
  })
})

describe('GET /api/v1/policies/:id/coverage_check', () => {
  const check = async (token: string, id: number) => {
    const res = await http('GET', `${policyPath(id)}/coverage_check`, { token })
    expect(res.status).toBe(200)
    return dataEnvelope(CoverageCheckJson).parse(res.body).data.items
  }

  it('finds nothing to flag on a well-covered policy far from expiry', async () => {
    const owner = await createUser()
    expect(await check(owner.token, await addPolicy(owner, { effective_date: day(-10) }))).toEqual([])
  })

  it('flags a financed car without collision as an error, with why and how to fix it', async () => {
    const owner = await createUser()
    const id = await addPolicy(owner, { effective_date: day(-10), vehicles: [{ vin: '1HGCM82633A004352', financed: true }], coverages: { um_uim: '100/300', comprehensive: true, collision: false } })
    expect(await check(owner.token, id)).toEqual([{
      code: 'lender_cover_missing',
      level: 'error',
      title: 'A financed or leased car without collision',
      why: 'Lenders and leasing companies require comprehensive and collision until the car is paid off (1HGCM82633A004352). Without them the lender can buy costly cover for you, and a crash or theft leaves you owing for a car you no longer have.',
      fix: 'Add collision cover to this policy.',
    }])
  })

  it('flags liability and PIP below the Florida minimum, no UM/UIM, and a policy expiring within 45 days', async () => {
    const owner = await createUser()
    const id = await addPolicy(owner, { state: 'FL', effective_date: day(-340), liability_limits: '0/0/5', coverages: { pip: 5000 }, deductible: 2000 })
    expect((await check(owner.token, id)).map((item) => [item.code, item.level])).toEqual([
      ['liability_below_minimum', 'error'], ['pip_below_minimum', 'error'], ['no_um_uim', 'warning'], ['high_deductible', 'warning'], ['expiring_soon', 'warning'],
    ])
  })

  it('answers an admin, 404 to another customer and 401 anonymous', async () => {
    const owner = await createUser()
    const id = await addPolicy(owner, { effective_date: day(-400) })
    expect((await check((await createUser({ admin: true })).token, id)).map((item) => item.code)).toEqual(['expired'])
    expect((await http('GET', `${policyPath(id)}/coverage_check`, { token: (await createUser()).token })).status).toBe(404)
    expect((await http('GET', `${policyPath(id)}/coverage_check`)).status).toBe(401)
  })
})

describe('POST /api/v1/policies/:id/requote', () => {
  const requote = (id: number, token: string | undefined, body: Record<string, unknown> = { authorization: true }) => http('POST', `${policyPath(id)}/requote`, { token, body })

  it('opens a pending request pre-filled from a bound policy, with the request\'s contact and a history line', async () => {
    const { owner, offerId } = await boundPolicy()
    const [policy] = await rows('insurance_policies', { offer_id: offerId })
    const res = await requote(policy.id, owner.token)
    expect(res.status).toBe(201)
    const request = messageEnvelope(InsuranceRequestJson).parse(res.body).data
    expect(request).toMatchObject({ status: 'pending', applicant: { first_name: 'Dana', last_name: 'Scully', address: { state: 'CA', zip: '94105' } } })
    expect(request.auto_insurance).toMatchObject({ vin: '1HGCM82633A004352', is_financed: true, coverage_type: 'full_coverage', deductible: 500, minimum_liability_limits: '100/300/100', um_uim: true, homeowner: true })
    expect((await rows('insurance_policy_events', { insurance_policy_id: policy.id })).map((e) => [e.action, e.detail])).toEqual([
      ['policy_bound', expect.any(String)], ['requote_requested', `New quote request ${request.request_number}`],
    ])
  })

  it('asks for a contact when the customer has no request in the policy\'s state, then suggests what the policy lacks', async () => {
    const owner = await createUser()
    const id = await addPolicy(owner, { liability_limits: '15/30/5', homeowner: true, deductible: 2000, coverages: { comprehensive: true, collision: true } })
    const missing = await requote(id, owner.token)
    expect(missing.status).toBe(422)
    expect(missing.body.fields).toEqual({ 'contact.street': '* required', 'contact.city': '* required', 'contact.zip': '* required', 'contact.phone_number': '* required' })
    const badZip = await requote(id, owner.token, { authorization: true, contact: { street: '1 Market Street', city: 'San Francisco', zip: '33131', phone_number: '415-555-0134' } })
    expect([badZip.status, badZip.body.fields]).toEqual([422, { 'contact.zip': 'This ZIP code is not in California' }])
    expect(await rows('insurance_requests', { user_id: owner.user.id })).toEqual([])
    const res = await requote(id, owner.token, { authorization: true, contact: { street: '1 Market Street', city: 'San Francisco', zip: '94105', phone_number: '415-555-0134' } })
    expect(res.status).toBe(201)
    expect(res.body.data.auto_insurance).toMatchObject({ minimum_liability_limits: '100/300/100', deductible: 1000, um_uim: true, insurance_company: 'Faraway Mutual', homeowner: true })
  })

  it('refuses without the authorization, answers 403 to an admin, 404 to another customer and 401 anonymous, making no request', async () => {
    const { owner, admin, offerId } = await boundPolicy()
    const [policy] = await rows('insurance_policies', { offer_id: offerId })
    const before = (await rows('insurance_requests', { user_id: owner.user.id })).length
    const unauthorized = await requote(policy.id, owner.token, { authorization: false })
    expect([unauthorized.status, unauthorized.body.fields]).toEqual([422, { authorization: 'You must authorize GetQuote to proceed' }])
    expect((await requote(policy.id, admin.token)).status).toBe(403)
    expect((await requote(policy.id, (await createUser()).token)).status).toBe(404)
    expect((await requote(policy.id, undefined)).status).toBe(401)
    expect(await rows('insurance_requests', { user_id: owner.user.id })).toHaveLength(before)
  })
})
