import { beforeAll, describe, expect, it } from 'vitest'
import { InsuranceRequestDetailJson, InsuranceRequestJson } from '../../shared/schemas/insuranceRequestJson.ts'
import { http } from '../support/http.ts'
import { createUser, type CreatedUser } from '../support/factories.ts'
import { validRequestBody } from '../support/insuranceRequestBodies.ts'
import { addOffer, createCarrier } from '../support/offers.ts'
import { testServer } from '../support/server.ts'

const PATH = '/api/v1/insurance_requests'

async function submit(owner: CreatedUser, applicant: Record<string, unknown> = {}): Promise<string> {
  const res = await http('POST', PATH, { token: owner.token, body: validRequestBody({ applicant }) })
  expect(res.status).toBe(201)
  return res.body.data.request_number
}

describe('GET /api/v1/insurance_requests/:request_number', () => {
  let owner: CreatedUser
  let number: string
  beforeAll(async () => {
    owner = await createUser()
    number = await submit(owner)
  })

  it('answers the owner with the whole request', async () => {
    const res = await http('GET', `${PATH}/${number}`, { token: owner.token })
    expect(res.status).toBe(200)
    const data = InsuranceRequestJson.parse(res.body.data)
    expect(data.request_number).toBe(number)
    expect(data.auto_insurance?.vin).toBe('1HGCM82633A004352')
  })

  it('answers an admin', async () => {
    const admin = await createUser({ admin: true })
    expect((await http('GET', `${PATH}/${number}`, { token: admin.token })).status).toBe(200)
  })

  it('answers 404 to another customer, the same as for a number that does not exist', async () => {
    const other = await createUser()
    const res = await http('GET', `${PATH}/${number}`, { token: other.token })
    expect(res.status).toBe(404)
    expect(res.body.code).toBe('not_found')
    const missing = await http('GET', `${PATH}/GQ-0000000000`, { token: other.token })
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual(res.body)
  })

  it('answers 401 to a visitor', async () => {
    expect((await http('GET', `${PATH}/${number}`)).status).toBe(401)
  })
})

describe('GET /api/v1/insurance_requests', () => {
  let owner: CreatedUser
  let other: CreatedUser
  let admin: CreatedUser
  const numbers: string[] = []
  beforeAll(async () => {
    owner = await createUser()
    other = await createUser()
    admin = await createUser({ admin: true })
    numbers.push(await submit(owner, { first_name: 'Mulder', email: 'fox.mulder@example.com' }))
    numbers.push(await submit(owner, { first_name: 'Walter' }))
    numbers.push(await submit(owner, { first_name: 'Monica' }))
    await submit(other, { first_name: 'Krycek' })
  })

  it('answers a customer with their own requests, newest first, with totals', async () => {
    const res = await http('GET', PATH, { token: owner.token })
    expect(res.status).toBe(200)
    expect(res.body.data.map((r: { request_number: string }) => r.request_number)).toEqual([...numbers].reverse())
    expect(res.body.meta).toEqual({ total: 3, page: 1, per_page: 20 })
    for (const row of res.body.data) InsuranceRequestJson.parse(row)
  })

  it('pages with page and per_page', async () => {
    const res = await http('GET', `${PATH}?page=2&per_page=2`, { token: owner.token })
    expect(res.body.data.map((r: { request_number: string }) => r.request_number)).toEqual([numbers[0]])
    expect(res.body.meta).toEqual({ total: 3, page: 2, per_page: 2 })
  })

  it('searches by request number, applicant name and e-mail on the server', async () => {
    const byName = await http('GET', `${PATH}?search=walter scully`, { token: owner.token })
    expect(byName.body.data.map((r: { request_number: string }) => r.request_number)).toEqual([numbers[1]])
    const byEmail = await http('GET', `${PATH}?search=FOX.MULDER`, { token: owner.token })
    expect(byEmail.body.meta.total).toBe(1)
    const byNumber = await http('GET', `${PATH}?search=${numbers[2]?.slice(3)}`, { token: owner.token })
    expect(byNumber.body.data[0].request_number).toBe(numbers[2])
    const wildcard = await http('GET', `${PATH}?search=%25`, { token: owner.token })
    expect(wildcard.body.meta.total).toBe(0)
  })

  it('filters by type and status', async () => {
    expect((await http('GET', `${PATH}?type=auto&status=pending`, { token: owner.token })).body.meta.total).toBe(3)
    expect((await http('GET', `${PATH}?status=quoted`, { token: owner.token })).body.data).toEqual([])
    expect((await http('GET', `${PATH}?type=life`, { token: owner.token })).body.meta.total).toBe(0)
    expect((await http('GET', `${PATH}?type=&status=`, { token: owner.token })).body.meta.total).toBe(3)
  })

  it('never shows another customer\'s requests, even when searched for', async () => {
    const res = await http('GET', `${PATH}?search=Krycek`, { token: owner.token })
    expect(res.body.meta.total).toBe(0)
    expect((await http('GET', PATH, { token: other.token })).body.meta.total).toBe(1)
  })

  it('answers an admin with everyone\'s requests', async () => {
    const res = await http('GET', `${PATH}?search=Krycek`, { token: admin.token })
    expect(res.body.meta.total).toBe(1)
    // This file's database holds only its own requests: the first block's one and these four.
    const all = await http('GET', `${PATH}?per_page=100`, { token: admin.token })
    expect(all.body.meta.total).toBe(5)
    expect(all.body.data.map((r: { request_number: string }) => r.request_number).slice(1, 4)).toEqual([...numbers].reverse())
  })

  it('answers 422 to bad paging and unknown filters, and 401 to a visitor', async () => {
    for (const query of ['per_page=101', 'per_page=0', 'page=0', 'page=abc', 'status=lost', 'type=boat', `search=${'x'.repeat(101)}`]) {
      const res = await http('GET', `${PATH}?${query}`, { token: owner.token })
      expect(res.status, query).toBe(422)
      expect(res.body.code).toBe('validation_failed')
    }
    expect((await http('GET', PATH)).status).toBe(401)
  })
})

describe('GET /api/v1/insurance_requests?search= after an applicant changes', () => {
  let owner: CreatedUser
  let number: string
  const found = async (search: string) => {
    const res = await http('GET', `${PATH}?search=${encodeURIComponent(search)}`, { token: owner.token })
    expect(res.status).toBe(200)
    return res.body.data.map((r: { request_number: string }) => r.request_number)
  }
  beforeAll(async () => {
    owner = await createUser()
    number = await submit(owner, { first_name: 'Alex', last_name: 'Krycek', email: 'alex.krycek@example.com' })
  })

  it('finds the request by the applicant\'s new name and e-mail, not the old ones', async () => {
    // No endpoint edits an applicant yet; whatever writes the row, the search must follow it.
    const { app } = await testServer()
    await app.knex('applicants')
      .whereIn('insurance_request_id', app.knex('insurance_requests').select('id').where({ request_number: number }))
      .update({ first_name: 'Jeffrey', last_name: 'Spender', email: 'jeffrey.spender@example.com' })
    expect(await found('jeffrey spender')).toEqual([number])
    expect(await found('JEFFREY.SPENDER@')).toEqual([number])
    expect(await found('krycek')).toEqual([])
    expect(await found('alex')).toEqual([])
  })

  it('never matches a term across two fields', async () => {
    expect(await found(`${number.slice(-3)} Jeffrey`)).toEqual([])
    expect(await found(`${number.slice(-3)}Jeffrey`)).toEqual([])
    expect(await found('Spender Jeffrey.spender')).toEqual([])
    expect(await found('Spenderjeffrey')).toEqual([])
    expect(await found('Spender')).toEqual([number])
  })
})

// Last in the file: the admin list above counts every request there is.
describe('GET /api/v1/insurance_requests/:request_number, the status history it carries', () => {
  it('says whether the request was ever in Processing, so its tracker never claims a step it skipped', async () => {
    const owner = await createUser()
    const admin = await createUser({ admin: true })
    const carrier = await createCarrier(admin)
    const read = async (n: string) => InsuranceRequestDetailJson.parse((await http('GET', `${PATH}/${n}`, { token: owner.token })).body.data)

    const direct = await submit(owner)
    expect((await read(direct)).been_processing).toBe(false)
    await addOffer(admin, direct, carrier)
    expect(await read(direct)).toMatchObject({ status: 'quoted', been_processing: false })

    const worked = await submit(owner)
    const processing = await http('PUT', `${PATH}/${worked}`, { token: admin.token, body: { insurance_request: { status: 'processing' } } })
    expect(processing.status).toBe(200)
    await addOffer(admin, worked, carrier)
    expect(await read(worked)).toMatchObject({ status: 'quoted', been_processing: true })
  })
})
