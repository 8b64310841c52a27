import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { SecurityEventJson } from '../../shared/schemas/securityLog.ts'
import { http, randomIp } from '../support/http.ts'
import { createUser, lastCodeTo, uniqueEmail } from '../support/factories.ts'
import { testServer } from '../support/server.ts'
import { runDueJobs } from '../../api/services/jobs/worker.ts'

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0'
const SecurityLogResponse = z.strictObject({ data: z.array(SecurityEventJson) })

async function securityLog(token: string) {
  // A failed sign-in's line is written by a queued job (the same work for a known and an unknown address).
  await runDueJobs((await testServer()).app, { kinds: ['sign_in_failure'] })
  const res = await http('GET', '/api/v1/me/security_log', { token })
  expect(res.status).toBe(200)
  return SecurityLogResponse.parse(res.body).data.map(({ kind, new_device, browser, os }) => ({ kind, new_device, browser, os }))
}

const logIn = (body: { email: string; password: string }, userAgent: string, cookie = '') =>
  http('POST', '/api/v1/auth/login', { body, ip: randomIp(), headers: cookie ? { 'user-agent': userAgent, cookie } : { 'user-agent': userAgent } })

describe('GET /api/v1/me/security_log', () => {
  it('answers 401 to an anonymous caller', async () => {
    expect((await http('GET', '/api/v1/me/security_log')).status).toBe(401)
  })

  it('lists a customer’s sign-ins with browser, system and new device, failures and sign-outs, newest first', async () => {
    const { email, password } = await createUser()
    expect((await logIn({ email, password: 'wrong-password-1' }, FIREFOX_WINDOWS)).status).toBe(401)
    const first = await logIn({ email, password }, CHROME_LINUX)
    const cookie = (first.headers.getSetCookie().find((value) => value.startsWith('gq_device=')) ?? '').split(';')[0] ?? ''
    const again = await logIn({ email, password }, CHROME_LINUX, cookie)
    const token: string = again.body.data.token
    expect((await http('DELETE', '/api/v1/auth/logout', { token: first.body.data.token, headers: { 'user-agent': CHROME_LINUX } })).status).toBe(200)
    expect(await securityLog(token)).toEqual([
      { kind: 'signed_out', new_device: null, browser: 'Chrome', os: 'Linux' },
      { kind: 'signed_in', new_device: false, browser: 'Chrome', os: 'Linux' },
      { kind: 'signed_in', new_device: true, browser: 'Chrome', os: 'Linux' },
      { kind: 'sign_in_failed', new_device: null, browser: 'Firefox', os: 'Windows' },
    ])
  })

  it('shows another customer none of them, and an admin only their own', async () => {
    const { email, password } = await createUser()
    await logIn({ email, password }, CHROME_LINUX)
    const other = await createUser()
    const admin = await createUser({ admin: true })
    expect(await securityLog(other.token)).toEqual([])
    expect(await securityLog(admin.token)).toEqual([])
  })

  it('records password and e-mail changes and signing out everywhere', async () => {
    const me = await createUser()
    const headers = { 'user-agent': FIREFOX_WINDOWS }
    const newPassword = { current_password: me.password, password: 'quiet-lantern-58', password_confirmation: 'quiet-lantern-58' }
    expect((await http('PUT', '/api/v1/me/password', { token: me.token, body: newPassword, headers })).status).toBe(200)
    const next = uniqueEmail('next')
    expect((await http('POST', '/api/v1/me/email', { token: me.token, body: { email: next } })).status).toBe(202)
    expect((await http('POST', '/api/v1/me/email/confirm', { token: me.token, body: { code: await lastCodeTo(next) }, headers })).status).toBe(200)
    expect((await http('POST', '/api/v1/me/sessions/revoke_all', { token: me.token, headers })).status).toBe(200)
    const back = await logIn({ email: next, password: 'quiet-lantern-58' }, CHROME_LINUX)
    expect((await securityLog(back.body.data.token)).map((event) => event.kind)).toEqual(['signed_in', 'signed_out_everywhere', 'email_changed', 'password_changed'])
  })
})

describe('signing in with an e-mailed code', () => {
  it('is in the security log as a sign-in from a new device', async () => {
    const email = uniqueEmail('wizard')
    const applicant = { first_name: 'Wiz', last_name: 'Ard', email }
    expect((await http('POST', '/api/v1/auth/register_from_applicant', { body: { applicant } })).status).toBe(200)
    const verified = await http('POST', '/api/v1/auth/verify', { body: { email, password: await lastCodeTo(email) }, headers: { 'user-agent': FIREFOX_WINDOWS } })
    expect(verified.status).toBe(200)
    expect(await securityLog(verified.body.token)).toEqual([{ kind: 'signed_in', new_device: true, browser: 'Firefox', os: 'Windows' }])
  })
})
