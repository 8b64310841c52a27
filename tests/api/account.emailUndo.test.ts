import { afterEach, describe, expect, it } from 'vitest'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, lastCodeTo, mailTo, uniqueEmail, type CreatedUser } from '../support/factories.ts'

afterEach(async () => {
  const { setNow } = await testServer()
  setNow(null)
})

/** Moves the account to a new address, as a thief with a fresh session would; answers the undo link. */
async function changeEmail(me: CreatedUser): Promise<{ next: string; link: URL }> {
  const next = uniqueEmail('taken')
  expect((await http('POST', '/api/v1/me/email', { token: me.token, body: { email: next } })).status).toBe(202)
  expect((await http('POST', '/api/v1/me/email/confirm', { token: me.token, body: { code: await lastCodeTo(next) } })).status).toBe(200)
  const [notice] = await mailTo(me.email)
  expect(notice?.subject).toBe('Your GetQuote e-mail address was changed')
  const href = /This wasn’t me: (\S+)/.exec(notice?.text_body ?? '')?.[1]
  expect(href).toBeDefined()
  return { next, link: new URL(href ?? '') }
}

const path = (link: URL) => `${link.pathname}${link.search}`

describe('GET /api/v1/account/email_undo', () => {
  it('opens a page with the undo button and changes nothing', async () => {
    const me = await createUser()
    const { next, link } = await changeEmail(me)
    const page = await http('GET', path(link))
    expect(page.status).toBe(200)
    expect(page.body).toContain('This wasn’t me: undo the change')
    expect((await http('GET', '/api/v1/me', { token: me.token })).body.data.email).toBe(next)
  })

  it('says a tampered link is not valid', async () => {
    const me = await createUser()
    const { link } = await changeEmail(me)
    const token = link.searchParams.get('token') ?? ''
    const page = await http('GET', `/api/v1/account/email_undo?token=${encodeURIComponent(`${token.slice(0, -2)}xx`)}`)
    expect(page.body).toContain('This link is not valid')
  })
})

describe('POST /api/v1/account/email_undo', () => {
  it('moves the account back to the old address once, ends every session and logs it', async () => {
    const me = await createUser()
    const { next, link } = await changeEmail(me)
    const done = await http('POST', path(link))
    expect(done.status).toBe(200)
    expect(done.body).toContain('Your e-mail address is back')
    expect((await http('GET', '/api/v1/me', { token: me.token })).status).toBe(401)
    expect((await http('POST', '/api/v1/auth/login', { body: { email: next, password: me.password } })).status).toBe(401)
    const back = await http('POST', '/api/v1/auth/login', { body: { email: me.email, password: me.password } })
    expect(back.status).toBe(200)
    const log = await http('GET', '/api/v1/me/security_log', { token: back.body.data.token })
    expect(log.body.data.slice(0, 3).map((event: { kind: string }) => event.kind)).toEqual(['signed_in', 'email_change_undone', 'email_changed'])
    expect((await http('POST', path(link))).body).toContain('This link was already used')
  })

  it('refuses after 7 days and when the link was not ours', async () => {
    const me = await createUser()
    const { next, link } = await changeEmail(me)
    expect((await http('POST', '/api/v1/account/email_undo?token=1.forged')).body).toContain('This link is not valid')
    const { setNow } = await testServer()
    setNow(new Date(Date.now() + 7 * 86_400_000 + 60_000))
    expect((await http('POST', path(link))).body).toContain('This link has expired')
    setNow(null)
    expect((await http('GET', '/api/v1/me', { token: me.token })).body.data.email).toBe(next)
  })
})
