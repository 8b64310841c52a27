import { afterEach, describe, expect, it } from 'vitest'
import { addDays } from '../../shared/dates.ts'
import { InsurancePolicyJson } from '../../shared/schemas/insurancePolicy.ts'
import { PolicyRenewalPageJson } from '../../shared/schemas/policyRenewal.ts'
import { dataEnvelope, messageEnvelope } from '../../shared/schemas/envelope.ts'
import { schedulePeriodicJobs } from '../../api/services/jobs/housekeeping.ts'
import { runDueJobs } from '../../api/services/jobs/worker.ts'
import { expireInsurancePolicies } from '../../api/services/insurancePolicies/expiry.ts'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, mailTo, type CreatedUser } from '../support/factories.ts'
import { addOffer, createCarrier, day } from '../support/offers.ts'
import { addPolicy, boundPolicy, renewalBody, signedInNow } from '../support/policies.ts'

afterEach(async () => {
  (await testServer()).setNow(null)
})

const renewalPath = (id: number) => `/api/v1/policies/${id}/renewal`

async function policyRow(id: number) {
  const { app } = await testServer()
  return app.knex('insurance_policies').where({ id }).first()
}

const record = async (id: number, user: CreatedUser, overrides: Record<string, unknown> = {}) =>
  http('POST', renewalPath(id), { token: user.token, body: await renewalBody(id, overrides) })

describe('a renewal re-shopped and switched (the issue\'s story)', () => {
  it('reminds, re-shops, records the renewal, shows what changed, and cancels the old policy when the new one starts', async () => {
    const server = await testServer()
    const { app } = server
    const bound = await boundPolicy()
    const { id } = await app.knex('insurance_policies').where({ offer_id: bound.offerId }).first()
    expect((await http('PUT', `/api/v1/policies/${id}/auto_reshop`, { token: bound.owner.token, body: { auto_reshop: true, authorization: true } })).status).toBe(200)
    const { expiration_date: end, premium } = await policyRow(id)
    expect(premium).toBe('600.00')

    // 45 days before the end, the daily job runs.
    server.setNow(addDays(new Date(`${end}T08:00:00Z`), -45))
    await schedulePeriodicJobs(app)
    expect(await runDueJobs(app, { kinds: ['notice_policy_renewals'] })).toBe(1)
    const owner = await signedInNow(bound.owner)
    const admin = await signedInNow(bound.admin)
    const reminders = (await mailTo(owner.email)).filter((mail) => / renews on /.test(mail.subject))
    expect(reminders).toHaveLength(1)
    const policy = dataEnvelope(InsurancePolicyJson).parse((await http('GET', `/api/v1/policies/${id}`, { token: owner.token })).body).data
    expect(policy.status).toBe('renewal_pending')
    const reshop = policy.reshop_request_number ?? ''
    const queue = (await http('GET', '/api/v1/insurance_requests?sort=due&per_page=100', { token: admin.token })).body.data
    expect(queue.map((r: { request_number: string }) => r.request_number)).toContain(reshop)

    // The agent records the renewal (18% dearer, the paperless discount dropped) and two re-shop offers.
    const recorded = await record(id, admin, { premium: '708.00', down_payment: '208.00', discounts: ['Homeowner'], agent_note: 'The carrier raised rates across CA and dropped the paperless discount.' })
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200)
    expect(recorded.body.message).toBe('Renewal recorded.')
    const carrier = await createCarrier(admin)
    const validUntil = day(14, app.now())
    const cheaper = await addOffer(admin, reshop, carrier, { premium: '550.00', down_payment: '50.00', valid_until: validUntil })
    await addOffer(admin, reshop, carrier, { premium: '640.00', down_payment: '140.00', valid_until: validUntil })

    // The customer sees each change.
    const page = dataEnvelope(PolicyRenewalPageJson).parse((await http('GET', renewalPath(id), { token: owner.token })).body).data
    expect(page.renewal).toMatchObject({ premium: '708.00', agent_note: 'The carrier raised rates across CA and dropped the paperless discount.', recorded_by: { id: admin.user.id } })
    expect(page.changes.filter((line) => line.change !== 'same').map((line) => [line.item, line.current, line.renewal, line.detail])).toEqual([
      ['Premium (6 months)', '$600.00', '$708.00', '+$108.00 (+18.0%)'],
      ['Paperless billing', 'Yes', 'None', 'Lost'],
    ])
    expect(page.terms.map((term) => [term.kind, term.premium])).toEqual([['current', '600.00'], ['renewal', '708.00']])
    const offers = (await http('GET', `/api/v1/insurance_requests/${reshop}/offers`, { token: owner.token })).body.data
    expect(offers.map((offer: { premium: string }) => offer.premium)).toEqual(['550.00', '640.00'])

    // The customer switches: chooses the cheaper offer, the agent binds it from the day the old one ends.
    expect((await http('POST', `/api/v1/insurance_requests/${reshop}/offers/${cheaper}/choose`, { token: owner.token })).status).toBe(200)
    const gap = await http('POST', `/api/v1/admin/offers/${cheaper}/bind`, { token: admin.token, body: { policy_number: 'NEW-2027-0001', effective_date: day(1, new Date(`${end}T12:00:00Z`)) } })
    expect(gap.status).toBe(422)
    expect(gap.body.fields.effective_date).toMatch(/^Start the new policy on or before .*, when the current one ends, so there is no gap in cover$/)
    expect(await app.knex('insurance_policies').where({ policy_number: 'NEW-2027-0001' })).toEqual([])
    const bind = await http('POST', `/api/v1/admin/offers/${cheaper}/bind`, { token: admin.token, body: { policy_number: 'NEW-2027-0001', effective_date: end } })
    expect(bind.status, JSON.stringify(bind.body)).toBe(200)
    const old = dataEnvelope(InsurancePolicyJson).parse((await http('GET', `/api/v1/policies/${id}`, { token: owner.token })).body).data
    expect(old).toMatchObject({ status: 'renewal_pending', cancellation_date: end })
    expect((await http('GET', renewalPath(id), { token: owner.token })).body.data.renewal.status).toBe('declined')

    // On that day the old policy is cancelled, not expired, and the new one is in force.
    server.setNow(new Date(`${end}T06:00:00Z`))
    await expireInsurancePolicies(app)
    await expireInsurancePolicies(app)
    expect((await policyRow(id)).status).toBe('cancelled')
    const replacement = await app.knex('insurance_policies').where({ policy_number: 'NEW-2027-0001' }).first()
    expect(replacement).toMatchObject({ status: 'active', effective_date: end })
    const history = await app.knex('insurance_policy_events').where({ insurance_policy_id: id }).orderBy('id')
    expect(history.map((event) => [event.action, event.actor_user_id])).toEqual([
      ['policy_bound', admin.user.id], ['auto_reshop_changed', owner.user.id], ['renewal_noticed', null], ['reshop_opened', null],
      ['renewal_recorded', admin.user.id], ['cancellation_scheduled', admin.user.id], ['policy_cancelled', null],
    ])
  })
})

describe('POST /api/v1/policies/:id/renewal', () => {
  it('lets the owner record it, keeping the agent\'s note, and corrects it in place', async () => {
    const owner = await createUser()
    const admin = await createUser({ admin: true })
    const id = await addPolicy(owner)
    expect((await record(id, admin, { premium: '1300.00', down_payment: '300.00', agent_note: 'Claims in the area.' })).status).toBe(200)
    const res = await record(id, owner, { premium: '1250.00', down_payment: '250.00', agent_note: 'Mine' })
    expect(res.status).toBe(200)
    const body = messageEnvelope(PolicyRenewalPageJson).parse(res.body)
    expect(body.data.renewal).toMatchObject({ premium: '1250.00', agent_note: 'Claims in the area.', recorded_by: { id: owner.user.id }, status: 'offered' })
    const { app } = await testServer()
    expect(await app.knex('insurance_policy_renewals').where({ insurance_policy_id: id })).toHaveLength(1)
    expect((await app.knex('insurance_policy_events').where({ insurance_policy_id: id, action: 'renewal_recorded' }).orderBy('id')).map((e) => e.detail)).toEqual([
      `Recorded: $1,300.00 for 12 months from ${(await policyRow(id)).expiration_date}`,
      `Corrected: $1,250.00 for 12 months from ${(await policyRow(id)).expiration_date}`,
    ])
    expect((await policyRow(id)).status).toBe('renewal_pending')
  })

  it.each([
    ['a renewal that does not start when the term ends', { effective_date: day(1) }, 'renewal.effective_date', /^A renewal starts when the current term ends, on /],
    ['instalments that do not add up', { premium: '999.00' }, 'renewal.monthly_instalment', /^Down payment plus 10 instalments of 100.00 is 1200.00, not the premium of 999.00$/],
    ['no vehicles', { vehicles: [] }, 'renewal.vehicles', /^Add at least one vehicle$/],
  ])('refuses %s with 422 and saves nothing', async (_label, overrides, field, message) => {
    const owner = await createUser()
    const id = await addPolicy(owner)
    const res = await record(id, owner, overrides)
    expect(res.status).toBe(422)
    expect(res.body.fields[field]).toMatch(message)
    const { app } = await testServer()
    expect(await app.knex('insurance_policy_renewals').where({ insurance_policy_id: id })).toEqual([])
    expect((await policyRow(id)).status).toBe('active')
  })

  it('answers 401 anonymous and 404 to another customer, saving nothing', async () => {
    const owner = await createUser()
    const id = await addPolicy(owner)
    const body = await renewalBody(id)
    expect((await http('POST', renewalPath(id), { body })).status).toBe(401)
    expect((await http('POST', renewalPath(id), { token: (await createUser()).token, body })).status).toBe(404)
    const { app } = await testServer()
    expect(await app.knex('insurance_policy_renewals').where({ insurance_policy_id: id })).toEqual([])
  })
})

describe('GET /api/v1/policies/:id/renewal', () => {
  it('answers no renewal and the current term before one is recorded', async () => {
    const owner = await createUser()
    const id = await addPolicy(owner)
    const res = await http('GET', renewalPath(id), { token: owner.token })
    const row = await policyRow(id)
    expect(res.body).toEqual({ data: { renewal: null, changes: [], terms: [{ kind: 'current', effective_date: row.effective_date, expiration_date: row.expiration_date, premium: '1200.00' }] } })
  })

  it('answers 401 anonymous, 404 to another customer, and the admin', async () => {
    const owner = await createUser()
    const id = await addPolicy(owner)
    expect((await http('GET', renewalPath(id))).status).toBe(401)
    expect((await http('GET', renewalPath(id), { token: (await createUser()).token })).status).toBe(404)
    expect((await http('GET', renewalPath(id), { token: (await createUser({ admin: true })).token })).status).toBe(200)
  })
})

describe('POST /api/v1/policies/:id/renewal/keep', () => {
  it('renews the policy on the renewal\'s terms, keeps the past term for the chart, and starts the term on its day', async () => {
    const server = await testServer()
    const owner = await createUser()
    const admin = await createUser({ admin: true })
    const id = await addPolicy(owner)
    const before = await policyRow(id)
    await record(id, admin, { premium: '1320.00', down_payment: '320.00', discounts: [] })
    const res = await http('POST', `${renewalPath(id)}/keep`, { token: owner.token })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const kept = messageEnvelope(InsurancePolicyJson).parse(res.body)
    expect(kept).toMatchObject({ message: 'Your policy renews on these terms.', data: { status: 'renewed', effective_date: before.expiration_date, premium: '1320.00', discounts: [] } })
    const page = (await http('GET', renewalPath(id), { token: owner.token })).body.data
    expect(page.renewal).toBeNull()
    expect(page.terms.map((term: { kind: string; premium: string }) => [term.kind, term.premium])).toEqual([['past', '1200.00'], ['current', '1320.00']])
    expect((await http('POST', `${renewalPath(id)}/keep`, { token: owner.token })).status).toBe(409)
    server.setNow(new Date(`${before.expiration_date}T06:00:00Z`))
    await expireInsurancePolicies(server.app)
    expect((await policyRow(id)).status).toBe('active')
  })

  it('answers 409 without a renewal offer, 403 to an admin and 404 to another customer', async () => {
    const owner = await createUser()
    const id = await addPolicy(owner)
    expect((await http('POST', `${renewalPath(id)}/keep`, { token: owner.token })).status).toBe(409)
    expect((await http('POST', `${renewalPath(id)}/keep`, { token: (await createUser({ admin: true })).token })).status).toBe(403)
    expect((await http('POST', `${renewalPath(id)}/keep`, { token: (await createUser()).token })).status).toBe(404)
    expect((await http('POST', `${renewalPath(id)}/keep`)).status).toBe(401)
    expect((await policyRow(id)).status).toBe('active')
  })
})

describe('POST /api/v1/policies/:id/requote while the renewal is pending', () => {
  it('makes the new request the policy\'s re-shop, and only the first one', async () => {
    const bound = await boundPolicy()
    const { app } = await testServer()
    const { id } = await app.knex('insurance_policies').where({ offer_id: bound.offerId }).first()
    const first = await http('POST', `/api/v1/policies/${id}/requote`, { token: bound.owner.token, body: { authorization: true } })
    expect(first.status).toBe(201)
    expect((await policyRow(id)).reshop_request_id).toBeNull()
    expect((await record(id, bound.admin, { premium: '700.00', down_payment: '200.00' })).status).toBe(200)
    const second = await http('POST', `/api/v1/policies/${id}/requote`, { token: bound.owner.token, body: { authorization: true } })
    await http('POST', `/api/v1/policies/${id}/requote`, { token: bound.owner.token, body: { authorization: true } })
    const shown = (await http('GET', `/api/v1/policies/${id}`, { token: bound.owner.token })).body.data
    expect(shown.reshop_request_number).toBe(second.body.data.request_number)
    const actions = (await app.knex('insurance_policy_events').where({ insurance_policy_id: id }).orderBy('id')).map((e) => e.action)
    expect(actions).toEqual(['policy_bound', 'requote_requested', 'renewal_recorded', 'requote_requested', 'reshop_opened', 'requote_requested'])
  })
})
