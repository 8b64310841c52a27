import { describe, expect, it } from 'vitest'
import { AccidentClaimJson, AdminAccidentClaimJson, AdminClaimRowJson, ClaimStatsJson } from '../../shared/schemas/accidentClaims.ts'
import { dataEnvelope, listEnvelope, messageEnvelope } from '../../shared/schemas/envelope.ts'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, mailTo } from '../support/factories.ts'
import { addPolicy } from '../support/policies.ts'
import { createCarrier } from '../support/offers.ts'
import { claimBody, sentClaim, startClaim } from '../support/claims.ts'
import { sendMailJob } from '../../api/services/mailing.ts'
import { AccountExportJson } from '../../shared/schemas/account.ts'
import { MailJobPayload } from '../../api/services/jobs/payloads.ts'

const adminPath = (number: string) => `/api/v1/admin/claims/${number}`
const adjuster = { name: 'Jordan Reyes', phone: '916 555 0177', email: 'J.Reyes@Carrier.example' }
const HOUR = 3_600_000

async function stored(number: string) {
  const { app } = await testServer()
  const claim = await app.knex('accident_claims').where({ claim_number: number }).first()
  const events = await app.knex('accident_claim_events').where({ accident_claim_id: claim.id }).orderBy('id')
  return { claim, events: events.map((event) => [event.action, event.actor_user_id]) }
}

/** Every admin write of a claim, with a body that would work. */
const WRITES = [
  ['PUT', '', { claim: { carrier_claim_number: 'X-1' } }],
  ['POST', '/file', { carrier_claim_number: 'HLM-CL-1' }],
  ['POST', '/assign_adjuster', { adjuster }],
  ['POST', '/notes', { note: { body: 'Called the carrier', visible_to_customer: false } }],
  ['POST', '/close', { outcome: 'withdrawn' }],
] as const

describe('admin claim routes: who may call them', () => {
  it('answers 401 anonymous and 403 to a customer, the claim\'s owner included, changing nothing', async () => {
    const { owner, number } = await sentClaim()
    const before = await stored(number)
    for (const path of ['/api/v1/admin/claims', adminPath(number), '/api/v1/admin/claim_stats']) {
      expect((await http('GET', path)).status).toBe(401)
      expect((await http('GET', path, { token: owner.token })).status).toBe(403)
    }
    for (const [method, suffix, body] of WRITES) {
      expect((await http(method, `${adminPath(number)}${suffix}`, { body })).status).toBe(401)
      expect((await http(method, `${adminPath(number)}${suffix}`, { token: owner.token, body })).status).toBe(403)
    }
    expect(await stored(number)).toEqual(before)
  })

  it('answers 404 to an admin for a claim that does not exist', async () => {
    const admin = await createUser({ admin: true })
    expect((await http('GET', adminPath('CL-0000000000'), { token: admin.token })).body).toEqual({ code: 'not_found', message: 'Claim not found' })
    for (const [method, suffix, body] of WRITES) expect((await http(method, `${adminPath('CL-0000000000')}${suffix}`, { token: admin.token, body })).status).toBe(404)
  })
})

describe('the agent\'s steps', () => {
  it('files, assigns an adjuster and closes, each audited and e-mailed to the customer, the tracker following', async () => {
    const { owner, admin, number } = await sentClaim()
    const filed = await http('POST', `${adminPath(number)}/file`, { token: admin.token, body: { carrier_claim_number: ' HLM-CL-778 ' } })
    expect(filed.status, JSON.stringify(filed.body)).toBe(200)
    expect(messageEnvelope(AdminAccidentClaimJson).parse(filed.body)).toMatchObject({ message: 'Claim filed with the carrier.', data: { status: 'filed', carrier_claim_number: 'HLM-CL-778' } })
    const assigned = await http('POST', `${adminPath(number)}/assign_adjuster`, { token: admin.token, body: { adjuster } })
    expect(assigned.body.data.adjuster).toEqual({ name: 'Jordan Reyes', phone: '(916) 555-0177', email: 'j.reyes@carrier.example' })
    const closed = await http('POST', `${adminPath(number)}/close`, { token: admin.token, body: { outcome: 'paid', note: 'Repairs paid less your $500 deductible.' } })
    expect(closed.body.data).toMatchObject({ status: 'closed', outcome: 'paid' })
    const mine = dataEnvelope(AccidentClaimJson).parse((await http('GET', `/api/v1/claims/${number}`, { token: owner.token })).body).data
    expect(mine).toMatchObject({ status: 'closed', carrier_claim_number: 'HLM-CL-778', outcome: 'paid', notes: [{ body: 'Repairs paid less your $500 deductible.' }] })
    expect((await stored(number)).events).toEqual([['claim_reported', owner.user.id], ['claim_filed', admin.user.id], ['adjuster_assigned', admin.user.id], ['claim_closed', admin.user.id]])
    const subjects = (await mailTo(owner.email)).map((mail) => mail.subject).reverse()
    const carrier = dataEnvelope(AdminAccidentClaimJson).parse((await http('GET', adminPath(number), { token: admin.token })).body).data.carrier?.name
    expect(subjects).toEqual([
      `We received your accident report ${number}`,
      `Your claim ${number} was filed with ${carrier ?? ''}`,
      `An adjuster was assigned to your claim ${number}`,
      `Your claim ${number} is closed`,
    ])
    const [closingMail] = await mailTo(owner.email)
    expect(closingMail?.text_body).toContain('Your claim is closed: Paid by the carrier.')
  })

  it('sends each step\'s e-mail once, however often its job runs', async () => {
    const { owner, admin, number } = await sentClaim()
    await http('POST', `${adminPath(number)}/file`, { token: admin.token, body: { carrier_claim_number: 'A-1' } })
    const { app } = await testServer()
    const { claim } = await stored(number)
    const [event] = await app.knex('accident_claim_events').where({ accident_claim_id: claim.id, action: 'claim_filed' })
    const job = await app.knex('jobs').where({ dedupe_key: `mail:accident_claim:${event.id}` }).first()
    await sendMailJob(app, MailJobPayload.parse(job.payload), job)
    await sendMailJob(app, MailJobPayload.parse(job.payload), job)
    expect((await mailTo(owner.email)).map((mail) => mail.subject).filter((subject) => subject.includes('was filed'))).toHaveLength(1)
  })

  it('keeps internal notes from the customer\'s API and shows the visible ones', async () => {
    const { owner, admin, number } = await sentClaim()
    await http('POST', `${adminPath(number)}/notes`, { token: admin.token, body: { note: { body: 'Customer sounded unsure about fault', visible_to_customer: false } } })
    const visible = await http('POST', `${adminPath(number)}/notes`, { token: admin.token, body: { note: { body: 'We called the carrier for you.', visible_to_customer: true } } })
    expect(visible.body.data.notes.map((note: { body: string; visible_to_customer: boolean }) => [note.body, note.visible_to_customer])).toEqual([
      ['Customer sounded unsure about fault', false], ['We called the carrier for you.', true],
    ])
    const res = await http('GET', `/api/v1/claims/${number}`, { token: owner.token })
    expect(JSON.stringify(res.body)).not.toContain('unsure about fault')
    expect(res.body.data.notes.map((note: { body: string }) => note.body)).toEqual(['We called the carrier for you.'])
    const list = await http('GET', '/api/v1/claims', { token: owner.token })
    expect(JSON.stringify(list.body)).not.toContain('unsure about fault')
  })

  it('refuses steps out of order with 409 and changes nothing', async () => {
    const { admin, number } = await sentClaim()
    const before = await stored(number)
    const early = await http('POST', `${adminPath(number)}/assign_adjuster`, { token: admin.token, body: { adjuster } })
    expect([early.status, early.body.message]).toEqual([409, 'File the claim with the carrier first.'])
    expect((await http('PUT', adminPath(number), { token: admin.token, body: { claim: { carrier_claim_number: 'X' } } })).status).toBe(409)
    expect(await stored(number)).toEqual(before)
    const owner = await createUser()
    const draft = await startClaim(owner)
    expect((await http('POST', `${adminPath(draft)}/file`, { token: admin.token, body: { carrier_claim_number: 'X' } })).body.message).toBe('This report has not been sent yet.')
    await http('POST', `${adminPath(number)}/close`, { token: admin.token, body: { outcome: 'withdrawn' } })
    expect((await http('POST', `${adminPath(number)}/file`, { token: admin.token, body: { carrier_claim_number: 'X' } })).body.message).toBe('This claim is closed.')
  })

  it('corrects the carrier claim number and the adjuster, audited', async () => {
    const { admin, number } = await sentClaim()
    await http('POST', `${adminPath(number)}/file`, { token: admin.token, body: { carrier_claim_number: 'TYPO' } })
    await http('POST', `${adminPath(number)}/assign_adjuster`, { token: admin.token, body: { adjuster } })
    const res = await http('PUT', adminPath(number), { token: admin.token, body: { claim: { carrier_claim_number: 'RIGHT-1', adjuster: { ...adjuster, name: 'Jordan Reyes-Lee' } } } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data).toMatchObject({ status: 'adjuster_assigned', carrier_claim_number: 'RIGHT-1', adjuster: { name: 'Jordan Reyes-Lee' } })
    expect(res.body.data.events.at(-1)).toMatchObject({ action: 'claim_corrected', detail: 'Carrier claim number TYPO → RIGHT-1; Adjuster: Jordan Reyes-Lee, (916) 555-0177, j.reyes@carrier.example' })
  })

  it('refuses hostile input in every agent field with 422, changing nothing', async () => {
    const { admin, number } = await sentClaim()
    const before = await stored(number)
    const bad: [string, string, unknown, string][] = [
      ['POST', '/file', { carrier_claim_number: '' }, 'carrier_claim_number'],
      ['POST', '/file', { carrier_claim_number: 'x'.repeat(51) }, 'carrier_claim_number'],
      ['POST', '/file', { carrier_claim_number: 'a\nb' }, 'carrier_claim_number'],
      ['POST', '/assign_adjuster', { adjuster: { ...adjuster, name: '' } }, 'adjuster.name'],
      ['POST', '/assign_adjuster', { adjuster: { ...adjuster, phone: '12' } }, 'adjuster.phone'],
      ['POST', '/assign_adjuster', { adjuster: { ...adjuster, email: 'not-mail' } }, 'adjuster.email'],
      ['POST', '/notes', { note: { body: '   ', visible_to_customer: true } }, 'note.body'],
      ['POST', '/notes', { note: { body: 'x'.repeat(2001), visible_to_customer: true } }, 'note.body'],
      ['POST', '/notes', { note: { body: 'ok', visible_to_customer: 'yes' } }, 'note.visible_to_customer'],
      ['POST', '/close', { outcome: 'won' }, 'outcome'],
      ['POST', '/close', { outcome: 'paid', note: { x: 1 } }, 'note'],
      ['PUT', '', { claim: {} }, 'claim'],
      ['PUT', '', { claim: { carrier_claim_number: 5 } }, 'claim.carrier_claim_number'],
    ]
    for (const [method, suffix, body, field] of bad) {
      const res = await http(method, `${adminPath(number)}${suffix}`, { token: admin.token, body })
      expect([suffix, res.status, Object.keys(res.body.fields ?? {})]).toEqual([suffix, 422, [field]])
    }
    expect(await stored(number)).toEqual(before)
  })
})

describe('GET /api/v1/admin/claims/:number', () => {
  it('shows the policy with its coverages beside the claim, and the audit trail', async () => {
    const admin = await createUser({ admin: true })
    const owner = await createUser()
    const policyId = await addPolicy(owner)
    const number = await startClaim(owner, claimBody({ insurance_policy_id: policyId }))
    await http('POST', `/api/v1/claims/${number}/submit`, { token: owner.token })
    const { data } = dataEnvelope(AdminAccidentClaimJson).parse((await http('GET', adminPath(number), { token: admin.token })).body)
    expect(data.policy).toMatchObject({ id: policyId, deductible: 500, coverages: { collision: true, rental: 30 } })
    expect(data.owner).toEqual({ id: owner.user.id, name: 'Test User', email: owner.email })
    expect(data.events.map((event) => event.action)).toEqual(['claim_reported'])
  })
})

describe('GET /api/v1/admin/claims', () => {
  it('lists sent claims by time left, overdue first, filtering due soon, overdue, state and carrier', async () => {
    const { app } = await testServer()
    const admin = await createUser({ admin: true })
    const carrierId = await createCarrier(admin)
    const owner = await createUser()
    const send = async (state: string, hoursAgo: number) => {
      const number = await startClaim(owner, claimBody({ carrier_id: carrierId, carrier_name: '', report: { ...claimBody().claim.report, location: { address: '1 Main St', city: 'X', state } } }))
      await http('POST', `/api/v1/claims/${number}/submit`, { token: owner.token })
      const submitted = new Date(Date.now() - hoursAgo * HOUR)
      await app.knex('accident_claims').where({ claim_number: number }).update({ submitted_at: submitted, due_at: new Date(submitted.getTime() + 24 * HOUR) })
      return number
    }
    const later = await send('CA', 1)
    const soon = await send('CA', 22)
    const overdue = await send('TX', 30)
    const draft = await startClaim(owner)
    const numbers = async (query: string) => {
      const res = await http('GET', `/api/v1/admin/claims?carrier_id=${carrierId}&${query}`, { token: admin.token })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return listEnvelope(AdminClaimRowJson).parse(res.body).data.map((row) => row.claim_number)
    }
    expect(await numbers('')).toEqual([overdue, soon, later])
    expect(await numbers('due=soon')).toEqual([soon])
    expect(await numbers('due=overdue')).toEqual([overdue])
    expect(await numbers('state=tx')).toEqual([overdue])
    await http('POST', `${adminPath(overdue)}/file`, { token: admin.token, body: { carrier_claim_number: 'F-1' } })
    expect(await numbers('')).toEqual([soon, later, overdue])
    expect(await numbers('')).not.toContain(draft)
    expect((await http('GET', '/api/v1/admin/claims?due=later&state=ZZ&carrier_id=abc', { token: admin.token })).status).toBe(422)
  })
})

describe('GET /api/v1/admin/claim_stats', () => {
  it('gives the share filed within 24 hours over 30 days and the median time to filing', async () => {
    const { app } = await testServer()
    const admin = await createUser({ admin: true })
    await app.knex('accident_claims').delete()
    const owner = await createUser()
    const make = async (hoursAgo: number, filedAfterHours: number | null) => {
      const number = await startClaim(owner)
      const submitted = new Date(Date.now() - hoursAgo * HOUR)
      await app.knex('accident_claims').where({ claim_number: number }).update({
        status: filedAfterHours === null ? 'reported' : 'filed', submitted_at: submitted, due_at: new Date(submitted.getTime() + 24 * HOUR),
        ...(filedAfterHours === null ? {} : { filed_at: new Date(submitted.getTime() + filedAfterHours * HOUR), carrier_claim_number: 'C' }),
      })
    }
    await make(100, 2)
    await make(100, 4)
    await make(100, 30)
    await make(50, null)
    await make(3, null)
    await make(40 * 24, 1)
    const res = await http('GET', '/api/v1/admin/claim_stats', { token: admin.token })
    expect(dataEnvelope(ClaimStatsJson).parse(res.body).data).toEqual({ window_days: 30, due: 4, filed_on_time: 2, on_time_share: 0.5, median_minutes_to_filing: 240 })
  })
})

describe('GET /api/v1/me/export', () => {
  it('holds the customer\'s own claims with the notes meant for them, and no internal note', async () => {
    const { owner, admin, number } = await sentClaim()
    await sentClaim()
    await http('POST', `${adminPath(number)}/notes`, { token: admin.token, body: { note: { body: 'Internal: check prior claims', visible_to_customer: false } } })
    await http('POST', `${adminPath(number)}/notes`, { token: admin.token, body: { note: { body: 'We are on it.', visible_to_customer: true } } })
    const res = await http('GET', '/api/v1/me/export', { token: owner.token })
    expect(res.status).toBe(200)
    const claims = AccountExportJson.parse(res.body.data).accident_claims
    expect(claims.map((claim) => [claim.claim_number, claim.notes.map((note) => note.body)])).toEqual([[number, ['We are on it.']]])
    expect(JSON.stringify(res.body)).not.toContain('check prior claims')
  })
})
