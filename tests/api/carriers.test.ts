import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { CarrierJson } from '../../shared/schemas/carriers.ts'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser } from '../support/factories.ts'
import { addOffer, createCarrier, offerBody, submittedRequest } from '../support/offers.ts'

const PATH = '/api/v1/admin/carriers'
/** Names are unique across runs: the PostgreSQL test database is kept between them. */
const unique = (name: string) => `${name} ${randomUUID().slice(0, 8)}`
const validCarrier = { name: 'Lakeside Mutual', rating: 'A-', states: ['fl', 'CA'], satisfaction_note: ' Friendly agents. ', website: 'https://lakeside.example' }

describe('GET /api/v1/admin/carriers', () => {
  it('answers 401 anonymous and 403 to a customer', async () => {
    const customer = await createUser()
    expect((await http('GET', PATH)).status).toBe(401)
    expect((await http('GET', PATH, { token: customer.token })).status).toBe(403)
  })

  it('lists carriers to an admin, retired ones last', async () => {
    const admin = await createUser({ admin: true })
    const retiredId = await createCarrier(admin, { name: unique('Aaa Retired Co') })
    await http('POST', `${PATH}/${retiredId}/retire`, { token: admin.token })
    const res = await http('GET', PATH, { token: admin.token })
    expect(res.status).toBe(200)
    const carriers: CarrierJson[] = res.body.data.map((row: unknown) => CarrierJson.parse(row))
    const retired = carriers.map((carrier) => carrier.retired)
    expect(retired.indexOf(true)).toBeGreaterThan(retired.lastIndexOf(false))
    expect(carriers.find((carrier) => carrier.id === retiredId)?.retired).toBe(true)
  })
})

describe('POST /api/v1/admin/carriers', () => {
  it('adds a carrier with its states normalised to the list order', async () => {
    const admin = await createUser({ admin: true })
    const name = unique('Lakeside Mutual')
    const res = await http('POST', PATH, { token: admin.token, body: { carrier: { ...validCarrier, name } } })
    expect(res.status).toBe(201)
    expect(CarrierJson.parse(res.body.data)).toMatchObject({ name, rating: 'A-', states: ['CA', 'FL'], satisfaction_note: 'Friendly agents.', retired: false })
  })

  it('answers 403 to a customer and saves nothing', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    const name = unique('Sneaky Co')
    const res = await http('POST', PATH, { token: customer.token, body: { carrier: { ...validCarrier, name } } })
    expect(res.status).toBe(403)
    expect(await app.knex('carriers').where({ name })).toEqual([])
  })

  it('refuses a bad rating, an unknown state, no states and a non-https website with field messages', async () => {
    const admin = await createUser({ admin: true })
    const res = await http('POST', PATH, { token: admin.token, body: { carrier: { name: 'X', rating: 'AAA', states: ['ZZ'], website: 'ftp://x' } } })
    expect(res.status).toBe(422)
    expect(res.body.fields).toEqual({
      'carrier.name': 'Carrier name must be 2 to 100 characters.',
      'carrier.rating': 'Please choose a rating.',
      'carrier.states': 'Please choose states from the list.',
      'carrier.website': 'Please enter a web address such as acme.example (https:// is added for you)',
    })
    const empty = await http('POST', PATH, { token: admin.token, body: { carrier: { ...validCarrier, states: [] } } })
    expect(empty.body.fields).toEqual({ 'carrier.states': 'Choose at least one state the carrier writes in.' })
  })

  it('saves a website typed as a bare domain with https:// in front, and keeps one typed in full', async () => {
    const admin = await createUser({ admin: true })
    const bare = await http('POST', PATH, { token: admin.token, body: { carrier: { ...validCarrier, name: unique('Acme Mutual'), website: ' acme.example/claims ' } } })
    expect(bare.status).toBe(201)
    expect(CarrierJson.parse(bare.body.data).website).toBe('https://acme.example/claims')
    const full = await http('POST', PATH, { token: admin.token, body: { carrier: { ...validCarrier, name: unique('Acme Mutual'), website: 'https://acme.example' } } })
    expect(CarrierJson.parse(full.body.data).website).toBe('https://acme.example')
  })

  it('refuses a website on another scheme or without a domain, and saves nothing', async () => {
    const { app } = await testServer()
    const admin = await createUser({ admin: true })
    for (const website of ['http://acme.example', 'javascript:alert(1)', 'acme', 'acme .example']) {
      const name = unique('Acme Mutual')
      const res = await http('POST', PATH, { token: admin.token, body: { carrier: { ...validCarrier, name, website } } })
      expect([website, res.status, res.body.fields]).toEqual([website, 422, { 'carrier.website': 'Please enter a web address such as acme.example (https:// is added for you)' }])
      expect(await app.knex('carriers').where({ name })).toEqual([])
    }
  })

  it('refuses a second carrier of the same name, whatever its case', async () => {
    const admin = await createUser({ admin: true })
    const name = unique('Twin Peaks Insurance')
    await createCarrier(admin, { name })
    const res = await http('POST', PATH, { token: admin.token, body: { carrier: { ...validCarrier, name: name.toUpperCase() } } })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('A carrier with this name already exists.')
  })
})

describe('PUT /api/v1/admin/carriers/:id', () => {
  it('changes a carrier for an admin and answers 403 to a customer, 404 for an unknown id', async () => {
    const admin = await createUser({ admin: true })
    const customer = await createUser()
    const id = await createCarrier(admin)
    const name = unique('Renamed Mutual')
    const body = { carrier: { ...validCarrier, name, states: ['TX'] } }
    expect((await http('PUT', `${PATH}/${id}`, { token: customer.token, body })).status).toBe(403)
    expect((await http('PUT', `${PATH}/${id}`, { body })).status).toBe(401)
    const res = await http('PUT', `${PATH}/${id}`, { token: admin.token, body })
    expect(res.status).toBe(200)
    expect(CarrierJson.parse(res.body.data)).toMatchObject({ id, name, states: ['TX'] })
    expect((await http('PUT', `${PATH}/99999999`, { token: admin.token, body })).status).toBe(404)
  })
})

describe('POST /api/v1/admin/carriers/:id/retire', () => {
  it('retires a carrier: its past offers stay, new offers are refused', async () => {
    const { app } = await testServer()
    const admin = await createUser({ admin: true })
    const customer = await createUser()
    const id = await createCarrier(admin)
    const { number } = await submittedRequest()
    const offerId = await addOffer(admin, number, id)
    expect((await http('POST', `${PATH}/${id}/retire`, { token: customer.token })).status).toBe(403)
    const res = await http('POST', `${PATH}/${id}/retire`, { token: admin.token })
    expect(res.status).toBe(200)
    expect(res.body.data.retired).toBe(true)
    expect(await app.knex('offers').where({ id: offerId }).pluck('status')).toEqual(['open'])
    const refused = await http('POST', `/api/v1/admin/insurance_requests/${number}/offers`, { token: admin.token, body: offerBody(id) })
    expect(refused.status).toBe(422)
    expect(refused.body.fields['offer.carrier_id']).toMatch(/is retired and cannot make new offers$/)
  })
})

describe('a carrier\'s claims line and website (issue #27)', () => {
  it('saves the claims phone as (XXX) XXX-XXXX and the claims website with https://, and refuses bad ones', async () => {
    const admin = await createUser({ admin: true })
    const saved = await http('POST', PATH, { token: admin.token, body: { carrier: { ...validCarrier, name: unique('Claims Co'), claims_phone: '1-800-555-0110', claims_website: 'claims.lakeside.example' } } })
    expect(saved.status, JSON.stringify(saved.body)).toBe(201)
    expect(CarrierJson.parse(saved.body.data)).toMatchObject({ claims_phone: '(800) 555-0110', claims_website: 'https://claims.lakeside.example' })
    const refused = await http('POST', PATH, { token: admin.token, body: { carrier: { ...validCarrier, name: unique('Claims Co'), claims_phone: 'call us', claims_website: 'javascript:alert(1)' } } })
    expect([refused.status, refused.body.fields]).toEqual([422, {
      'carrier.claims_phone': 'Please enter a phone number such as (800) 555-0100',
      'carrier.claims_website': 'Please enter a web address such as acme.example (https:// is added for you)',
    }])
  })
})
