import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { ESIGN_WITHDRAWAL_WORDING, ESIGN_WORDING, CONTACT_OPT_OUT_WORDING, contactConsentWording } from '../../shared/constants/consents.ts'
import { CallStatusJson, ContactConsentJson, EsignConsentJson, PaperMailTaskJson } from '../../shared/schemas/consents.ts'
import { collectionEnvelope, dataEnvelope, messageEnvelope } from '../../shared/schemas/envelope.ts'
import { download, http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, type CreatedUser } from '../support/factories.ts'
import { submittedRequest } from '../support/offers.ts'

async function ledger(userId: number, kind: string) {
  const { app } = await testServer()
  return (await app.knex('consent_changes').where({ user_id: userId, kind }).orderBy('id')).map((row) => [row.granted, row.source, row.wording, row.phone_number])
}

async function sampleCode(user: CreatedUser): Promise<string> {
  const res = await download('/api/v1/me/esign_consent/sample.pdf', user.token)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('application/pdf')
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.bytes)), { mergePages: true })
  const code = /Your code\s+([A-Z0-9]{6})/.exec(text)?.[1]
  if (!code) throw new Error(`no code in the sample: ${text}`)
  return code
}

describe('GET/POST/DELETE /api/v1/me/esign_consent', () => {
  it('answers 401 to anonymous callers on every verb and on the sample', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) expect((await http(method, '/api/v1/me/esign_consent', method === 'POST' ? { body: { code: 'ABCDEF' } } : {})).status).toBe(401)
    expect((await download('/api/v1/me/esign_consent/sample.pdf')).status).toBe(401)
  })

  it('cannot be given without the code printed in the sample PDF, and records nothing then', async () => {
    const customer = await createUser()
    const missing = await http('POST', '/api/v1/me/esign_consent', { token: customer.token, body: {} })
    expect([missing.status, missing.body.fields]).toEqual([422, { code: 'Type the code printed in the sample PDF' }])
    const wrong = await http('POST', '/api/v1/me/esign_consent', { token: customer.token, body: { code: 'ZZZZZZ' } })
    expect([wrong.status, wrong.body.fields]).toEqual([422, { code: 'Type the code printed in the sample PDF' }])
    const other = await createUser()
    const othersCode = await http('POST', '/api/v1/me/esign_consent', { token: customer.token, body: { code: await sampleCode(other) } })
    expect(othersCode.status).toBe(422)
    expect(await ledger(customer.user.id, 'esign')).toEqual([])
    expect(dataEnvelope(EsignConsentJson).parse((await http('GET', '/api/v1/me/esign_consent', { token: customer.token })).body).data).toEqual({ consented: false, consented_at: null })
  })

  it('records the consent with the disclosures word for word, once, and shows it', async () => {
    const customer = await createUser()
    const code = await sampleCode(customer)
    const res = await http('POST', '/api/v1/me/esign_consent', { token: customer.token, body: { code: code.toLowerCase() } })
    expect(res.status).toBe(200)
    const given = messageEnvelope(EsignConsentJson).parse(res.body)
    expect(given.data.consented).toBe(true)
    expect((await http('POST', '/api/v1/me/esign_consent', { token: customer.token, body: { code } })).status).toBe(200)
    expect(await ledger(customer.user.id, 'esign')).toEqual([[true, 'settings_page', ESIGN_WORDING, null]])
    expect(ESIGN_WORDING).toContain('Paper copies: You may ask for a paper copy of any document at any time, free of charge')
    const shown = (await http('GET', '/api/v1/me/consents', { token: customer.token })).body.data
    expect(shown.map((c: { kind: string; granted: boolean }) => [c.kind, c.granted])).toEqual([['esign', true]])
  })

  it('withdraws in one call: recorded, and an agent gets a task to mail paper, which admins alone see', async () => {
    const { owner: customer } = await submittedRequest()
    await http('POST', '/api/v1/me/esign_consent', { token: customer.token, body: { code: await sampleCode(customer) } })
    const res = await http('DELETE', '/api/v1/me/esign_consent', { token: customer.token })
    expect([res.status, res.body.message]).toEqual([200, 'Consent withdrawn. We will mail your documents on paper from now on.'])
    expect((await ledger(customer.user.id, 'esign')).at(-1)).toEqual([false, 'settings_page', ESIGN_WITHDRAWAL_WORDING, null])
    const again = await http('DELETE', '/api/v1/me/esign_consent', { token: customer.token })
    expect(again.status).toBe(409)

    const admin = await createUser({ admin: true })
    expect((await http('GET', '/api/v1/admin/paper_mail_tasks')).status).toBe(401)
    expect((await http('GET', '/api/v1/admin/paper_mail_tasks', { token: customer.token })).status).toBe(403)
    const tasks = collectionEnvelope(PaperMailTaskJson).parse((await http('GET', '/api/v1/admin/paper_mail_tasks', { token: admin.token })).body).data
    const task = tasks.find((t) => t.customer.id === customer.user.id)
    expect(task).toMatchObject({ customer: { name: `Dana ${customer.user.last_name}`, email: customer.email }, mailing_address: '1 Market Street, San Francisco, CA 94105', done_at: null })
    expect((await http('POST', `/api/v1/admin/paper_mail_tasks/${task?.id}/done`, { token: customer.token })).status).toBe(403)
    const done = await http('POST', `/api/v1/admin/paper_mail_tasks/${task?.id}/done`, { token: admin.token })
    expect(done.status).toBe(200)
    const open = collectionEnvelope(PaperMailTaskJson).parse((await http('GET', '/api/v1/admin/paper_mail_tasks', { token: admin.token })).body).data
    expect(open.some((t) => t.id === task?.id)).toBe(false)
    expect((await http('POST', '/api/v1/admin/paper_mail_tasks/999999999/done', { token: admin.token })).status).toBe(404)
  })
})

describe('GET/PUT /api/v1/me/contact_consent', () => {
  it('starts with no consent and the default hours; anonymous callers get 401', async () => {
    const customer = await createUser()
    expect((await http('GET', '/api/v1/me/contact_consent')).status).toBe(401)
    expect((await http('PUT', '/api/v1/me/contact_consent', { body: { consented: true } })).status).toBe(401)
    const res = await http('GET', '/api/v1/me/contact_consent', { token: customer.token })
    expect(dataEnvelope(ContactConsentJson).parse(res.body).data).toEqual({ consented: false, phone_number: null, hours_start: 8, hours_end: 21, changed_at: null })
  })

  it('refuses a yes without a number and hours that end before they start, recording nothing', async () => {
    const customer = await createUser()
    const noPhone = await http('PUT', '/api/v1/me/contact_consent', { token: customer.token, body: { consented: true } })
    expect([noPhone.status, noPhone.body.fields]).toEqual([422, { phone_number: 'Enter the number we may call or text' }])
    const hours = await http('PUT', '/api/v1/me/contact_consent', { token: customer.token, body: { consented: false, hours_start: 20, hours_end: 9 } })
    expect(hours.body.fields).toEqual({ hours_end: 'Choose hours from 0 to 24, the start before the end' })
    expect(await ledger(customer.user.id, 'calls_texts')).toEqual([])
  })

  it('records a yes from the wizard with its wording and number, and an opt-out from the account at once', async () => {
    const customer = await createUser()
    const yes = await http('PUT', '/api/v1/me/contact_consent', { token: customer.token, body: { consented: true, phone_number: '415.555.0134', source: 'wizard_checkbox' } })
    expect(messageEnvelope(ContactConsentJson).parse(yes.body).data).toMatchObject({ consented: true, phone_number: '(415) 555-0134' })
    const no = await http('PUT', '/api/v1/me/contact_consent', { token: customer.token, body: { consented: false, hours_start: 9, hours_end: 17 } })
    expect(messageEnvelope(ContactConsentJson).parse(no.body).data).toMatchObject({ consented: false, hours_start: 9, hours_end: 17 })
    expect(await ledger(customer.user.id, 'calls_texts')).toEqual([
      [true, 'wizard_checkbox', contactConsentWording('(415) 555-0134', 'wizard_checkbox'), '(415) 555-0134'],
      [false, 'settings_page', CONTACT_OPT_OUT_WORDING, '(415) 555-0134'],
    ])
  })
})

describe('GET /api/v1/admin/insurance_requests/:request_number/call_status', () => {
  const status = async (admin: CreatedUser, number: string) =>
    dataEnvelope(CallStatusJson).parse((await http('GET', `/api/v1/admin/insurance_requests/${number}/call_status`, { token: admin.token })).body).data

  it('says do not call without consent, may call within the hours, quiet hours outside them, opted out after a withdrawal', async () => {
    const { setNow } = await testServer()
    const admin = await createUser({ admin: true })
    const { owner, number } = await submittedRequest()
    try {
      // 18:00 UTC is 10:00 in San Francisco (PST); 06:00 UTC is 22:00 the evening before.
      setNow(new Date('2026-12-01T18:00:00Z'))
      expect(await status(admin, number)).toMatchObject({ status: 'no_consent', label: 'do not call (no consent)', time_zone: 'America/Los_Angeles' })
      await http('PUT', '/api/v1/me/contact_consent', { token: owner.token, body: { consented: true, phone_number: '(415) 555-0134' } })
      expect((await status(admin, number)).label).toBe('may call now')
      setNow(new Date('2026-12-01T06:00:00Z'))
      expect((await status(admin, number)).label).toBe('do not call (quiet hours)')
      setNow(new Date('2026-12-01T18:00:00Z'))
      await http('PUT', '/api/v1/me/contact_consent', { token: owner.token, body: { consented: true, phone_number: '(415) 555-9999' } })
      expect((await status(admin, number)).label).toBe('do not call (no consent)')
      await http('PUT', '/api/v1/me/contact_consent', { token: owner.token, body: { consented: false } })
      expect((await status(admin, number)).label).toBe('do not call (opted out)')
    } finally {
      setNow(null)
    }
  })

  it('answers 401 anonymous, 403 to the owner and 404 for an unknown request', async () => {
    const admin = await createUser({ admin: true })
    const { owner, number } = await submittedRequest()
    expect((await http('GET', `/api/v1/admin/insurance_requests/${number}/call_status`)).status).toBe(401)
    expect((await http('GET', `/api/v1/admin/insurance_requests/${number}/call_status`, { token: owner.token })).status).toBe(403)
    expect((await http('GET', '/api/v1/admin/insurance_requests/GQ-NOPE-0000/call_status', { token: admin.token })).status).toBe(404)
  })
})
