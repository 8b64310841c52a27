import { describe, expect, it } from 'vitest'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, type CreatedUser } from '../support/factories.ts'
import { addOffer, createCarrier, day, submittedRequest } from '../support/offers.ts'
import { validRequestBody } from '../support/insuranceRequestBodies.ts'
import { chargeThroughTheEmulator, subscribe } from './subscriptions.support.ts'
import { purgeExpiredRecords } from '../../api/services/retention.ts'
import { schedulePeriodicJobs } from '../../api/services/jobs/housekeeping.ts'
import { enqueueJob } from '../../api/services/jobs/queue.ts'
import { runDueJobs } from '../../api/services/jobs/worker.ts'
import { monthsAfterDay } from '../../shared/dates.ts'
import { expirationDate } from '../../shared/rules/policyTerm.ts'
import { RETENTION } from '../../shared/constants/retention.ts'
import { AccountExportJson } from '../../shared/schemas/account.ts'
import { KeptRecordReadJson, RestrictedRecordJson, RetentionPlanJson } from '../../shared/schemas/retention.ts'
import { listEnvelope, messageEnvelope } from '../../shared/schemas/envelope.ts'
import { addPolicy, boundPolicy, onePagePdf, policyBody, uploadDeclarations } from '../support/policies.ts'
import { addPolicyDocument } from '../../api/services/insurancePolicies/documents.ts'
import { InsurancePolicy } from '../../api/models/InsurancePolicy.ts'
import { User } from '../../api/models/User.ts'

chargeThroughTheEmulator()

const TERM = 6
const plusYears = (isoDay: string, years: number) => monthsAfterDay(isoDay, 12 * years)
const nextDay = (isoDay: string) => new Date(new Date(`${isoDay}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10)
const todayUtc = () => new Date().toISOString().slice(0, 10)

/** A customer with a bound CA policy, an unbound request, a payment, a consent and a support message. */
async function customerWithPolicy(admin: CreatedUser) {
  const { owner, number: bound } = await submittedRequest()
  const carrierId = await createCarrier(admin)
  const offerId = await addOffer(admin, bound, carrierId, { term_months: TERM })
  expect((await http('POST', `/api/v1/insurance_requests/${bound}/offers/${offerId}/choose`, { token: owner.token })).status).toBe(200)
  const effective = day(3)
  expect((await http('POST', `/api/v1/admin/offers/${offerId}/bind`, { token: admin.token, body: { policy_number: `POL-${offerId}-1`, effective_date: effective } })).status).toBe(200)
  const unbound = await http('POST', '/api/v1/insurance_requests', { token: owner.token, body: validRequestBody() })
  expect(unbound.status).toBe(201)
  await http('PUT', '/api/v1/me/preferences', { token: owner.token, body: { tips: true } })
  expect((await http('POST', '/api/v1/support/conversations', { token: owner.token, body: { subject: 'Hello', body: 'A question' } })).status).toBe(201)
  await subscribe(owner.token, 'basic', 'MONTHLY')
  const boundKeptUntil = plusYears(expirationDate(effective, TERM), 5)
  return { owner, bound, unbound: String(unbound.body.data.request_number), offerId, effective, boundKeptUntil }
}

async function deleteAccountOf(owner: CreatedUser) {
  const res = await http('DELETE', '/api/v1/me', { token: owner.token, body: { password: owner.password } })
  expect(res.status).toBe(200)
  return messageEnvelope(RetentionPlanJson).parse(res.body).data
}

describe('DELETE /api/v1/me with a bound policy', () => {
  it('erases profile, preferences, messages and sessions, and keeps the agency records restricted until their period ends', async () => {
    const { app } = await testServer()
    const admin = await createUser({ admin: true })
    const { owner, bound, unbound, boundKeptUntil } = await customerWithPolicy(admin)
    const unboundKeptUntil = plusYears(todayUtc(), 5)

    const plan = await deleteAccountOf(owner)
    expect(plan.kept.map((k) => [k.request_number, k.kept_until])).toEqual([[bound, boundKeptUntil], [unbound, unboundKeptUntil], [null, boundKeptUntil]])
    expect(plan.kept[0]?.why).toContain('after its policy ends on')
    expect(plan.kept[0]?.why).toContain('the law of California')
    expect(plan.kept[1]?.why).toContain('because no policy was bound')
    expect(plan.erased).toEqual(RETENTION.accountData.records)

    const user = await app.knex('users').where({ id: owner.user.id }).first()
    expect(user).toMatchObject({ first_name: 'Deleted user', email: `deleted-user-${owner.user.id}@deleted.invalid`, password_hash: null, tips: false, quote_notifications: false, retain_until: boundKeptUntil })
    for (const table of ['support_conversations', 'sessions', 'payment_cards', 'one_time_codes']) {
      expect(await app.knex(table).where({ user_id: owner.user.id }).select('id'), table).toEqual([])
    }
    const kept = await app.knex('insurance_requests').where({ user_id: owner.user.id }).orderBy('id').select('request_number', 'retain_until', 'restricted_at')
    expect(kept.map((r) => [r.request_number, r.retain_until, r.restricted_at !== null])).toEqual([[bound, boundKeptUntil, true], [unbound, unboundKeptUntil, true]])
    expect(await app.knex('consent_changes').where({ user_id: owner.user.id }).select('kind')).toEqual([{ kind: 'tips' }])
    expect(await app.knex('payments').where({ user_id: owner.user.id }).select('card_last4')).toEqual([{ card_last4: null }])
  })

  it('keeps nothing and erases the consent history of an account with no request and no payment', async () => {
    const { app } = await testServer()
    const me = await createUser()
    await http('PUT', '/api/v1/me/preferences', { token: me.token, body: { tips: true } })
    expect(await deleteAccountOf(me)).toEqual({ kept: [], erased: RETENTION.accountData.records })
    expect(await app.knex('consent_changes').where({ user_id: me.user.id }).select('id')).toEqual([])
    expect((await app.knex('users').where({ id: me.user.id }).first()).retain_until).toBeNull()
  })
})

describe('a deleted account\'s kept records', () => {
  it('are in no list, search, page or count, the customer\'s and the admin\'s alike', async () => {
    const admin = await createUser({ admin: true })
    const { owner, bound, unbound } = await customerWithPolicy(admin)
    const openBefore = (await http('GET', '/api/v1/admin/stats', { token: admin.token })).body.data.open_requests
    const subscriptionsBefore = (await http('GET', '/api/v1/admin/user_subscriptions?per_page=100', { token: admin.token })).body.meta.total
    await deleteAccountOf(owner)

    expect((await http('GET', '/api/v1/insurance_requests', { token: owner.token })).status).toBe(401)
    for (const number of [bound, unbound]) {
      const searched = await http('GET', `/api/v1/insurance_requests?search=${number}`, { token: admin.token })
      expect(searched.body.data, number).toEqual([])
      expect((await http('GET', `/api/v1/insurance_requests/${number}`, { token: admin.token })).status).toBe(404)
      expect((await http('GET', `/api/v1/insurance_requests/${number}/offers`, { token: admin.token })).status).toBe(404)
      expect((await http('PATCH', `/api/v1/insurance_requests/${number}`, { token: admin.token, body: { status: 'rejected' } })).status).toBe(404)
    }
    const list = await http('GET', '/api/v1/insurance_requests?per_page=100', { token: admin.token })
    expect(list.body.data.map((r: { request_number: string }) => r.request_number)).not.toContain(unbound)
    expect((await http('GET', '/api/v1/admin/stats', { token: admin.token })).body.data.open_requests).toBe(openBefore - 1)
    expect((await http('GET', '/api/v1/admin/user_subscriptions?per_page=100', { token: admin.token })).body.meta.total).toBe(subscriptionsBefore - 1)
    const page = await http('GET', `/api/v1/admin/users/${owner.user.id}`, { token: admin.token })
    expect([page.body.data.requests, page.body.data.request_count]).toEqual([[], 0])
  })

  it('are written about to no one: a queued announcement of options sends nothing', async () => {
    const { app } = await testServer()
    const admin = await createUser({ admin: true })
    const { owner, number } = await submittedRequest()
    await addOffer(admin, number, await createCarrier(admin))
    const change = await app.knex('request_status_changes as c').join('insurance_requests as r', 'r.id', 'c.insurance_request_id')
      .where({ 'r.request_number': number, 'c.to_status': 'quoted' }).first('c.id')
    await deleteAccountOf(owner)
    await enqueueJob(app.knex, { kind: 'announce_options', payload: { status_change_id: change.id }, runAt: new Date(0), dedupeKey: `test_announce:${change.id}` })
    while ((await runDueJobs(app)) > 0);
    expect(await app.knex('jobs').where({ kind: 'send_mail' }).whereLike('dedupe_key', `%options_ready:${change.id}%`).select('id')).toEqual([])
  })
})

/** A customer with a bound policy and one they added, each with an uploaded declarations page. */
async function customerWithBothPolicies() {
  const { app } = await testServer()
  const { owner, admin, number } = await boundPolicy()
  const boundId: number = (await app.knex('insurance_policies').where({ user_id: owner.user.id, origin: 'bound' }).first('id')).id
  const addedId = await addPolicy(owner)
  const storageKey = async (documentId: number): Promise<string> => (await app.knex('insurance_policy_documents').where({ id: documentId }).first('storage_key')).storage_key
  const boundKey = await storageKey(await uploadDeclarations(owner, boundId))
  const addedKey = await storageKey(await uploadDeclarations(owner, addedId))
  return { owner, admin, number, boundId, addedId, boundKey, addedKey }
}

const deleteFileJobs = async () => {
  const { app } = await testServer()
  return await app.knex('jobs').where({ kind: 'delete_stored_files' }).orderBy('id').select('payload', 'state')
}

describe('DELETE /api/v1/me with insurance policies', () => {
  it('shows neither policy anywhere afterwards: not in the admin list, page or documents', async () => {
    const { owner, admin, boundId, addedId } = await customerWithBothPolicies()
    const listed = async () => (await http('GET', '/api/v1/admin/policies?per_page=100', { token: admin.token })).body.data.map((p: { id: number }) => p.id)
    expect(await listed()).toEqual(expect.arrayContaining([boundId, addedId]))
    await deleteAccountOf(owner)

    expect(await listed()).not.toContain(boundId)
    expect(await listed()).not.toContain(addedId)
    for (const id of [boundId, addedId]) {
      for (const path of [`/api/v1/admin/policies/${id}`, `/api/v1/policies/${id}`, `/api/v1/policies/${id}/documents`]) {
        const res = await http('GET', path, { token: admin.token })
        expect([res.status, res.body.code], path).toEqual([404, 'not_found'])
      }
    }
  })

  it('erases the added policy with its history and documents, and deletes its file by a job that may run twice', async () => {
    const { app } = await testServer()
    const { owner, addedId, addedKey, boundKey } = await customerWithBothPolicies()
    const jobsBefore = (await deleteFileJobs()).length
    await deleteAccountOf(owner)

    for (const [table, column] of [['insurance_policies', 'id'], ['insurance_policy_events', 'insurance_policy_id'], ['insurance_policy_documents', 'insurance_policy_id']] as const) {
      expect(await app.knex(table).where({ [column]: addedId }).select('id'), table).toEqual([])
    }
    expect((await deleteFileJobs()).slice(jobsBefore)).toEqual([{ payload: { keys: [addedKey] }, state: 'queued' }])
    expect(await app.storage.exists(addedKey)).toBe(true)
    await runDueJobs(app, { kinds: ['delete_stored_files'] })
    expect(await app.storage.exists(addedKey)).toBe(false)
    await enqueueJob(app.knex, { kind: 'delete_stored_files', payload: { keys: [addedKey] }, runAt: new Date(0), dedupeKey: `test_again:${addedKey}` })
    await runDueJobs(app, { kinds: ['delete_stored_files'] })
    expect((await deleteFileJobs()).slice(jobsBefore).map((job) => job.state)).toEqual(['done', 'done'])
    expect(await app.storage.exists(boundKey)).toBe(true)
  })

  it('keeps the bound policy restricted, with its history, document and file', async () => {
    const { app } = await testServer()
    const { owner, boundId, boundKey } = await customerWithBothPolicies()
    await deleteAccountOf(owner)

    const kept = await app.knex('insurance_policies').where({ id: boundId }).first('origin', 'restricted_at')
    expect(kept.origin).toBe('bound')
    expect(kept.restricted_at).toBeInstanceOf(Date)
    expect((await app.knex('insurance_policy_events').where({ insurance_policy_id: boundId }).select('action')).map((e) => e.action)).toEqual(['policy_bound', 'document_uploaded'])
    expect(await app.knex('insurance_policy_documents').where({ insurance_policy_id: boundId }).pluck('storage_key')).toEqual([boundKey])
    await runDueJobs(app, { kinds: ['delete_stored_files'] })
    expect(await app.storage.exists(boundKey)).toBe(true)
  })
  it('takes no upload that was on its way when the account was deleted: no row, no stored file', async () => {
    const { app } = await testServer()
    const { owner, boundId, addedId } = await customerWithBothPolicies()
    const user = await User.query(app.knex).findById(owner.user.id)
    const loaded = await InsurancePolicy.query(app.knex).whereIn('id', [boundId, addedId]).orderBy('id')
    if (!user) throw new Error('the customer is missing')
    await deleteAccountOf(owner)
    for (const policy of loaded) {
      await expect(addPolicyDocument(app, user, policy, { file: await onePagePdf(), file_name: 'late.pdf', kind: 'other' })).rejects.toMatchObject({ status: 404 })
      // Only the declarations page uploaded before (the added one's until its delete job runs).
      expect(await app.storage.list(`policies/${policy.id}/`), String(policy.id)).toHaveLength(1)
    }
    expect(await app.knex('insurance_policy_documents').where({ file_name: 'late.pdf' }).select('id')).toEqual([])
  })
})

describe('POST /api/v1/admin/kept_records/:request_number/reads', () => {
  it('answers 422 without a reason, logging and showing nothing', async () => {
    const { app } = await testServer()
    const admin = await createUser({ admin: true })
    const { owner, bound } = await customerWithPolicy(admin)
    await deleteAccountOf(owner)
    for (const body of [{}, { reason: '   ' }]) {
      const res = await http('POST', `/api/v1/admin/kept_records/${bound}/reads`, { token: admin.token, body })
      expect(res.status).toBe(422)
      expect(res.body.fields).toEqual({ reason: 'Please say why you need to read this record.' })
    }
    expect(await app.knex('restricted_record_reads').where({ request_number: bound }).select('id')).toEqual([])
  })

  it('returns the kept record to an admin who gives a reason, and logs who read it and why', async () => {
    const { app } = await testServer()
    const admin = await createUser({ admin: true })
    const { owner, bound, offerId, effective, boundKeptUntil } = await customerWithPolicy(admin)
    await deleteAccountOf(owner)
    const res = await http('POST', `/api/v1/admin/kept_records/${bound.toLowerCase()}/reads`, { token: admin.token, body: { reason: 'Regulator examination CDI-2031-7' } })
    expect(res.status).toBe(200)
    const record = RestrictedRecordJson.parse(res.body.data)
    expect(record.insurance_request).toMatchObject({ request_number: bound, status: 'purchased', effective_date: effective })
    expect(record.offers.map((o) => [o.id, o.status])).toEqual([[offerId, 'bound']])
    expect(record.status_changes.map((c) => c.to_status)).toEqual(['purchased', 'quoted'])
    expect([record.policy?.policy_number, record.policy_documents]).toEqual([`POL-${offerId}-1`, []])
    expect(record.kept_until).toBe(boundKeptUntil)
    expect(await app.knex('restricted_record_reads').where({ request_number: bound }).select('admin_user_id', 'reason'))
      .toEqual([{ admin_user_id: admin.user.id, reason: 'Regulator examination CDI-2031-7' }])
  })

  it('shows the kept request\'s bound policy with its documents', async () => {
    const admin = await createUser({ admin: true })
    const { owner, number, boundId } = await customerWithBothPolicies()
    await deleteAccountOf(owner)
    const res = await http('POST', `/api/v1/admin/kept_records/${number}/reads`, { token: admin.token, body: { reason: 'Claim dispute 44' } })
    expect(res.status).toBe(200)
    const record = RestrictedRecordJson.parse(res.body.data)
    expect(record.policy).toMatchObject({ id: boundId, origin: 'bound', policy_number: 'HLM-2026-000123' })
    expect(record.policy_documents.map((d) => [d.policy_id, d.kind, d.file_name])).toEqual([[boundId, 'declarations', 'declarations.pdf']])
  })

  it('answers 404 for a request that is not kept (a live one), 403 to a customer and 401 to anyone signed out', async () => {
    const admin = await createUser({ admin: true })
    const { owner, number } = await submittedRequest()
    const body = { reason: 'Curious' }
    expect((await http('POST', `/api/v1/admin/kept_records/${number}/reads`, { token: admin.token, body })).status).toBe(404)
    expect((await http('POST', `/api/v1/admin/kept_records/${number}/reads`, { token: owner.token, body })).status).toBe(403)
    expect((await http('POST', `/api/v1/admin/kept_records/${number}/reads`, { body })).status).toBe(401)
  })
})

describe('GET /api/v1/admin/kept_records/reads', () => {
  const READS = '/api/v1/admin/kept_records/reads'

  it('lists every logged read, newest first, with who read which record, when and why, a page at a time', async () => {
    const admin = await createUser({ admin: true, first_name: 'Ada', last_name: 'Auditor' })
    const other = await createUser({ admin: true })
    const { owner, bound, unbound } = await customerWithPolicy(admin)
    await deleteAccountOf(owner)
    const before = listEnvelope(KeptRecordReadJson).parse((await http('GET', READS, { token: admin.token })).body).meta.total
    expect((await http('POST', `/api/v1/admin/kept_records/${bound}/reads`, { token: admin.token, body: { reason: 'Complaint CA-1' } })).status).toBe(200)
    expect((await http('POST', `/api/v1/admin/kept_records/${unbound}/reads`, { token: other.token, body: { reason: 'Audit 2031' } })).status).toBe(200)

    const res = await http('GET', `${READS}?per_page=2`, { token: admin.token })
    expect(res.status).toBe(200)
    const { data, meta } = listEnvelope(KeptRecordReadJson).parse(res.body)
    expect(meta).toEqual({ total: before + 2, page: 1, per_page: 2 })
    expect(data.map((read) => [read.request_number, read.reason, read.admin])).toEqual([
      [unbound, 'Audit 2031', { id: other.user.id, name: `${other.user.first_name} ${other.user.last_name}`, email: other.user.email }],
      [bound, 'Complaint CA-1', { id: admin.user.id, name: 'Ada Auditor', email: admin.user.email }],
    ])
    const second = listEnvelope(KeptRecordReadJson).parse((await http('GET', `${READS}?per_page=1&page=2`, { token: admin.token })).body)
    expect(second.data.map((read) => read.reason)).toEqual(['Complaint CA-1'])
  })

  it('answers 401 to anyone signed out, 403 to a customer and 422 to a bad page', async () => {
    expect((await http('GET', READS)).status).toBe(401)
    const customer = await createUser()
    const denied = await http('GET', READS, { token: customer.token })
    expect([denied.status, denied.body.data]).toEqual([403, undefined])
    const admin = await createUser({ admin: true })
    expect((await http('GET', `${READS}?page=zero`, { token: admin.token })).status).toBe(422)
  })
})

describe('the purge of kept records', () => {
  it('removes each request the day after its last kept day, not a day before, and the account\'s payments and consents after theirs', async () => {
    const { app, setNow } = await testServer()
    const admin = await createUser({ admin: true })
    const { owner, bound, unbound, boundKeptUntil } = await customerWithPolicy(admin)
    await deleteAccountOf(owner)
    const unboundKeptUntil = plusYears(todayUtc(), 5)
    const requests = async () => (await app.knex('insurance_requests').where({ user_id: owner.user.id }).orderBy('id').select('request_number')).map((r) => r.request_number)
    const own = async () => [
      (await app.knex('payments').where({ user_id: owner.user.id })).length,
      (await app.knex('consent_changes').where({ user_id: owner.user.id })).length,
    ]
    try {
      setNow(new Date(`${unboundKeptUntil}T23:59:59Z`))
      await purgeExpiredRecords(app)
      expect(await requests()).toEqual([bound, unbound])
      setNow(new Date(`${nextDay(unboundKeptUntil)}T00:00:01Z`))
      await purgeExpiredRecords(app)
      await purgeExpiredRecords(app)
      expect(await requests()).toEqual([bound])
      setNow(new Date(`${boundKeptUntil}T23:59:59Z`))
      await purgeExpiredRecords(app)
      expect([await requests(), await own()]).toEqual([[bound], [1, 1]])
      setNow(new Date(`${nextDay(boundKeptUntil)}T00:00:01Z`))
      await purgeExpiredRecords(app)
      await purgeExpiredRecords(app)
      expect([await requests(), await own()]).toEqual([[], [0, 0]])
      expect(await app.knex('offers').where({ insurance_request_id: app.knex('insurance_requests').where({ request_number: bound }).select('id') })).toEqual([])
      expect((await app.knex('users').where({ id: owner.user.id }).first()).retain_until).toBeNull()
    } finally {
      setNow(null)
    }
  })

  it('removes a bound policy, its document and its file together with its request when the period ends', async () => {
    const { app, setNow } = await testServer()
    const { owner, number, boundId, boundKey } = await customerWithBothPolicies()
    const plan = await deleteAccountOf(owner)
    const keptUntil = plan.kept.find((k) => k.request_number === number)?.kept_until
    if (!keptUntil) throw new Error('the bound request is not kept')
    const policyRows = async () => [
      (await app.knex('insurance_policies').where({ id: boundId })).length,
      (await app.knex('insurance_policy_documents').where({ insurance_policy_id: boundId })).length,
    ]
    try {
      setNow(new Date(`${keptUntil}T23:59:59Z`))
      await purgeExpiredRecords(app)
      expect(await policyRows()).toEqual([1, 1])
      setNow(new Date(`${nextDay(keptUntil)}T00:00:01Z`))
      await purgeExpiredRecords(app)
      await purgeExpiredRecords(app)
      expect(await policyRows()).toEqual([0, 0])
      expect(await app.knex('insurance_requests').where({ request_number: number }).select('id')).toEqual([])
      expect(await app.storage.exists(boundKey)).toBe(true)
      await runDueJobs(app, { kinds: ['delete_stored_files'] })
      expect(await app.storage.exists(boundKey)).toBe(false)
    } finally {
      setNow(null)
    }
  })

  it('is scheduled once a day however often the scheduler ticks, and runs through the worker', async () => {
    const { app, setNow } = await testServer()
    try {
      setNow(new Date('2031-05-06T07:08:09Z'))
      await schedulePeriodicJobs(app)
      await schedulePeriodicJobs(app)
      expect(await app.knex('jobs').where({ kind: 'purge_kept_records' }).select('dedupe_key', 'state')).toEqual([{ dedupe_key: 'purge_kept_records:2031-05-06', state: 'queued' }])
      await app.knex('jobs').where({ kind: 'purge_kept_records' }).update({ run_at: new Date(0) })
      await app.knex('jobs').whereNot({ kind: 'purge_kept_records' }).where({ state: 'queued' }).whereLike('dedupe_key', '%2031-05-06%').delete()
      await runDueJobs(app)
      expect(await app.knex('jobs').where({ kind: 'purge_kept_records' }).select('state')).toEqual([{ state: 'done' }])
    } finally {
      setNow(null)
    }
  })
})

describe('GET /api/v1/me/retention and the export', () => {
  it('say which records a deletion would keep, why and until when, before anything is deleted', async () => {
    const admin = await createUser({ admin: true })
    const { owner, bound, boundKeptUntil } = await customerWithPolicy(admin)
    const preview = RetentionPlanJson.parse((await http('GET', '/api/v1/me/retention', { token: owner.token })).body.data)
    expect(preview.kept[0]).toMatchObject({ request_number: bound, kept_until: boundKeptUntil })
    expect(preview.kept[0]?.record).toBe(`Quote request ${bound}: your answers, its offers, the policy binding and its audit trail`)
    const exported = await http('GET', '/api/v1/me/export', { token: owner.token })
    expect(exported.status).toBe(200)
    expect(AccountExportJson.parse(exported.body.data).retention).toEqual(preview)
    expect((await http('GET', '/api/v1/me/retention')).status).toBe(401)
    const other = await createUser()
    expect((await http('GET', '/api/v1/me/retention', { token: other.token })).body.data).toEqual({ kept: [], erased: RETENTION.accountData.records })
  })

  it('count a bound request\'s years from its policy\'s end as the policy now says, after an agent corrected its dates', async () => {
    const admin = await createUser({ admin: true })
    const { owner, bound, offerId, effective } = await customerWithPolicy(admin)
    const { app } = await testServer()
    const policy = await app.knex('insurance_policies').where({ offer_id: offerId }).first('id')
    const corrected = monthsAfterDay(effective, 1)
    const body = policyBody({ effective_date: corrected, term_months: TERM, down_payment: '700.00', instalment_count: 5 })
    const res = await http('PUT', `/api/v1/policies/${policy.id}`, { token: admin.token, body })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const preview = RetentionPlanJson.parse((await http('GET', '/api/v1/me/retention', { token: owner.token })).body.data)
    expect(preview.kept.find((kept) => kept.request_number === bound)?.kept_until).toBe(plusYears(expirationDate(corrected, TERM), 5))
  })
})
