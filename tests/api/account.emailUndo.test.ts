import { afterEach, describe, expect, it } from 'vitest'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { User } from '../../api/models/User.ts'
import { SecurityEvent } from '../../api/models/SecurityEvent.ts'
import { createUser, lastCodeTo, mailTo, uniqueEmail, type CreatedUser } from '../support/factories.ts'

afterEach(async () => {
  const { setNow } = await testServer()
  setNow(null)
})

/**
 * Moves the account to a new address, as a thief with a fresh session would; answers the undo link,
 * read from the notice to the address it had (`from`, the sign-up address unless it moved before).
 */
async function changeEmail(me: CreatedUser, from = me.email): Promise<{ next: string; link: URL }> {
  const next = uniqueEmail('taken')
  expect((await http('POST', '/api/v1/me/email', { token: me.token, body: { email: next } })).status).toBe(202)
  expect((await http('POST', '/api/v1/me/email/confirm', { token: me.token, body: { code: await lastCodeTo(next) } })).status).toBe(200)
  const [notice] = await mailTo(from)
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

describe('POST /api/v1/account/email_undo once the account has moved on', () => {
  it('refuses a link whose change was followed by another and keeps the newer address', async () => {
    const me = await createUser()
    const first = await changeEmail(me)
    const second = await changeEmail(me, first.next)
    const done = await http('POST', path(first.link))
    expect(done.status).toBe(200)
    expect(done.body).toContain('The account has changed since')
    expect((await http('GET', '/api/v1/me', { token: me.token })).body.data.email).toBe(second.next)
    expect((await http('GET', path(first.link))).body).toContain('The account has changed since')
  })

  it('uses up the account\'s other undo links with the one that was followed', async () => {
    const me = await createUser()
    const first = await changeEmail(me)
    const second = await changeEmail(me, first.next)
    expect((await http('POST', path(second.link))).body).toContain('Your e-mail address is back')
    expect((await User.query().findById(me.user.id))?.email).toBe(first.next)
    expect((await http('POST', path(first.link))).body).toContain('This link was already used')
    expect((await User.query().findById(me.user.id))?.email).toBe(first.next)
  })

  it('refuses once the account is deleted and leaves the deleted row as it is', async () => {
    const me = await createUser()
    const { link } = await changeEmail(me)
    expect((await http('DELETE', '/api/v1/me', { token: me.token, body: { password: me.password } })).status).toBe(200)
    expect((await http('POST', path(link))).body).toContain('This link is not valid')
    const row = await User.query().findById(me.user.id)
    expect(row?.email).toBe(`deleted-user-${me.user.id}@deleted.invalid`)
    expect(row?.email_verified_at).toBeNull()
    expect(await SecurityEvent.query().where({ user_id: me.user.id, kind: 'email_change_undone' }).resultSize()).toBe(0)
  })
})
