import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { download, http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, type CreatedUser } from '../support/factories.ts'
import { submittedRequest } from '../support/offers.ts'
import { purgeExpiredRecords } from '../../api/services/retention.ts'
import { monthsAfterDay } from '../../shared/dates.ts'
import { contactConsentWording, ESIGN_WORDING } from '../../shared/constants/consents.ts'
import { CONSENT_RETENTION } from '../../shared/constants/consentRetention.ts'
import { KeptConsentsJson } from '../../shared/schemas/keptConsents.ts'
import { KeptRecordReadJson, RetentionPlanJson } from '../../shared/schemas/retention.ts'
import { dataEnvelope, listEnvelope, messageEnvelope } from '../../shared/schemas/envelope.ts'

const plusYears = (isoDay: string, years: number) => monthsAfterDay(isoDay, 12 * years)
const nextDay = (isoDay: string) => new Date(new Date(`${isoDay}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10)
const todayUtc = () => new Date().toISOString().slice(0, 10)

async function giveEsign(customer: CreatedUser) {
  const sample = await download('/api/v1/me/esign_consent/sample.pdf', customer.token)
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(sample.bytes)), { mergePages: true })
  const code = /Your code\s+([A-Z0-9]{6})/.exec(text)?.[1]
  expect((await http('POST', '/api/v1/me/esign_consent', { token: customer.token, body: { code } })).status).toBe(200)
}

async function giveCallsConsent(customer: CreatedUser) {
  const res = await http('PUT', '/api/v1/me/contact_consent', { token: customer.token, body: { consented: true, phone_number: '415.555.0134', source: 'wizard_checkbox' } })
  expect(res.status).toBe(200)
}

async function deleteAccountOf(owner: CreatedUser) {
  const res = await http('DELETE', '/api/v1/me', { token: owner.token, body: { password: owner.password } })
  expect(res.status).toBe(200)
  return messageEnvelope(RetentionPlanJson).parse(res.body).data
}

async function keptConsents(userId: number) {
  const { app } = await testServer()
  const rows = await app.knex('consent_changes').where({ user_id: userId }).orderBy('id')
  return rows.map((row) => [row.kind, row.granted, row.restricted_at !== null, row.retain_until])
}

/** A customer with nothing but their two proofs of consent: no request, no payment. */
async function consentedOnly() {
  const customer = await createUser()
  await giveEsign(customer)
  await giveCallsConsent(customer)
  await http('PUT', '/api/v1/me/preferences', { token: customer.token, body: { tips: true } })
  return customer
}

describe('DELETE /api/v1/me with a consent ledger', () => {
  it('keeps the E-SIGN and calls-and-texts records restricted with their end dates, and erases the e-mail choices nothing else keeps', async () => {
    const customer = await consentedOnly()
    const esignUntil = plusYears(todayUtc(), CONSENT_RETENTION.esign.years)
    const callsUntil = plusYears(todayUtc(), CONSENT_RETENTION.calls_texts.years)
    const plan = await deleteAccountOf(customer)
    expect(plan.kept.map((kept) => [kept.record, kept.request_number, kept.kept_until])).toEqual([
      [CONSENT_RETENTION.esign.records, null, esignUntil],
      [CONSENT_RETENTION.calls_texts.records, null, callsUntil],
    ])
    expect(plan.kept[1]?.why).toContain('4 years after it')
    expect(await keptConsents(customer.user.id)).toEqual([
      ['esign', true, true, esignUntil],
      ['calls_texts', true, true, callsUntil],
    ])
  })

  it('keeps the E-SIGN proof as long as the account\'s agency records when they last longer, and the e-mail choices with them', async () => {
    const { app } = await testServer()
    const { owner } = await submittedRequest()
    await http('PUT', '/api/v1/me/preferences', { token: owner.token, body: { tips: true } })
    await giveEsign(owner)
    await giveCallsConsent(owner)
    // The request's last activity a year from now (a request's kept records run 5 years from it).
    const later = plusYears(todayUtc(), 1)
    await app.knex('insurance_requests').where({ user_id: owner.user.id }).update({ updated_at: new Date(`${later}T12:00:00Z`) })
    const requestUntil = plusYears(later, 5)
    await deleteAccountOf(owner)
    const rows = await keptConsents(owner.user.id)
    expect(rows.filter(([kind]) => kind === 'esign')).toEqual([['esign', true, true, requestUntil]])
    expect(rows.filter(([kind]) => kind === 'calls_texts')).toEqual([['calls_texts', true, true, plusYears(todayUtc(), 4)]])
    expect(rows.filter(([kind]) => kind === 'tips').map((row) => row.slice(2))).toEqual([[true, requestUntil]])
  })
})

describe('the purge of kept consents', () => {
  it('removes each kind the day after its own last day, not a day before', async () => {
    const { app, setNow } = await testServer()
    const customer = await consentedOnly()
    await deleteAccountOf(customer)
    const callsUntil = plusYears(todayUtc(), 4)
    const esignUntil = plusYears(todayUtc(), 5)
    const kinds = async () => (await app.knex('consent_changes').where({ user_id: customer.user.id }).orderBy('id').select('kind')).map((row) => row.kind)
    try {
      setNow(new Date(`${callsUntil}T23:59:59Z`))
      await purgeExpiredRecords(app)
      expect(await kinds()).toEqual(['esign', 'calls_texts'])
      setNow(new Date(`${nextDay(callsUntil)}T00:00:01Z`))
      await purgeExpiredRecords(app)
      await purgeExpiredRecords(app)
      expect(await kinds()).toEqual(['esign'])
      setNow(new Date(`${esignUntil}T23:59:59Z`))
      await purgeExpiredRecords(app)
      expect(await kinds()).toEqual(['esign'])
      setNow(new Date(`${nextDay(esignUntil)}T00:00:01Z`))
      await purgeExpiredRecords(app)
      expect(await kinds()).toEqual([])
    } finally {
      setNow(null)
    }
  })
})

describe('POST /api/v1/admin/kept_records/accounts/:user_id/consent_reads', () => {
  const path = (userId: number) => `/api/v1/admin/kept_records/accounts/${userId}/consent_reads`

  it('answers the kept consents with their wording, time and number only for a stated reason, and logs the read', async () => {
    const admin = await createUser({ admin: true })
    const customer = await consentedOnly()
    await deleteAccountOf(customer)

    const noReason = await http('POST', path(customer.user.id), { token: admin.token, body: { reason: '   ' } })
    expect([noReason.status, noReason.body.fields]).toEqual([422, { reason: 'Please say why you need to read this record.' }])
    const { app } = await testServer()
    expect(await app.knex('restricted_record_reads').select('id')).toEqual([])

    const res = await http('POST', path(customer.user.id), { token: admin.token, body: { reason: 'TCPA complaint 2026-17' } })
    expect(res.status).toBe(200)
    const read = dataEnvelope(KeptConsentsJson).parse(res.body).data
    expect(read.account_id).toBe(customer.user.id)
    expect(read.consents.map((c) => [c.kind, c.granted, c.wording, c.phone_number, c.kept_until])).toEqual([
      ['esign', true, ESIGN_WORDING, null, plusYears(todayUtc(), 5)],
      ['calls_texts', true, contactConsentWording('(415) 555-0134', 'wizard_checkbox'), '(415) 555-0134', plusYears(todayUtc(), 4)],
    ])

    const log = listEnvelope(KeptRecordReadJson).parse((await http('GET', '/api/v1/admin/kept_records/reads', { token: admin.token })).body)
    expect(log.data.slice(0, 1).map((entry) => [entry.request_number, entry.account_id, entry.reason, entry.admin?.id])).toEqual([[null, customer.user.id, 'TCPA complaint 2026-17', admin.user.id]])
  })

  it('answers 401 anonymous, 403 to a customer, and 404 for a live account or one with nothing kept, logging none of them', async () => {
    const { app } = await testServer()
    const admin = await createUser({ admin: true })
    const live = await consentedOnly()
    const deleted = await createUser()
    await deleteAccountOf(deleted)
    const body = { reason: 'Checking' }
    const reads = async () => (await app.knex('restricted_record_reads').count({ n: '*' }).first())?.n
    const before = await reads()
    expect((await http('POST', path(live.user.id), { body })).status).toBe(401)
    expect((await http('POST', path(live.user.id), { token: live.token, body })).status).toBe(403)
    expect((await http('POST', path(live.user.id), { token: admin.token, body })).status).toBe(404)
    expect((await http('POST', path(deleted.user.id), { token: admin.token, body })).status).toBe(404)
    expect((await http('POST', '/api/v1/admin/kept_records/accounts/abc/consent_reads', { token: admin.token, body })).status).toBe(422)
    expect(await reads()).toBe(before)
  })
})
