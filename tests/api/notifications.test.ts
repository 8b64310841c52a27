import { describe, expect, it } from 'vitest'
import { User } from '../../api/models/User.ts'
import { ConsentChange } from '../../api/models/ConsentChange.ts'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, mailTo } from '../support/factories.ts'
import { validRequestBody } from '../support/insuranceRequestBodies.ts'

const PATH = '/api/v1/insurance_requests'

/** An opted-in owner's request changes status; answers the e-mail's opt-out link and its headers. */
async function statusMail() {
  const owner = await createUser({ quote_notifications: true })
  const admin = await createUser({ admin: true })
  const created = await http('POST', PATH, { token: owner.token, body: validRequestBody() })
  await http('PUT', `${PATH}/${created.body.data.request_number}`, { token: admin.token, body: { insurance_request: { status: 'processing' } } })
  const [mail] = await mailTo(owner.email)
  const match = /https?:\/\/\S+\/api\/v1\/notifications\/unsubscribe\?[^\s"<]+/.exec(mail?.text_body ?? '')
  if (!match) throw new Error('no opt-out link in the status e-mail')
  const url = new URL(match[0])
  return { owner, mail, path: `${url.pathname}${url.search}`, token: url.searchParams.get('token') ?? '' }
}

const quoteNotifications = async (userId: number) => (await User.query().findById(userId))?.quote_notifications

describe('e-mails one may opt out of', () => {
  it('carry List-Unsubscribe with the link and List-Unsubscribe-Post for one-click (RFC 8058)', async () => {
    const { mail, path } = await statusMail()
    const { app } = await testServer()
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${app.config.publicUrl}${path}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })
})

describe('GET /api/v1/notifications/unsubscribe', () => {
  it('answers a confirmation page whose button posts, and changes nothing (mail scanners follow links)', async () => {
    const { owner, path } = await statusMail()
    for (let i = 0; i < 3; i += 1) {
      const res = await http('GET', path)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/html')
      expect(res.body).toContain('Stop quote and status updates e-mails?')
      expect(res.body).toContain('<form method="post" action="?kind=quote_notifications&amp;token=')
      expect(res.body).toContain('via=page')
    }
    expect(await quoteNotifications(owner.user.id)).toBe(true)
    expect(await ConsentChange.query().where({ user_id: owner.user.id })).toEqual([])
  })

  it('answers "not valid" to a forged, altered, other-kind or missing token', async () => {
    const { owner, token } = await statusMail()
    const victim = await createUser({ quote_notifications: true })
    const signature = token.split('.')[1] ?? ''
    const bad = [
      `kind=quote_notifications&token=${victim.user.id}.${signature}`,
      `kind=quote_notifications&token=${owner.user.id}.${signature.slice(0, -2)}AA`,
      `kind=tips&token=${encodeURIComponent(token)}`,
      'token=garbage',
      `token=${'x'.repeat(5000)}`,
      '',
    ]
    for (const query of bad) {
      const res = await http('GET', `/api/v1/notifications/unsubscribe?${query}`)
      expect(res.status, query).toBe(200)
      expect(res.body, query).toContain('This link is not valid')
    }
  })
})

describe('POST /api/v1/notifications/unsubscribe', () => {
  it('unsubscribes from the confirmation page button and records the consent change', async () => {
    const { owner, path } = await statusMail()
    const res = await http('POST', `${path}&via=page`, { rawBody: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.body).toContain('You are unsubscribed')
    expect(await quoteNotifications(owner.user.id)).toBe(false)
    const records = await ConsentChange.query().where({ user_id: owner.user.id })
    expect(records.map((r) => [r.kind, r.granted, r.source, r.wording])).toEqual([
      ['quote_notifications', false, 'email_link', 'Unsubscribe page opened from a link in an e-mail: "Stop quote and status updates e-mails?" with the button "Unsubscribe"'],
    ])
    // A second press is harmless and records nothing more.
    expect((await http('POST', `${path}&via=page`, { rawBody: '' })).body).toContain('You are unsubscribed')
    expect(await ConsentChange.query().where({ user_id: owner.user.id }).resultSize()).toBe(1)
  })

  it("works as a mail client's one-click POST of List-Unsubscribe=One-Click", async () => {
    const { owner, path } = await statusMail()
    const res = await http('POST', path, { rawBody: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(res.status).toBe(200)
    expect(await quoteNotifications(owner.user.id)).toBe(false)
    const [record] = await ConsentChange.query().where({ user_id: owner.user.id })
    expect(record?.wording).toBe('One-click unsubscribe offered by the mail app (List-Unsubscribe) on a quote and status updates e-mail')
  })

  it('stops the status e-mails afterwards', async () => {
    const { owner, path } = await statusMail()
    await http('POST', path, { rawBody: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    const admin = await createUser({ admin: true })
    const number = (await http('GET', PATH, { token: owner.token })).body.data[0].request_number
    // Back to pending: an intermediate status, whose e-mail follows the opt-in (a rejection is always sent).
    expect((await http('PUT', `${PATH}/${number}`, { token: admin.token, body: { insurance_request: { status: 'pending' } } })).status).toBe(200)
    expect((await mailTo(owner.email)).filter((m) => m.subject.includes('changed to pending'))).toEqual([])
  })

  it('changes nothing for a forged token', async () => {
    const { owner, token } = await statusMail()
    const victim = await createUser({ quote_notifications: true })
    const forged = `${victim.user.id}.${token.split('.')[1] ?? ''}`
    const res = await http('POST', `/api/v1/notifications/unsubscribe?kind=quote_notifications&token=${encodeURIComponent(forged)}`, { rawBody: '' })
    expect(res.body).toContain('This link is not valid')
    expect(await quoteNotifications(owner.user.id)).toBe(true)
    expect(await quoteNotifications(victim.user.id)).toBe(true)
  })
})

describe('the unsubscribe link of a deleted account', () => {
  it('is not valid any more, changes nothing and records no consent', async () => {
    const { app } = await testServer()
    const { owner, path } = await statusMail()
    expect((await http('DELETE', '/api/v1/me', { token: owner.token, body: { password: owner.password } })).status).toBe(200)
    const before = await app.knex('users').where({ id: owner.user.id }).first()
    expect((await http('GET', path)).body).toContain('This link is not valid')
    const oneClick = await http('POST', path, { rawBody: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(oneClick.body).toContain('This link is not valid')
    expect((await http('POST', `${path}&via=page`, { rawBody: '' })).body).toContain('This link is not valid')
    expect(await app.knex('users').where({ id: owner.user.id }).first()).toEqual(before)
    expect(await ConsentChange.query().where({ user_id: owner.user.id })).toEqual([])
  })
})
