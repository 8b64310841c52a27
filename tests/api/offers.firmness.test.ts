import { describe, expect, it } from 'vitest'
import { OfferJson } from '../../shared/schemas/offers.ts'
import { messageEnvelope } from '../../shared/schemas/envelope.ts'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, mailTo, type CreatedUser } from '../support/factories.ts'
import { addOffer, createCarrier, day, submittedRequest } from '../support/offers.ts'

const firmnessPath = (id: number) => `/api/v1/admin/offers/${id}/firmness`
const confirmPath = (number: string, id: number) => `/api/v1/insurance_requests/${number}/offers/${id}/confirm_price`
const choose = (owner: CreatedUser, number: string, id: number) => http('POST', `/api/v1/insurance_requests/${number}/offers/${id}/choose`, { token: owner.token })
const bind = (admin: CreatedUser, id: number) => http('POST', `/api/v1/admin/offers/${id}/bind`, { token: admin.token, body: { policy_number: 'FIRM-2026-0001', effective_date: day(2) } })
const dearer = { premium: '640', down_payment: '140', monthly_instalment: '100' }

async function offerRow(id: number) {
  const { app } = await testServer()
  return app.knex('offers').where({ id }).first()
}

async function events(id: number) {
  const { app } = await testServer()
  return (await app.knex('offer_events').where({ offer_id: id }).orderBy('id')).map((event) => [event.action, event.detail])
}

async function estimateOffer() {
  const admin = await createUser({ admin: true })
  const carrierId = await createCarrier(admin, { name: `Firm Mutual ${Date.now()}${Math.random()}` })
  const { owner, number } = await submittedRequest()
  const id = await addOffer(admin, number, carrierId, { firmness: 'final_pending_underwriting', firmness_note: 'Waiting for the driving record.' })
  return { admin, owner, number, id }
}

describe('offer firmness on the offer itself', () => {
  it('is bindable when a client leaves it out, and shows the customer what the agent set', async () => {
    const { owner, number, id } = await estimateOffer()
    const admin = await createUser({ admin: true })
    const plain = await addOffer(admin, number, (await offerRow(id)).carrier_id)
    const res = await http('GET', `/api/v1/insurance_requests/${number}/offers`, { token: owner.token })
    const offers = res.body.data.map((offer: unknown) => OfferJson.parse(offer))
    expect(offers.map((offer: OfferJson) => [offer.id, offer.firmness, offer.firmness_note, offer.agreed_premium, offer.price_to_confirm])).toEqual([
      [id, 'final_pending_underwriting', 'Waiting for the driving record.', null, false],
      [plain, 'bindable', null, null, false],
    ])
  })
})

describe('PUT /api/v1/admin/offers/:id/firmness', () => {
  it('answers 401 anonymous, 403 to the owner and another customer, 404 for an unknown offer, changing nothing', async () => {
    const { owner, id } = await estimateOffer()
    const other = await createUser()
    const admin = await createUser({ admin: true })
    const body = { offer: { firmness: 'bindable' } }
    expect((await http('PUT', firmnessPath(id), { body })).status).toBe(401)
    expect((await http('PUT', firmnessPath(id), { token: owner.token, body })).status).toBe(403)
    expect((await http('PUT', firmnessPath(id), { token: other.token, body })).status).toBe(403)
    expect((await http('PUT', firmnessPath(999_999_999), { token: admin.token, body })).status).toBe(404)
    expect((await offerRow(id)).firmness).toBe('final_pending_underwriting')
  })

  it.each([
    ['an unknown firmness', { firmness: 'firm-ish' }, 'offer.firmness', 'Please choose how firm the price is'],
    ['a final price on an estimate', { firmness: 'estimate', final_price: dearer }, 'offer.final_price', 'A final price is given only when marking the offer bindable'],
    ['a float for a price', { firmness: 'bindable', final_price: { ...dearer, premium: 640.5 } }, 'offer.final_price.premium', 'Enter an amount in dollars, such as 120.50'],
    ['instalments that do not add up', { firmness: 'bindable', final_price: { ...dearer, down_payment: '100' } }, 'offer.final_price.monthly_instalment', 'Down payment plus 5 instalments of 100.00 is 600.00, not the premium of 640.00'],
  ])('refuses %s with a field message and saves nothing', async (_label, offer, field, message) => {
    const { admin, id } = await estimateOffer()
    const res = await http('PUT', firmnessPath(id), { token: admin.token, body: { offer } })
    expect(res.status).toBe(422)
    expect(res.body.fields).toEqual({ [field]: message })
    const row = await offerRow(id)
    expect([row.firmness, row.premium]).toEqual(['final_pending_underwriting', '600.00'])
    expect(await events(id)).toHaveLength(1)
  })

  it('marks an open offer bindable at its final price, recorded in the offer history', async () => {
    const { admin, id } = await estimateOffer()
    const res = await http('PUT', firmnessPath(id), { token: admin.token, body: { offer: { firmness: 'bindable', final_price: dearer } } })
    expect(res.status).toBe(200)
    const saved = messageEnvelope(OfferJson).parse(res.body)
    expect([saved.data.firmness, saved.data.premium, saved.data.down_payment, saved.data.price_per_month, saved.data.price_to_confirm, saved.message]).toEqual(['bindable', '640.00', '140.00', '106.67', false, 'Saved.'])
    expect((await events(id)).at(-1)).toEqual(['firmness_changed', 'Bindable at $640.00 (was $600.00)'])
  })

  it('refuses to change a withdrawn offer', async () => {
    const { admin, id } = await estimateOffer()
    await http('POST', `/api/v1/admin/offers/${id}/withdraw`, { token: admin.token, body: { reason: 'Carrier declined' } })
    const res = await http('PUT', firmnessPath(id), { token: admin.token, body: { offer: { firmness: 'bindable' } } })
    expect([res.status, res.body.message]).toEqual([409, 'The price of a withdrawn offer cannot be changed.'])
  })
})

describe('binding waits for a firm price the customer agreed to', () => {
  it('refuses to bind an offer not marked bindable, saying what to do', async () => {
    const { admin, owner, number, id } = await estimateOffer()
    expect((await choose(owner, number, id)).status).toBe(200)
    const res = await bind(admin, id)
    expect([res.status, res.body.message]).toEqual([409, 'This offer is marked “Final pending underwriting”. Mark it bindable at its final price before binding.'])
    expect((await offerRow(id)).status).toBe('chosen')
  })

  it('chosen at $600, marked bindable $40 dearer: binding waits for the customer to confirm, then binds', async () => {
    const { admin, owner, number, id } = await estimateOffer()
    expect((await choose(owner, number, id)).status).toBe(200)
    const marked = await http('PUT', firmnessPath(id), { token: admin.token, body: { offer: { firmness: 'bindable', final_price: dearer } } })
    expect(marked.body.message).toBe('Saved. The customer is asked to confirm the new price before binding.')
    expect(OfferJson.parse(marked.body.data)).toMatchObject({ premium: '640.00', agreed_premium: '600.00', price_to_confirm: true })
    const waiting = await bind(admin, id)
    expect([waiting.status, waiting.body.message]).toEqual([409, 'The customer has not yet confirmed the final price of $640.00 (they chose this offer at $600.00).'])
    const mail = (await mailTo(owner.email)).find((m) => m.subject === `Please confirm the final price for request ${number}`)
    expect(mail?.text_body).toContain('final price for the offer you chose is $640.00 for the term (you chose it at $600.00)')

    const confirmed = await http('POST', confirmPath(number, id), { token: owner.token })
    expect(confirmed.status).toBe(200)
    expect(messageEnvelope(OfferJson).parse(confirmed.body).data).toMatchObject({ agreed_premium: '640.00', price_to_confirm: false })
    expect((await bind(admin, id)).status).toBe(200)
    expect(await events(id)).toEqual([
      ['offer_added', expect.stringMatching(/, 6 months, \$600\.00$/)],
      ['offer_chosen', expect.stringMatching(/, 6 months, \$600\.00$/)],
      ['firmness_changed', 'Bindable at $640.00 (was $600.00)'],
      ['price_confirmed', 'Confirmed the final price of $640.00 (chosen at $600.00)'],
      ['offer_bound', `Policy FIRM-2026-0001 effective ${day(2)}`],
    ])
  })
})

describe('POST /api/v1/insurance_requests/:request_number/offers/:id/confirm_price', () => {
  it('answers 401 anonymous, 404 to another customer, 403 to an admin, 409 with nothing to confirm', async () => {
    const { admin, owner, number, id } = await estimateOffer()
    const other = await createUser()
    await choose(owner, number, id)
    expect((await http('POST', confirmPath(number, id))).status).toBe(401)
    expect((await http('POST', confirmPath(number, id), { token: other.token })).status).toBe(404)
    const nothing = await http('POST', confirmPath(number, id), { token: owner.token })
    expect([nothing.status, nothing.body.message]).toEqual([409, 'There is no new price to confirm on this offer.'])
    await http('PUT', firmnessPath(id), { token: admin.token, body: { offer: { firmness: 'bindable', final_price: dearer } } })
    expect((await http('POST', confirmPath(number, id), { token: admin.token })).status).toBe(403)
    expect((await offerRow(id)).agreed_premium).toBe('600.00')
  })
})
