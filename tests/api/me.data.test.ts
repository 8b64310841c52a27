import { describe, expect, it } from 'vitest'
import { User } from '../../api/models/User.ts'
import { AccountExportJson } from '../../shared/schemas/account.ts'
import { RETENTION } from '../../shared/constants/retention.ts'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, mailTo, uniqueEmail, type CreatedUser } from '../support/factories.ts'
import { validRequestBody } from '../support/insuranceRequestBodies.ts'
import { chargeThroughTheEmulator, createPending, subscribe } from './subscriptions.support.ts'
import { addOffer, createCarrier } from '../support/offers.ts'
import { runDueJobs } from '../../api/services/jobs/worker.ts'

chargeThroughTheEmulator()

async function withRecords(user: CreatedUser) {
  const request = await http('POST', '/api/v1/insurance_requests', { token: user.token, body: validRequestBody({ applicant: { email: user.email } }) })
  expect(request.status).toBe(201)
  const conversation = await http('POST', '/api/v1/support/conversations', { token: user.token, body: { subject: 'A question', body: 'My own words' } })
  expect(conversation.status).toBe(201)
  await http('PUT', '/api/v1/me/preferences', { token: user.token, body: { quote_notifications: true } })
  return String(request.body.data.request_number)
}

describe('GET /api/v1/me/export', () => {
  it("holds the customer's profile, requests with answers, messages, plans, payments, consents and sessions, and no one else's", async () => {
    const me = await createUser({ first_name: 'Exported', last_name: 'Person' })
    const other = await createUser()
    const mine = await withRecords(me)
    const theirs = await withRecords(other)
    await subscribe(me.token, 'basic', 'MONTHLY')
    const admin = await createUser({ admin: true })
    const carrierId = await createCarrier(admin)
    const myOffer = await addOffer(admin, mine, carrierId)
    await addOffer(admin, theirs, carrierId)

    const res = await http('GET', '/api/v1/me/export', { token: me.token })
    expect(res.status).toBe(200)
    const data = AccountExportJson.parse(res.body.data)
    expect(data.profile).toMatchObject({ id: me.user.id, email: me.email, name: 'Exported Person', email_verified: true })
    expect(data.insurance_requests.map((r) => r.request_number)).toEqual([mine])
    expect(data.insurance_requests[0]?.applicant?.email).toBe(me.email)
    expect(data.offers.map((o) => [o.id, o.request_number, o.premium])).toEqual([[myOffer, mine, '600.00']])
    expect(data.support_conversations.map((c) => c.messages.map((m) => m.body))).toEqual([['My own words']])
    expect(data.subscriptions.map((s) => [s.subscription_plan_name, s.status])).toEqual([['Basic', 'active']])
    expect(data.payments.map((p) => [p.amount, p.currency, p.status])).toEqual([['21.50', 'USD', 'completed']])
    expect(data.consents.map((c) => [c.kind, c.granted])).toEqual([['quote_notifications', true]])
    expect(data.sessions).toEqual([expect.objectContaining({ current: true, revoked_at: null })])
    const text = JSON.stringify(res.body)
    expect(text).not.toContain(theirs)
    expect(text).not.toContain(other.email)
    for (const secret of ['argon2', 'password_hash', 'last4', 'card_brand', 'square', 'code_hash', 'token']) expect(text).not.toContain(secret)
  })
})

describe('DELETE /api/v1/me', () => {
  it('needs the password and deletes nothing without it', async () => {
    const me = await createUser()
    const res = await http('DELETE', '/api/v1/me', { token: me.token, body: { password: 'not-mine-at-all' } })
    expect(res.status).toBe(422)
    expect(res.body.fields).toEqual({ password: 'The password is incorrect.' })
    const missing = await http('DELETE', '/api/v1/me', { token: me.token, body: {} })
    expect(missing.body.fields).toEqual({ password: 'Please enter your password' })
    expect((await User.query().findById(me.user.id))?.deleted_at).toBeNull()
  })

  it('erases personal data, revokes sessions, keeps anonymised payments and the restricted request, and says what it kept', async () => {
    const { app } = await testServer()
    const me = await createUser({ first_name: 'Gone', last_name: 'Soon' })
    const other = await createUser()
    const number = await withRecords(me)
    await withRecords(other)
    const subscriptionId = await subscribe(me.token, 'basic', 'MONTHLY')

    const res = await http('DELETE', '/api/v1/me', { token: me.token, body: { password: me.password } })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Your account has been deleted.')
    expect(res.body.data.erased).toEqual(RETENTION.accountData.records)
    expect(res.body.data.kept.map((k: { request_number: string | null }) => k.request_number)).toEqual([number, null])

    expect((await http('GET', '/api/v1/me', { token: me.token })).status).toBe(401)
    expect((await http('POST', '/api/v1/auth/login', { body: { email: me.email, password: me.password } })).status).toBe(401)
    const row = await User.query().findById(me.user.id)
    expect(row).toMatchObject({ first_name: 'Deleted user', last_name: `#${me.user.id}`, email: `deleted-user-${me.user.id}@deleted.invalid`, password_hash: null })
    for (const table of ['support_conversations', 'sessions', 'payment_cards', 'one_time_codes']) {
      expect(await app.knex(table).where({ user_id: me.user.id }).select('id'), table).toEqual([])
    }
    expect(await app.knex('mail_outbox').whereRaw('lower(to_address) = lower(?)', [me.email]).select('id')).toEqual([])
    const payments = await app.knex('payments').where({ user_id: me.user.id }).select('amount', 'status', 'card_last4', 'card_brand')
    expect(payments).toEqual([{ amount: '21.50', status: 'completed', card_last4: null, card_brand: null }])
    expect((await app.knex('subscriptions').where({ id: subscriptionId }).first()).status).toBe('canceled')
    expect(await app.knex('insurance_requests').where({ user_id: me.user.id }).whereNotNull('restricted_at').select('request_number')).toEqual([{ request_number: number }])
    // Only the charge's reconciliation outlives the account: money taken must end placed or refunded.
    expect(await app.knex('jobs').where({ finished_at: null }).whereRaw("(payload->>'subscription_id')::bigint = ?", [subscriptionId]).select('kind'))
      .toEqual([{ kind: 'payment_reconcile' }])
    // The other customer keeps everything.
    expect(await app.knex('insurance_requests').where({ user_id: other.user.id }).select('id')).toHaveLength(1)
    expect((await http('GET', '/api/v1/me', { token: other.token })).status).toBe(200)
  })

  it('cancels e-mail not sent yet to the person or about their offers, and keeps no copy of any', async () => {
    const { app } = await testServer()
    const lastName = `Erased${uniqueEmail('x').slice(2, 10)}`
    const me = await createUser({ first_name: 'Dana', last_name: lastName })
    const other = await createUser()
    const admin = await createUser({ admin: true })
    const number = await withRecords(me)
    // Delivered before the deletion: its job keeps the address (mailing.ts), which must go too.
    expect(await mailTo(me.email)).not.toEqual([])
    const offerId = await addOffer(admin, number, await createCarrier(admin))
    expect((await http('POST', `/api/v1/insurance_requests/${number}/offers/${offerId}/choose`, { token: me.token })).status).toBe(200)
    const movingTo = uniqueEmail('moving')
    expect((await http('POST', '/api/v1/me/email', { token: me.token, body: { email: movingTo } })).status).toBe(202)
    await withRecords(other)
    const queued = (what: string) => app.knex('jobs').where({ kind: 'send_mail', state: 'queued' }).whereRaw('strpos(lower(payload::text), lower(?)) > 0', [what])
    for (const what of [me.email, movingTo, lastName]) expect(await queued(what), what).not.toEqual([])

    expect((await http('DELETE', '/api/v1/me', { token: me.token, body: { password: me.password } })).status).toBe(200)
    for (const what of [me.email, movingTo, lastName]) {
      expect(await app.knex('jobs').whereRaw('strpos(lower(payload::text), lower(?)) > 0', [what]).select('id'), what).toEqual([])
    }
    expect(await app.knex('jobs').whereLike('dedupe_key', `mail:offer_chosen:${offerId}%`).distinct('state')).toEqual([{ state: 'canceled' }])
    while ((await runDueJobs(app)) > 0);
    expect(await mailTo(me.email)).toEqual([])
    expect(await mailTo(movingTo)).toEqual([])
    expect((await mailTo(admin.email)).filter((m) => m.text_body.includes(lastName))).toEqual([])
    expect(await mailTo(other.email)).not.toEqual([])
  })

  it('keeps no card on file for a purchase whose card was not kept yet', async () => {
    const { app } = await testServer()
    const me = await createUser()
    const subscriptionId = await createPending(me.token, 'basic', 'MONTHLY')
    const paid = await http('POST', '/api/v1/subscriptions/process-payment', { token: me.token, body: { subscription_id: subscriptionId, card_token: 'cnon:card-nonce-ok' } })
    expect(paid.status).toBe(200)
    expect((await http('DELETE', '/api/v1/me', { token: me.token, body: { password: me.password } })).status).toBe(200)
    while ((await runDueJobs(app)) > 0);
    expect(await app.knex('payment_cards').where({ user_id: me.user.id })).toEqual([])
    expect(await app.knex('square_emulator_objects').where({ type: 'customer' }).whereRaw("data->>'reference_id' = ?", [`user_${me.user.id}`])).toEqual([])
  })

  it('deletes the customer record at Square by a job queued with the deletion, which may run twice', async () => {
    const { app } = await testServer()
    const me = await createUser()
    await subscribe(me.token, 'basic', 'MONTHLY')
    const { square_customer_id: customerId, square_card_id: cardId } = await app.knex('payment_cards').where({ user_id: me.user.id }).first()
    const atSquare = () => app.knex('square_emulator_objects').whereIn('id', [customerId, cardId]).orderBy('type').pluck('type')
    expect(await atSquare()).toEqual(['card', 'customer'])

    expect((await http('DELETE', '/api/v1/me', { token: me.token, body: { password: me.password } })).status).toBe(200)
    const job = () => app.knex('jobs').where({ kind: 'delete_square_customer', dedupe_key: `square_customer_delete:${customerId}` })
    expect(await job().select('state', 'payload')).toEqual([{ state: 'queued', payload: { customer_id: customerId } }])
    while ((await runDueJobs(app)) > 0);
    expect(await atSquare()).toEqual([])
    expect(await job().first()).toMatchObject({ state: 'done', attempts: 1, last_error: null })

    // Run again (a worker that died before recording it done): Square's 404 counts as done.
    await job().update({ state: 'queued', finished_at: null, run_at: new Date() })
    while ((await runDueJobs(app)) > 0);
    expect(await job().first()).toMatchObject({ state: 'done', attempts: 2, last_error: null })
  })

  it('shows admins "Deleted user #id" and never the old e-mail', async () => {
    const me = await createUser({ first_name: 'Visible', last_name: 'Before' })
    const admin = await createUser({ admin: true })
    await http('DELETE', '/api/v1/me', { token: me.token, body: { password: me.password } })
    const res = await http('GET', `/api/v1/admin/users/${me.user.id}`, { token: admin.token })
    expect(res.status).toBe(200)
    expect(res.body.data.name).toBe(`Deleted user #${me.user.id}`)
    expect(JSON.stringify(res.body)).not.toContain(me.email)
  })

  it('lets the old address register a new account afterwards', async () => {
    const me = await createUser()
    await http('DELETE', '/api/v1/me', { token: me.token, body: { password: me.password } })
    const res = await http('POST', '/api/v1/auth/register', { body: { first_name: 'New', last_name: 'Start', email: me.email, password: 'another-secret-99', password_confirmation: 'another-secret-99' } })
    expect(res.status).toBe(202)
    const [mail] = await mailTo(me.email)
    expect(mail?.subject).toMatch(/^Your GetQuote verification code: /)
  })

  it('answers 403 to an administrator', async () => {
    const admin = await createUser({ admin: true })
    const res = await http('DELETE', '/api/v1/me', { token: admin.token, body: { password: admin.password } })
    expect(res.status).toBe(403)
    expect((await User.query().findById(admin.user.id))?.deleted_at).toBeNull()
  })
})
