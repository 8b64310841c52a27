import { afterEach, describe, expect, it } from 'vitest'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, lastCodeTo, mailTo, uniqueEmail } from '../support/factories.ts'

const REAUTH_REQUIRED = { code: 'reauthentication_required', message: 'Please enter your password again to continue.' }
const WRONG_PASSWORD = { code: 'validation_failed', message: 'Your password is incorrect.', errors: ['Your password is incorrect.'], fields: { password: 'Your password is incorrect.' } }

/** Moves the app clock past the five minutes a sign-in counts as recent: a token stolen later. */
async function laterBy(minutes: number): Promise<void> {
  const { setNow } = await testServer()
  setNow(new Date(Date.now() + minutes * 60_000))
}

afterEach(async () => {
  const { setNow } = await testServer()
  setNow(null)
})

async function authenticatedAt(token: string): Promise<Date> {
  const { app } = await testServer()
  const me = await http('GET', '/api/v1/me', { token })
  const row = await app.knex('sessions').where({ user_id: me.body.data.id }).orderBy('created_at', 'desc').first('authenticated_at')
  return row.authenticated_at
}

describe('POST /api/v1/me/reauthenticate', () => {
  it('answers 401 to an anonymous caller', async () => {
    expect((await http('POST', '/api/v1/me/reauthenticate', { body: { password: 'anything-1' } })).status).toBe(401)
  })

  it('refuses another customer’s password and leaves the session as it was', async () => {
    const me = await createUser()
    const other = await createUser({ password: 'other-person-pass-9' })
    await laterBy(6)
    const before = await authenticatedAt(me.token)
    const res = await http('POST', '/api/v1/me/reauthenticate', { token: me.token, body: { password: other.password } })
    expect(res.status).toBe(422)
    expect(res.body).toEqual(WRONG_PASSWORD)
    expect(await authenticatedAt(me.token)).toEqual(before)
    expect((await http('POST', '/api/v1/me/email', { token: me.token, body: { email: uniqueEmail('next') } })).body).toEqual(REAUTH_REQUIRED)
  })

  it('lets a customer with the right password make the change a stale session could not', async () => {
    const me = await createUser()
    await laterBy(6)
    const res = await http('POST', '/api/v1/me/reauthenticate', { token: me.token, body: { password: me.password } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ data: null, message: 'Thank you. You can continue.' })
    expect((await http('POST', '/api/v1/me/email', { token: me.token, body: { email: uniqueEmail('next') } })).status).toBe(202)
  })

  it('lets an admin confirm their own password too', async () => {
    const admin = await createUser({ admin: true })
    await laterBy(6)
    expect((await http('POST', '/api/v1/me/reauthenticate', { token: admin.token, body: { password: admin.password } })).status).toBe(200)
    expect((await http('GET', '/api/v1/me/export', { token: admin.token })).status).toBe(200)
  })

  it('answers 422 to a missing password', async () => {
    const me = await createUser()
    const res = await http('POST', '/api/v1/me/reauthenticate', { token: me.token, body: {} })
    expect(res.status).toBe(422)
    expect(Object.keys(res.body.fields)).toEqual(['password'])
  })
})

describe('changes to who you are with a stolen token', () => {
  it('cannot move the e-mail address: 403 and no code is sent', async () => {
    const me = await createUser()
    const attacker = uniqueEmail('attacker')
    await laterBy(6)
    const res = await http('POST', '/api/v1/me/email', { token: me.token, body: { email: attacker } })
    expect(res.status).toBe(403)
    expect(res.body).toEqual(REAUTH_REQUIRED)
    expect(await mailTo(attacker)).toEqual([])
  })

  it('cannot export the data', async () => {
    const me = await createUser()
    await laterBy(6)
    const res = await http('GET', '/api/v1/me/export', { token: me.token })
    expect(res.status).toBe(403)
    expect(res.body).toEqual(REAUTH_REQUIRED)
  })

  it('can change neither the password nor delete the account without the current password', async () => {
    const me = await createUser()
    await laterBy(6)
    const change = await http('PUT', '/api/v1/me/password', { token: me.token, body: { current_password: 'guess-guess-1', password: 'quiet-lantern-58', password_confirmation: 'quiet-lantern-58' } })
    expect(change.status).toBe(422)
    expect((await http('DELETE', '/api/v1/me', { token: me.token, body: { password: 'guess-guess-1' } })).status).toBe(422)
    expect((await http('GET', '/api/v1/me', { token: me.token })).status).toBe(200)
  })

  it('lets a session signed in within the last 5 minutes change the e-mail without asking again', async () => {
    const me = await createUser()
    await laterBy(4)
    expect((await http('POST', '/api/v1/me/email', { token: me.token, body: { email: uniqueEmail('next') } })).status).toBe(202)
  })

  it('counts the current password of a password change as a fresh proof', async () => {
    const me = await createUser()
    await laterBy(6)
    const body = { current_password: me.password, password: 'quiet-lantern-58', password_confirmation: 'quiet-lantern-58' }
    expect((await http('PUT', '/api/v1/me/password', { token: me.token, body })).status).toBe(200)
    const next = uniqueEmail('next')
    expect((await http('POST', '/api/v1/me/email', { token: me.token, body: { email: next } })).status).toBe(202)
    expect(await lastCodeTo(next)).toMatch(/^[A-Z0-9]{6}$/)
  })
})
