import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isCommonPassword } from '../../api/services/commonPasswords.ts'
import { passwordLookalikes } from '../../shared/rules/passwordForms.ts'
import { AuthJson } from '../../shared/schemas/auth.ts'
import { PASSWORD_MESSAGES } from '../../shared/rules/passwordStrength.ts'
import { http, randomIp } from '../support/http.ts'
import { expectRetryAfter } from '../support/retryAfter.ts'
import { testServer } from '../support/server.ts'
import { createUser, lastCodeTo, mailTo, uniqueEmail } from '../support/factories.ts'
import { WEAK_PASSWORDS } from '../support/issue31Payloads.ts'

const validBody = (email = uniqueEmail('reg')) => ({
  first_name: 'Dana',
  last_name: 'Scully',
  email,
  password: 'trust-no-one-1993',
  password_confirmation: 'trust-no-one-1993',
})

/** The account rows for the address once the queued sign-up jobs have run (they make the account). */
async function usersWithEmail(email: string) {
  const { app } = await testServer()
  await mailTo(email)
  return app.knex('users').whereRaw('lower(email) = lower(?)', [email])
}

describe('POST /api/v1/auth/register', () => {
  const pending = (email: string) => ({ data: { requires_verification: true, user_email: email } })

  it('creates an unverified account, answers 202 and signs in only with the e-mailed code', async () => {
    const body = validBody()
    const res = await http('POST', '/api/v1/auth/register', { body })
    expect(res.status).toBe(202)
    expect(res.body).toEqual(pending(body.email))
    const [row] = await usersWithEmail(body.email)
    expect(row.email_verified_at).toBeNull()
    // Argon2id at this process's cost (NODE_ENV=test; tests/unit/api/passwords.test.ts pins OWASP's for every other).
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/)
    const verified = await http('POST', '/api/v1/auth/verify', { body: { email: body.email, password: await lastCodeTo(body.email) } })
    expect(verified.status).toBe(200)
    const auth = AuthJson.parse({ token: verified.body.token, user: verified.body.data.user })
    expect(auth.user).toMatchObject({ first_name: 'Dana', last_name: 'Scully', name: 'Dana Scully', email: body.email, admin: false, has_password: true })
    const me = await http('GET', '/api/v1/me', { token: auth.token })
    expect(me.status).toBe(200)
    expect(me.body.data.email).toBe(body.email)
  })

  it('sends a welcome e-mail with a text and an HTML part, and the code', async () => {
    const body = validBody()
    await http('POST', '/api/v1/auth/register', { body })
    const mail = await mailTo(body.email)
    expect(mail.map((message) => message.subject.replace(/: \S+$/, ': <code>')).sort()).toEqual(['Welcome to GetQuote', 'Your GetQuote verification code: <code>'])
    const welcome = mail.find((message) => message.subject === 'Welcome to GetQuote')
    expect(welcome?.text_body).toContain('Hi Dana,')
    expect(welcome?.html_body).toContain('GetQuote')
  })

  it('escapes the name in the HTML of the welcome e-mail', async () => {
    const body = { ...validBody(), first_name: '<script>alert(1)</script>' }
    expect((await http('POST', '/api/v1/auth/register', { body })).status).toBe(202)
    const welcome = (await mailTo(body.email)).find((message) => message.subject === 'Welcome to GetQuote')
    expect(welcome?.html_body).not.toContain('<script>')
    expect(welcome?.html_body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('makes the account in the queued job, whose payload then keeps no password hash', async () => {
    const { app } = await testServer()
    const body = validBody()
    expect((await http('POST', '/api/v1/auth/register', { body })).status).toBe(202)
    // The request did what it does for a known address: no row yet, one job.
    expect(await app.knex('users').where({ email: body.email })).toEqual([])
    const [queued] = await app.knex('jobs').where({ kind: 'account_mail' }).whereRaw("payload->>'to' = ?", [body.email])
    expect(queued.payload.account.password_hash).toMatch(/^\$argon2id\$/)
    expect(await usersWithEmail(body.email)).toHaveLength(1)
    const ran = await app.knex('jobs').where({ id: queued.id }).first()
    expect(ran.payload).toEqual({ to: body.email, purpose: 'sign_up' })
  })

  it('stores the e-mail in lower case and trims the names', async () => {
    const email = uniqueEmail('Mixed').toUpperCase()
    const res = await http('POST', '/api/v1/auth/register', { body: { ...validBody(email), first_name: '  Dana ' } })
    expect(res.status).toBe(202)
    expect(res.body).toEqual(pending(email.toLowerCase()))
    const [row] = await usersWithEmail(email)
    expect(row.email).toBe(email.toLowerCase())
    expect(row.first_name).toBe('Dana')
  })

  // Issue #31: a 409 "An account with this email already exists" told anyone who has an account.
  it('answers a known address exactly as a new one, leaves the account alone and tells its owner by e-mail', async () => {
    const existing = await createUser({ first_name: 'Walter' })
    const fresh = validBody()
    const known = await http('POST', '/api/v1/auth/register', { body: validBody(existing.email.toUpperCase()) })
    const unknown = await http('POST', '/api/v1/auth/register', { body: fresh })
    expect(known.status).toBe(unknown.status)
    expect(known.body).toEqual(pending(existing.email.toLowerCase()))
    expect(unknown.body).toEqual(pending(fresh.email))
    expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort())
    const rows = await usersWithEmail(existing.email)
    expect(rows).toHaveLength(1)
    expect(rows[0].password_hash).toBe(existing.user.password_hash)
    expect(rows[0].first_name).toBe('Walter')
    const [notice, ...others] = await mailTo(existing.email)
    expect(others).toEqual([])
    expect(notice?.subject).toBe('Someone tried to create a GetQuote account with your e-mail')
    expect(notice?.text_body).toContain('Hi Walter,')
    expect(notice?.text_body).toContain('/reset-password?email=')
    expect(notice?.code).toBeNull()
    const login = await http('POST', '/api/v1/auth/login', { body: { email: existing.email, password: existing.password } })
    expect(login.status).toBe(200)
  })

  it('creates one account when the same address registers twice in parallel, with one answer for both', async () => {
    const body = validBody()
    const answers = await Promise.all([1, 2].map(() => http('POST', '/api/v1/auth/register', { body })))
    expect(answers.map((res) => res.status)).toEqual([202, 202])
    expect(await usersWithEmail(body.email)).toHaveLength(1)
  })

  it('ships a list of 10,000 common passwords and checks it case-insensitively', () => {
    const list = fs.readFileSync(path.resolve(import.meta.dirname, '../../api/data/common-passwords.txt'), 'utf8').trim().split('\n')
    expect(new Set(list).size).toBe(10_000)
    expect(isCommonPassword(passwordLookalikes('QWERTY123'))).toBe(true)
    expect(isCommonPassword(passwordLookalikes('trust-no-one-1993'))).toBe(false)
  })

  it.each(['P@ssw0rd', 'PASSWORD', 'ＰＡＳＳＷＯＲＤ', 'pass\u200bword', 'P a s s w o r d', 'pássword', 'пароль123', 'M0nk3y!!', 'dragon2024'])(
    'finds %j on the list in spite of its disguise',
    (password) => {
      expect(isCommonPassword(passwordLookalikes(password))).toBe(true)
    },
  )

  // Issue #31: each of these was accepted by register.
  it.each(WEAK_PASSWORDS)('refuses %j with a reason and saves nothing', async (password) => {
    const body = { ...validBody(), password, password_confirmation: password }
    const res = await http('POST', '/api/v1/auth/register', { body })
    expect(res.status).toBe(422)
    expect(Object.keys(res.body.fields)).toEqual(['password'])
    expect(res.body.fields.password).toMatch(/^[A-Z].+\.$/)
    expect(await usersWithEmail(body.email)).toHaveLength(0)
  })

  it.each([
    ['six spaces', '      ', PASSWORD_MESSAGES.whitespace],
    ['one letter repeated', 'aaaaaa', PASSWORD_MESSAGES.repeated],
    ['letters in order', 'abcdef', PASSWORD_MESSAGES.sequential],
    ['the site name', 'getquote', PASSWORD_MESSAGES.personal],
    ['the first name and a year', 'dana1993', PASSWORD_MESSAGES.personal],
    ['the e-mail name', 'fox.mulder', PASSWORD_MESSAGES.personal],
    ['a common password and a digit', 'baseball7', PASSWORD_MESSAGES.common],
  ])('refuses %s as a password with a helpful message and saves nothing', async (_, password, message) => {
    const body = { ...validBody('fox.mulder@example.com'.replace('@', `+${Math.random().toString(36).slice(2, 8)}@`)), password, password_confirmation: password }
    const res = await http('POST', '/api/v1/auth/register', { body })
    expect(res.status).toBe(422)
    expect(res.body.fields).toEqual({ password: message })
    expect(await usersWithEmail(body.email)).toHaveLength(0)
  })

  it('refuses a password from the common-passwords list and saves nothing', async () => {
    const body = { ...validBody(), password: 'Password1', password_confirmation: 'Password1' }
    const res = await http('POST', '/api/v1/auth/register', { body })
    expect(res.status).toBe(422)
    expect(res.body.fields).toEqual({ password: 'This password is too common. Please choose another.' })
    expect(await usersWithEmail(body.email)).toHaveLength(0)
  })

  it('answers 422 with the spec messages for every missing field and saves nothing', async () => {
    const res = await http('POST', '/api/v1/auth/register', { body: {} })
    expect(res.status).toBe(422)
    expect(res.body.code).toBe('validation_failed')
    expect(res.body.fields).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Email is required',
      password: 'Password must be at least 6 characters',
      password_confirmation: 'Password confirmation is required',
    })
    expect(res.body.errors).toContain('Email is required')
  })

  it('answers 422 for a bad e-mail, short or long passwords and a mismatched confirmation', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ email: 'not-an-email' }, { email: 'Please enter a valid email address' }],
      [{ email: '   ' }, { email: 'Email is required' }],
      [{ first_name: '   ' }, { first_name: 'First name is required' }],
      [{ password: 'abc', password_confirmation: 'abc' }, { password: 'Password must be at least 6 characters' }],
      [{ password: 'x'.repeat(101), password_confirmation: 'x'.repeat(101) }, { password: 'Password must be less than 100 characters' }],
      [{ password_confirmation: 'something-else' }, { password_confirmation: 'Passwords do not match' }],
    ]
    for (const [override, fields] of cases) {
      const body = { ...validBody(), ...override }
      const res = await http('POST', '/api/v1/auth/register', { body })
      expect(res.status, JSON.stringify(override)).toBe(422)
      expect(res.body.fields, JSON.stringify(override)).toEqual(fields)
      if (typeof body.email === 'string') expect(await usersWithEmail(body.email)).toHaveLength(0)
    }
  })

  it('answers 422 for wrong types and 10,000-character strings', async () => {
    const long = 'a'.repeat(10_000)
    const res = await http('POST', '/api/v1/auth/register', {
      body: { first_name: long, last_name: ['x'], email: `${long}@example.com`, password: 12345678, password_confirmation: null },
    })
    expect(res.status).toBe(422)
    expect(res.body.fields).toEqual({
      first_name: 'Must be 100 characters or fewer',
      last_name: 'Last name is required',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      password_confirmation: 'Password confirmation is required',
    })
  })

  it('answers 422 with per-field messages when the body is an array', async () => {
    const res = await http('POST', '/api/v1/auth/register', { body: [validBody()] })
    expect(res.status).toBe(422)
    expect(Object.keys(res.body.fields)).toEqual(['first_name', 'last_name', 'email', 'password', 'password_confirmation'])
  })

  it('answers 400 for a body that is not JSON', async () => {
    const res = await http('POST', '/api/v1/auth/register', { rawBody: 'first_name=Dana' })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('malformed_json')
  })

  it('limits registrations per IP with 429 and Retry-After', async () => {
    const ip = randomIp()
    // Well-formed attempts count (a common password passes the schema, then is refused).
    const common = { password: 'password1', password_confirmation: 'password1' }
    const firstSentAt = Date.now()
    for (let i = 0; i < 10; i += 1) {
      const res = await http('POST', '/api/v1/auth/register', { body: { ...validBody(), ...common }, ip })
      expect(res.status).toBe(422)
    }
    const body = validBody()
    const res = await http('POST', '/api/v1/auth/register', { body, ip })
    expect(res.status).toBe(429)
    expect(res.body.code).toBe('rate_limited')
    expect(res.body.message).toBe('Too many attempts. Please wait a moment and try again.')
    expectRetryAfter(res, 3600, firstSentAt)
    expect(await usersWithEmail(body.email)).toHaveLength(0)
  })
})
