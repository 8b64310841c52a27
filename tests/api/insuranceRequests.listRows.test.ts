import { beforeAll, describe, expect, it } from 'vitest'
import { InsuranceRequestJson } from '../../shared/schemas/insuranceRequestJson.ts'
import { http } from '../support/http.ts'
import { createUser, type CreatedUser } from '../support/factories.ts'
import { addOffer, createCarrier, submittedRequest } from '../support/offers.ts'
import { testServer } from '../support/server.ts'
import { validRequestBody } from '../support/insuranceRequestBodies.ts'

const PATH = '/api/v1/insurance_requests'

/**
 * The list reads its rows in one query, straight from PostgreSQL's JSON; the request's own page and the
 * creation answer read theirs other ways. Whatever a request carries, a client sees the same request
 * in all three.
 */
describe('GET /api/v1/insurance_requests, each row as the request itself answers', () => {
  let owner: CreatedUser
  let admin: CreatedUser
  const created = new Map<string, InsuranceRequestJson>()
  let quoted: string
  let bound: string
  let bare: string

  beforeAll(async () => {
    admin = await createUser({ admin: true })
    const first = await submittedRequest()
    owner = first.owner
    quoted = first.number
    created.set(quoted, InsuranceRequestJson.parse((await http('GET', `${PATH}/${quoted}`, { token: owner.token })).body.data))
    const carrier = await createCarrier(admin)
    await addOffer(admin, quoted, carrier)
    await addOffer(admin, quoted, carrier, { premium: '700.00', down_payment: '200.00' })
    const more = async () => {
      const res = await http('POST', PATH, { token: owner.token, body: validRequestBody() })
      expect(res.status).toBe(201)
      const answered = InsuranceRequestJson.parse(res.body.data)
      created.set(answered.request_number, answered)
      return answered.request_number
    }
    bound = await more()
    bare = await more()
    const { app } = await testServer()
    await app.knex('insurance_requests').where({ request_number: bound }).update({ policy_number: 'GQP-0001', effective_date: '2026-12-01' })
    const bareRow: { id: number } | undefined = await app.knex('insurance_requests').where({ request_number: bare }).first('id')
    await app.knex('auto_insurances').where({ insurance_request_id: bareRow?.id }).delete()
  })

  it('answers each request exactly as its own page does, but for its history flag', async () => {
    const res = await http('GET', PATH, { token: owner.token })
    expect(res.status).toBe(200)
    expect(res.body.meta).toEqual({ total: 3, page: 1, per_page: 20 })
    expect(res.body.data.map((row: { request_number: string }) => row.request_number)).toEqual([bare, bound, quoted])
    for (const row of res.body.data) {
      const page = await http('GET', `${PATH}/${InsuranceRequestJson.parse(row).request_number}`, { token: owner.token })
      const { been_processing: _history, ...detail } = page.body.data
      expect(row).toEqual(detail)
    }
  })

  it('carries the answers sent, the offers\' first time, a bound policy and missing auto details', async () => {
    const res = await http('GET', PATH, { token: owner.token })
    const [bareRow, boundRow, quotedRow] = res.body.data.map((row: unknown) => InsuranceRequestJson.parse(row))
    const sent = created.get(quoted)
    expect(quotedRow).toEqual({ ...sent, status: 'quoted', updated_at: quotedRow.updated_at, first_offer_at: quotedRow.first_offer_at })
    expect(quotedRow.first_offer_at).not.toBeNull()
    expect(Date.parse(quotedRow.first_offer_at ?? '')).toBeGreaterThanOrEqual(Date.parse(sent?.created_at ?? ''))
    expect(boundRow).toEqual({ ...created.get(bound), policy_number: 'GQP-0001', effective_date: '2026-12-01' })
    expect(bareRow).toEqual({ ...created.get(bare), auto_insurance: null })
  })
})
