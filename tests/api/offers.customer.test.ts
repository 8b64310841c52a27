import { describe, expect, it } from 'vitest'
import { OfferJson } from '../../shared/schemas/offers.ts'
import { InsuranceRequestJson } from '../../shared/schemas/insuranceRequestJson.ts'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, mailTo } from '../support/factories.ts'
import { addOffer, createCarrier, day, submittedRequest } from '../support/offers.ts'

const offersPath = (number: string) => `/api/v1/insurance_requests/${number}/offers`
const choose = (number: string, id: number, token?: string) => http('POST', `${offersPath(number)}/${id}/choose`, { token })

async function quoted(offers = 2) {
  const admin = await createUser({ admin: true })
  const carrierId = await createCarrier(admin, { name: `Chooser Mutual ${Math.random().toString(36).slice(2, 8)}` })
  const request = await submittedRequest()
  const ids: number[] = []
  for (let index = 0; index < offers; index += 1) ids.push(await addOffer(admin, request.number, carrierId))
  return { admin, carrierId, ids, ...request }
}

async function offerStatuses(ids: number[]) {
  const { app } = await testServer()
  return app.knex('offers').whereIn('id', ids).orderBy('id').pluck('status')
}

describe('GET /api/v1/insurance_requests/:request_number/offers', () => {
  it('shows the offers to the owner and an admin, 404 to another customer, 401 anonymous', async () => {
    const { admin, owner, number, ids } = await quoted()
    const other = await createUser()
    const mine = await http('GET', offersPath(number), { token: owner.token })
    expect(mine.status).toBe(200)
    expect(mine.body.data.map((row: unknown) => OfferJson.parse(row).id)).toEqual(ids)
    expect((await http('GET', offersPath(number), { token: admin.token })).body.data).toHaveLength(2)
    expect((await http('GET', offersPath(number), { token: other.token })).status).toBe(404)
    expect((await http('GET', offersPath(number))).status).toBe(401)
  })

  it('marks an offer expired the day after its valid-until day', async () => {
    const { setNow } = await testServer()
    const admin = await createUser({ admin: true })
    const carrierId = await createCarrier(admin)
    const { owner, number } = await submittedRequest()
    await addOffer(admin, number, carrierId, { valid_until: day(2) })
    try {
      setNow(new Date(Date.now() + 2 * 86_400_000))
      expect((await http('GET', offersPath(number), { token: owner.token })).body.data[0].expired).toBe(false)
      setNow(new Date(Date.now() + 3 * 86_400_000))
      expect((await http('GET', offersPath(number), { token: owner.token })).body.data[0].expired).toBe(true)
    } finally {
      setNow(null)
    }
  })
})

describe('GET /api/v1/insurance_requests/:request_number', () => {
  it('carries the due time, 24 hours after submission, and no policy before binding', async () => {
    const { owner, number } = await submittedRequest()
    const request = InsuranceRequestJson.parse((await http('GET', `/api/v1/insurance_requests/${number}`, { token: owner.token })).body.data)
    expect(new Date(request.due_at).getTime() - new Date(request.created_at).getTime()).toBe(86_400_000)
    expect(request).toMatchObject({ first_offer_at: null, policy_number: null, effective_date: null })
  })
})

describe('POST /api/v1/insurance_requests/:request_number/offers/:id/choose', () => {
  it('records the owner’s choice, marks the others not chosen, and e-mails the customer and the admins', async () => {
    const { admin, owner, number, ids } = await quoted(3)
    const [first, second] = ids
    if (first === undefined || second === undefined) throw new Error('offers missing')
    const res = await choose(number, second, owner.token)
    expect(res.status).toBe(200)
    expect(OfferJson.parse(res.body.data)).toMatchObject({ id: second, status: 'chosen' })
    expect(await offerStatuses(ids)).toEqual(['not_chosen', 'chosen', 'not_chosen'])
    const { app } = await testServer()
    expect(await app.knex('offers').where({ id: second }).pluck('chosen_by_user_id')).toEqual([owner.user.id])
    expect((await mailTo(owner.email)).map((m) => m.subject)).toContain(`You chose an offer for request ${number}`)
    expect((await mailTo(admin.email)).map((m) => m.subject)).toContain(`Offer chosen on request ${number}: ready to bind`)
  })

  it('refuses a second choice, of the same or another offer', async () => {
    const { owner, number, ids } = await quoted()
    const [first, second] = ids
    if (first === undefined || second === undefined) throw new Error('offers missing')
    expect((await choose(number, first, owner.token)).status).toBe(200)
    const again = await choose(number, first, owner.token)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('An offer has already been chosen for this request.')
    expect((await choose(number, second, owner.token)).status).toBe(409)
    expect(await offerStatuses(ids)).toEqual(['chosen', 'not_chosen'])
  })

  it('leaves exactly one choice when two tabs choose different offers at once', async () => {
    const { owner, number, ids } = await quoted(4)
    const answers = await Promise.all(ids.map((id) => choose(number, id, owner.token)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409])
    expect((await offerStatuses(ids)).filter((status) => status === 'chosen')).toHaveLength(1)
  })

  it('has a database constraint that refuses a second chosen offer even without the check', async () => {
    const { ids } = await quoted()
    const { app } = await testServer()
    await app.knex('offers').where({ id: ids[0] }).update({ status: 'chosen' })
    await expect(app.knex('offers').where({ id: ids[1] }).update({ status: 'chosen' })).rejects.toThrow(/offers_one_choice_idx/)
  })

  it('refuses an expired offer', async () => {
    const admin = await createUser({ admin: true })
    const carrierId = await createCarrier(admin)
    const { owner, number } = await submittedRequest()
    const id = await addOffer(admin, number, carrierId, { valid_until: day(-1) })
    const res = await choose(number, id, owner.token)
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('This offer has expired and can no longer be chosen.')
    expect(await offerStatuses([id])).toEqual(['open'])
  })

  it('answers 404 to another customer, 403 to an admin, 401 anonymous, 404 for an offer of another request', async () => {
    const { admin, owner, number, ids } = await quoted()
    const elsewhere = await quoted(1)
    const other = await createUser()
    const [id] = ids
    if (id === undefined) throw new Error('offer missing')
    expect((await choose(number, id, other.token)).status).toBe(404)
    expect((await choose(number, id, admin.token)).status).toBe(403)
    expect((await choose(number, id)).status).toBe(401)
    const [foreign] = elsewhere.ids
    if (foreign === undefined) throw new Error('offer missing')
    expect((await choose(number, foreign, owner.token)).status).toBe(404)
    expect((await choose(elsewhere.number, id, elsewhere.owner.token)).status).toBe(404)
    expect(await offerStatuses(ids)).toEqual(['open', 'open'])
  })
})

describe('POST /api/v1/insurance_requests/:request_number/requote', () => {
  it('puts the request back in the queue once every offer has expired, and not before', async () => {
    const { app, setNow } = await testServer()
    const admin = await createUser({ admin: true })
    const carrierId = await createCarrier(admin)
    const { owner, number } = await submittedRequest()
    await addOffer(admin, number, carrierId, { valid_until: day(-1) })
    const live = await addOffer(admin, number, carrierId, { valid_until: day(1) })
    const path = `/api/v1/insurance_requests/${number}/requote`
    const early = await http('POST', path, { token: owner.token })
    expect(early.status).toBe(409)
    expect(early.body.message).toBe('A re-quote can be asked for once every offer has expired.')
    const other = await createUser()
    expect((await http('POST', path, { token: other.token })).status).toBe(404)
    expect((await http('POST', path, { token: admin.token })).status).toBe(403)
    expect((await http('POST', path)).status).toBe(401)
    try {
      setNow(new Date(Date.now() + 2 * 86_400_000))
      const res = await http('POST', path, { token: owner.token })
      expect(res.status).toBe(200)
      expect(InsuranceRequestJson.parse(res.body.data).status).toBe('pending')
    } finally {
      setNow(null)
    }
    expect(await offerStatuses([live])).toEqual(['not_chosen'])
    const [request] = await app.knex('insurance_requests').where({ request_number: number })
    expect(await app.knex('offer_events').where({ insurance_request_id: request.id, action: 'requote_requested' })).toHaveLength(1)
  })
})
