import { extractText, getDocumentProxy } from 'unpdf'
import { afterEach, describe, expect, it } from 'vitest'
import { AgencyChangeJson, AgencyJson } from '../../shared/schemas/agency.ts'
import { collectionEnvelope, dataEnvelope, messageEnvelope } from '../../shared/schemas/envelope.ts'
import { DEMO_AGENCY, seedAgency } from '../../api/db/seeds/agency.ts'
import { download, http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, mailTo, type CreatedUser } from '../support/factories.ts'
import { boundPolicy } from '../support/policies.ts'
import { addOffer, createCarrier, day, submittedRequest } from '../support/offers.ts'

const agencyBody = (licences: unknown[]) => ({
  agency: { ...DEMO_AGENCY, legal_name: 'Trusty Agency, Inc.', licences },
})

const caLicence = { state: 'CA', licence_number: '0K99999', lines_of_authority: 'Property, Casualty', expires_on: day(30) }

async function licenceRows() {
  const { app } = await testServer()
  return app.knex('agency_licences').orderBy('state').select('state', 'licence_number', 'lines_of_authority')
}

async function chosenOffer(admin: CreatedUser) {
  const carrierId = await createCarrier(admin)
  const { owner, number } = await submittedRequest()
  const offerId = await addOffer(admin, number, carrierId)
  expect((await http('POST', `/api/v1/insurance_requests/${number}/offers/${offerId}/choose`, { token: owner.token })).status).toBe(200)
  return { offerId, number }
}

// Every test starts from the template's agency, licensed everywhere, whatever the one before saved.
afterEach(async () => {
  const { app } = await testServer()
  await app.knex('agency_licences').delete()
  await app.knex('agency').delete()
  await app.knex('agency_changes').delete()
  await seedAgency(app.knex)
})

const binding = () => ({ policy_number: 'LIC-2026-0001', effective_date: day(2) })

describe('GET /api/v1/agency', () => {
  it('shows anyone the legal name, place of business and every licence', async () => {
    const res = await http('GET', '/api/v1/agency')
    expect(res.status).toBe(200)
    const agency = dataEnvelope(AgencyJson.nullable()).parse(res.body).data
    expect(agency).toMatchObject({ ...DEMO_AGENCY })
    expect(agency?.licences).toHaveLength(56)
    expect(agency?.licences[4]).toEqual({ state: 'CA', state_name: 'California', licence_number: '0K12345', lines_of_authority: ['Property', 'Casualty', 'Personal Lines'], expires_on: '2028-12-31' })
  })
})

describe('GET /api/v1/admin/agency', () => {
  it('answers 401 anonymous, 403 to a customer and the details to an admin', async () => {
    const customer = await createUser()
    const admin = await createUser({ admin: true })
    expect((await http('GET', '/api/v1/admin/agency')).status).toBe(401)
    expect((await http('GET', '/api/v1/admin/agency', { token: customer.token })).status).toBe(403)
    const res = await http('GET', '/api/v1/admin/agency', { token: admin.token })
    expect(res.status).toBe(200)
    expect(res.body.data.national_producer_number).toBe(DEMO_AGENCY.national_producer_number)
  })
})

describe('PUT /api/v1/admin/agency', () => {
  it('replaces the details and the list of licences; the public copy follows at once', async () => {
    const admin = await createUser({ admin: true })
    const res = await http('PUT', '/api/v1/admin/agency', { token: admin.token, body: agencyBody([caLicence, { ...caLicence, state: 'fl', licence_number: 'L-123' }]) })
    expect(res.status).toBe(200)
    const saved = messageEnvelope(AgencyJson).parse(res.body)
    expect(saved.message).toBe('Agency settings saved.')
    expect(saved.data.licences.map((l) => [l.state, l.licence_number, l.lines_of_authority])).toEqual([
      ['CA', '0K99999', ['Property', 'Casualty']],
      ['FL', 'L-123', ['Property', 'Casualty']],
    ])
    expect((await http('GET', '/api/v1/agency')).body.data.legal_name).toBe('Trusty Agency, Inc.')
    const changes = collectionEnvelope(AgencyChangeJson).parse((await http('GET', '/api/v1/admin/agency/changes', { token: admin.token })).body).data
    expect(changes[0]).toMatchObject({ actor: `${admin.user.first_name} ${admin.user.last_name}`.trim() })
    expect(changes[0]?.summary).toMatch(/^Changed legal name; CA licence 0K12345, Property\/Casualty\/Personal Lines, until 2028-12-31 → 0K99999, Property\/Casualty, until \d{4}-\d{2}-\d{2}; FL licence FL-100367, .* → L-123, .*; Removed AL licence AL-100231; /)
  })

  it('keeps no audit entry for a save that changes nothing, and shows the trail to admins only', async () => {
    const admin = await createUser({ admin: true })
    const customer = await createUser()
    const current = (await http('GET', '/api/v1/admin/agency', { token: admin.token })).body.data
    expect((await http('PUT', '/api/v1/admin/agency', { token: admin.token, body: { agency: current } })).status).toBe(200)
    expect((await http('GET', '/api/v1/admin/agency/changes', { token: admin.token })).body.data).toEqual([])
    expect((await http('GET', '/api/v1/admin/agency/changes', { token: customer.token })).status).toBe(403)
    expect((await http('GET', '/api/v1/admin/agency/changes')).status).toBe(401)
  })

  it('refuses a state listed twice, an unknown state and a bad producer number, and saves nothing', async () => {
    const admin = await createUser({ admin: true })
    const before = await licenceRows()
    const twice = await http('PUT', '/api/v1/admin/agency', { token: admin.token, body: agencyBody([caLicence, caLicence]) })
    expect(twice.status).toBe(422)
    expect(twice.body.fields).toEqual({ 'agency.licences.1.state': 'Each state has one licence; this state is listed twice' })
    const unknown = await http('PUT', '/api/v1/admin/agency', { token: admin.token, body: agencyBody([{ ...caLicence, state: 'ZZ', lines_of_authority: '' }]) })
    expect(unknown.body.fields).toEqual({
      'agency.licences.0.state': 'Please choose a state from the list',
      'agency.licences.0.lines_of_authority': 'List at least one line of authority, such as Property, Casualty',
    })
    const npn = await http('PUT', '/api/v1/admin/agency', { token: admin.token, body: { agency: { ...agencyBody([]).agency, national_producer_number: 'NPN1' } } })
    expect(npn.body.fields).toEqual({ 'agency.national_producer_number': 'The national producer number is 1 to 10 digits' })
    expect(await licenceRows()).toEqual(before)
  })

  it('answers 401 anonymous and 403 to customers, changing nothing', async () => {
    const customer = await createUser()
    const before = await licenceRows()
    expect((await http('PUT', '/api/v1/admin/agency', { body: agencyBody([]) })).status).toBe(401)
    expect((await http('PUT', '/api/v1/admin/agency', { token: customer.token, body: agencyBody([]) })).status).toBe(403)
    expect(await licenceRows()).toEqual(before)
  })
})

describe('binding and the licence of the applicant’s state', () => {
  it('refuses to bind where the licence has expired, saying why, and binds once it is renewed', async () => {
    const admin = await createUser({ admin: true })
    const { offerId, number } = await chosenOffer(admin)
    const expired = { ...caLicence, expires_on: day(-1) }
    expect((await http('PUT', '/api/v1/admin/agency', { token: admin.token, body: agencyBody([expired]) })).status).toBe(200)
    const refused = await http('POST', `/api/v1/admin/offers/${offerId}/bind`, { token: admin.token, body: binding() })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/^GetQuote’s licence in California \(0K99999\) expired on \w{3} \d{1,2}, \d{4}, so offers there cannot be bound until it is renewed in Agency settings\.$/)
    const shown = await http('GET', `/api/v1/insurance_requests/${number}`, { token: admin.token })
    expect(shown.body.data.status).toBe('quoted')
    await http('PUT', '/api/v1/admin/agency', { token: admin.token, body: agencyBody([caLicence]) })
    expect((await http('POST', `/api/v1/admin/offers/${offerId}/bind`, { token: admin.token, body: binding() })).status).toBe(200)
  })

  it('refuses to bind in a state where the agency holds no licence', async () => {
    const admin = await createUser({ admin: true })
    const { offerId } = await chosenOffer(admin)
    await http('PUT', '/api/v1/admin/agency', { token: admin.token, body: agencyBody([{ ...caLicence, state: 'FL' }]) })
    const refused = await http('POST', `/api/v1/admin/offers/${offerId}/bind`, { token: admin.token, body: binding() })
    expect([refused.status, refused.body.message]).toEqual([409, 'GetQuote holds no licence in California, so offers there cannot be bound. Add the licence in Agency settings first.'])
  })
})

describe('the licence for the applicant’s state on quote e-mails and documents', () => {
  it('prints the licence line in the e-mail of a choice and on the ID card of a policy bound here', async () => {
    const { owner, offerId } = await boundPolicy()
    const chosen = (await mailTo(owner.email)).find((mail) => mail.subject.startsWith('You chose an offer'))
    const line = `${DEMO_AGENCY.legal_name}, California licence no. 0K12345, NPN ${DEMO_AGENCY.national_producer_number}`
    expect(chosen?.text_body).toContain(line)
    expect(chosen?.html_body).toContain('GetQuote Insurance Agency, LLC, California licence no. 0K12345')
    const bound = (await mailTo(owner.email)).find((mail) => mail.subject.endsWith('status changed to purchased'))
    expect(bound?.text_body).toContain(line)
    const { app } = await testServer()
    const [policy] = await app.knex('insurance_policies').where({ offer_id: offerId })
    const card = await download(`/api/v1/policies/${policy.id}/id_card.pdf`, owner.token)
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(card.bytes)), { mergePages: true })
    expect(text.replace(/\s+/g, ' ')).toContain('Agency GetQuote Insurance Agency, LLC California licence no. 0K12345')
  })
})
