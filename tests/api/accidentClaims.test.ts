import { describe, expect, it } from 'vitest'
import { AccidentClaimJson } from '../../shared/schemas/accidentClaims.ts'
import { listEnvelope, messageEnvelope, dataEnvelope } from '../../shared/schemas/envelope.ts'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, mailTo } from '../support/factories.ts'
import { addPolicy } from '../support/policies.ts'
import { claimBody, fullReport, sentClaim, startClaim } from '../support/claims.ts'

const claimPath = (number: string) => `/api/v1/claims/${number}`

async function storedClaim(number: string) {
  const { app } = await testServer()
  return await app.knex('accident_claims').where({ claim_number: number }).first()
}

describe('POST /api/v1/claims', () => {
  it('starts a draft for its owner with whatever is typed so far', async () => {
    const owner = await createUser()
    const res = await http('POST', '/api/v1/claims', { token: owner.token, body: { claim: { report: { description: 'Hit a pole' } } } })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const { data, message } = messageEnvelope(AccidentClaimJson).parse(res.body)
    expect(message).toBe('Report started.')
    expect(data).toMatchObject({ status: 'draft', carrier: null, policy_number: '', submitted_at: null, due_at: null, photos: [], notes: [] })
    expect(data.claim_number).toMatch(/^CL-[0-9A-Z]{10}$/)
    expect(data.report.description).toBe('Hit a pole')
    expect(data.report.other_parties).toEqual([])
    expect((await storedClaim(data.claim_number)).user_id).toBe(owner.user.id)
  })

  it('takes one of the customer\'s policies, with its carrier and number, and refuses another customer\'s', async () => {
    const owner = await createUser()
    const policyId = await addPolicy(owner)
    const number = await startClaim(owner, { claim: { insurance_policy_id: policyId, carrier_name: 'Ignored', policy_number: 'IGNORED' } })
    const { data } = dataEnvelope(AccidentClaimJson).parse((await http('GET', claimPath(number), { token: owner.token })).body)
    expect([data.insurance_policy_id, data.carrier, data.policy_number]).toEqual([policyId, { id: null, name: 'Faraway Mutual', claims_phone: '', claims_website: '' }, 'FM-2026-0001'])
    const other = await createUser()
    const res = await http('POST', '/api/v1/claims', { token: other.token, body: { claim: { insurance_policy_id: policyId } } })
    expect([res.status, res.body.fields]).toEqual([422, { 'claim.insurance_policy_id': 'Please choose one of your policies' }])
  })

  it('answers 401 to an anonymous caller and saves nothing', async () => {
    const { app } = await testServer()
    const before = await app.knex('accident_claims').count({ n: '*' }).first()
    const res = await http('POST', '/api/v1/claims', { body: claimBody() })
    expect(res.status).toBe(401)
    expect(await app.knex('accident_claims').count({ n: '*' }).first()).toEqual(before)
  })
})

describe('GET and PUT /api/v1/claims/:number', () => {
  it('saves the draft as typed, for its owner and an admin', async () => {
    const owner = await createUser()
    const admin = await createUser({ admin: true })
    const number = await startClaim(owner, { claim: {} })
    const res = await http('PUT', claimPath(number), { token: owner.token, body: claimBody() })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const saved = messageEnvelope(AccidentClaimJson).parse(res.body)
    expect(saved.message).toBe('Draft saved.')
    expect(saved.data.report).toEqual(fullReport())
    for (const token of [owner.token, admin.token]) {
      expect(dataEnvelope(AccidentClaimJson).parse((await http('GET', claimPath(number), { token })).body).data).toEqual(saved.data)
    }
  })

  it('audits an agent changing a customer\'s draft, and not the owner\'s own saves', async () => {
    const owner = await createUser()
    const admin = await createUser({ admin: true })
    const number = await startClaim(owner)
    await http('PUT', claimPath(number), { token: owner.token, body: claimBody({ policy_number: 'OWN' }) })
    expect((await http('PUT', claimPath(number), { token: admin.token, body: claimBody({ policy_number: 'FIXED' }) })).status).toBe(200)
    const { app } = await testServer()
    const events = await app.knex('accident_claim_events').where({ accident_claim_id: (await storedClaim(number)).id }).select('action', 'actor_user_id', 'detail')
    expect(events).toEqual([{ action: 'claim_corrected', actor_user_id: admin.user.id, detail: 'Draft changed by an agent' }])
  })

  it('keeps a draft its owner\'s alone: another customer gets 404 reading or writing it, anonymous 401', async () => {
    const owner = await createUser()
    const other = await createUser()
    const number = await startClaim(owner)
    const before = await storedClaim(number)
    expect((await http('GET', claimPath(number), { token: other.token })).body).toEqual({ code: 'not_found', message: 'Claim not found' })
    expect((await http('PUT', claimPath(number), { token: other.token, body: claimBody({ policy_number: 'STOLEN' }) })).status).toBe(404)
    expect((await http('GET', claimPath(number))).status).toBe(401)
    expect((await http('PUT', claimPath(number), { body: claimBody() })).status).toBe(401)
    expect(await storedClaim(number)).toEqual(before)
    const list = listEnvelope(AccidentClaimJson).parse((await http('GET', '/api/v1/claims', { token: other.token })).body)
    expect(list.data).toEqual([])
  })

  it('answers 422 to a malformed claim number and 404 to an unknown one', async () => {
    const owner = await createUser()
    expect((await http('GET', claimPath('GQ-123'), { token: owner.token })).status).toBe(422)
    expect((await http('GET', claimPath('CL-0000000000'), { token: owner.token })).status).toBe(404)
  })

  it('refuses to change a report once sent (409), changing nothing', async () => {
    const { owner, number } = await sentClaim()
    const before = await storedClaim(number)
    const res = await http('PUT', claimPath(number), { token: owner.token, body: claimBody({ policy_number: 'CHANGED' }) })
    expect([res.status, res.body]).toEqual([409, { code: 'conflict', message: 'This report was sent already; an agent has it now.' }])
    expect(await storedClaim(number)).toEqual(before)
  })
})

/** One hostile value per field of the form, each refused with 422 without changing the draft. */
const HOSTILE: [string, Record<string, unknown>][] = [
  ['insurance_policy_id', { insurance_policy_id: 'DROP TABLE' }],
  ['carrier_id', { carrier_id: -4 }],
  ['carrier_name', { carrier_name: 'x'.repeat(101) }],
  ['policy_number', { policy_number: 'A\nB' }],
  ['report', { report: 'not an object' }],
  ['report.occurred_at', { report: fullReport({ occurred_at: '2026-13-45T99:99' }) }],
  ['report.location.address', { report: fullReport({ location: { address: 'x'.repeat(201) } }) }],
  ['report.location.state', { report: fullReport({ location: { state: 'ZZ' } }) }],
  ['report.location.latitude', { report: fullReport({ location: { latitude: 123 } }) }],
  ['report.location.longitude', { report: fullReport({ location: { longitude: '12' } }) }],
  ['report.description', { report: fullReport({ description: 'x'.repeat(4001) }) }],
  ['report.police.called', { report: fullReport({ police: { called: 'yes' } }) }],
  ['report.police.report_number', { report: fullReport({ police: { report_number: 'a\tb' } }) }],
  ['report.police.department', { report: fullReport({ police: { department: ['x'] } }) }],
  ['report.police.citations', { report: fullReport({ police: { citations: 'x'.repeat(1001) } }) }],
  ['report.vehicle.vin', { report: fullReport({ vehicle: { vin: '<script>' } }) }],
  ['report.vehicle.plate', { report: fullReport({ vehicle: { plate: '"><img src=x>' } }) }],
  ['report.vehicle.description', { report: fullReport({ vehicle: { description: 'x'.repeat(101) } }) }],
  ['report.driver.name', { report: fullReport({ driver: { name: { first: 'x' } } }) }],
  ['report.driver.license_number', { report: fullReport({ driver: { license_number: 'x'.repeat(31) } }) }],
  ['report.driver.license_state', { report: fullReport({ driver: { license_state: 'XX' } }) }],
  ['report.damage.description', { report: fullReport({ damage: { description: 5 } }) }],
  ['report.damage.drivable', { report: fullReport({ damage: { drivable: 1 } }) }],
  ['report.damage.inspection_location', { report: fullReport({ damage: { inspection_location: 'x'.repeat(201) } }) }],
  ['report.other_parties', { report: fullReport({ other_parties: Array.from({ length: 6 }, () => ({})) }) }],
  ['report.other_parties.0.driver_name', { report: fullReport({ other_parties: [{ driver_name: 'x'.repeat(101) }] }) }],
  ['report.other_parties.0.phone', { report: fullReport({ other_parties: [{ phone: 'call me' }] }) }],
  ['report.other_parties.0.plate', { report: fullReport({ other_parties: [{ plate: 'AB/12' }] }) }],
  ['report.other_parties.0.insurer', { report: fullReport({ other_parties: [{ insurer: null }] }) }],
  ['report.other_parties.0.policy_number', { report: fullReport({ other_parties: [{ policy_number: 'x'.repeat(51) }] }) }],
  ['report.injuries.count', { report: fullReport({ injuries: { count: 2.5 } }) }],
  ['report.injuries.description', { report: fullReport({ injuries: { description: 'x'.repeat(2001) } }) }],
  ['report.witnesses', { report: fullReport({ witnesses: 'Walter' }) }],
  ['report.witnesses.0.name', { report: fullReport({ witnesses: [{ name: 'x'.repeat(101) }] }) }],
  ['report.witnesses.0.phone', { report: fullReport({ witnesses: [{ phone: '555; DROP' }] }) }],
]

describe('hostile input in every field of a report', () => {
  it.each(HOSTILE)('refuses a bad %s with 422 on that field and keeps the draft as it was', async (path, claim) => {
    const owner = await createUser()
    const number = await startClaim(owner)
    const before = await storedClaim(number)
    const res = await http('PUT', claimPath(number), { token: owner.token, body: { claim: { ...claimBody().claim, ...claim } } })
    expect(res.status, JSON.stringify(res.body)).toBe(422)
    expect(Object.keys(res.body.fields ?? {}).some((field) => field.startsWith(`claim.${path}`))).toBe(true)
    expect(await storedClaim(number)).toEqual(before)
  })

  it('refuses control characters in any text with 422', async () => {
    const owner = await createUser()
    const number = await startClaim(owner)
    const res = await http('PUT', claimPath(number), { token: owner.token, body: claimBody({ report: fullReport({ description: 'a\u0000b' }) }) })
    expect(res.status).toBe(422)
  })
})

describe('POST /api/v1/claims/:number/submit', () => {
  it('sends the report: due 24 hours later, the customer e-mailed with the carrier\'s claims line', async () => {
    const { owner, number } = await sentClaim()
    const { app } = await testServer()
    const stored = await storedClaim(number)
    expect(stored.status).toBe('reported')
    expect(stored.due_at.getTime() - stored.submitted_at.getTime()).toBe(24 * 3_600_000)
    expect(await app.knex('accident_claim_events').where({ accident_claim_id: stored.id }).pluck('action')).toEqual(['claim_reported'])
    const [mail] = await mailTo(owner.email)
    expect(mail?.subject).toBe(`We received your accident report ${number}`)
    expect(mail?.text_body).toContain('An agent will file this with Carrier')
    expect(mail?.text_body).toContain('call (800) 555-0110 or visit https://claims.carrier.example')
    expect(mail?.text_body).toContain(`http://getquote.test:8080/dashboard/claims/${number}`)
  })

  it('says what is missing before a report can be sent, and leaves it a draft', async () => {
    const owner = await createUser()
    const number = await startClaim(owner, { claim: { report: { vehicle: { vin: '1HGCM82633A00435' } } } })
    const res = await http('POST', `${claimPath(number)}/submit`, { token: owner.token })
    expect([res.status, res.body.message, res.body.fields]).toEqual([422, 'Please complete the report before sending it.', {
      'claim.carrier_id': 'Please choose a carrier or type its name',
      'claim.policy_number': 'Please enter the policy number',
      'claim.report.occurred_at': 'Please enter the date and time of the accident',
      'claim.report.location.address': 'Please enter where it happened, or use your location',
      'claim.report.description': 'Please say what happened',
      'claim.report.vehicle.vin': 'A VIN has 17 letters and digits; please check it against your registration',
    }])
    expect((await storedClaim(number)).status).toBe('draft')
    expect(await mailTo(owner.email)).toEqual([])
  })

  it('refuses an accident in the future', async () => {
    const owner = await createUser()
    const number = await startClaim(owner, claimBody({ report: fullReport({ occurred_at: '2099-01-01T10:00' }) }))
    const res = await http('POST', `${claimPath(number)}/submit`, { token: owner.token })
    expect([res.status, res.body.fields]).toEqual([422, { 'claim.report.occurred_at': 'The accident cannot be in the future' }])
  })

  it('answers 409 to a second send, 404 to another customer and 401 anonymous', async () => {
    const { owner, number } = await sentClaim()
    const other = await createUser()
    expect((await http('POST', `${claimPath(number)}/submit`, { token: owner.token })).status).toBe(409)
    expect((await http('POST', `${claimPath(number)}/submit`, { token: other.token })).status).toBe(404)
    expect((await http('POST', `${claimPath(number)}/submit`)).status).toBe(401)
    expect((await mailTo(owner.email)).length).toBe(1)
  })
})

describe('GET /api/v1/claims', () => {
  it('lists the customer\'s own claims, newest first', async () => {
    const owner = await createUser()
    const first = await startClaim(owner)
    const second = await startClaim(owner)
    const res = await http('GET', '/api/v1/claims', { token: owner.token })
    const body = listEnvelope(AccidentClaimJson).parse(res.body)
    expect(body.data.map((claim) => claim.claim_number)).toEqual([second, first])
    expect(body.meta).toEqual({ total: 2, page: 1, per_page: 20 })
    expect((await http('GET', '/api/v1/claims')).status).toBe(401)
  })
})
