import { describe, expect, it } from 'vitest'
import { AuthJson } from '../../shared/schemas/auth.ts'
import { CODE_ALPHABET } from '../../shared/rules/codes.ts'
import { http, randomIp } from '../support/http.ts'
import { expectRetryAfter } from '../support/retryAfter.ts'
import { testServer } from '../support/server.ts'
import { createUser, lastCodeTo, mailTo, uniqueEmail } from '../support/factories.ts'

const WRONG_CODE = 'The verification code you entered is incorrect or has expired. Please try again.'
const WRONG_CODE_BODY = {
  code: 'validation_failed',
  message: WRONG_CODE,
  errors: [WRONG_CODE],
  fields: { password: WRONG_CODE },
}
const USED_UP = 'This code is used up after 5 wrong tries. Choose "Resend" to get a new code.'
const USED_UP_BODY = { code: 'validation_failed', message: USED_UP, errors: [USED_UP], fields: { password: USED_UP } }
const RESENT = { data: null, message: 'A new verification code has been sent to your email.' }

const applicant = (email = uniqueEmail('applicant')) => ({ applicant: { first_name: 'Jane', last_name: 'Doe', email } })

/** The account row for the address once the queued jobs have run (a new address's account is made by one). */
async function userRow(email: string) {
  const { app } = await testServer()
  await mailTo(email)
  return app.knex('users').whereRaw('lower(email) = lower(?)', [email]).first()
}

/** A code that is certainly not `code`, from the same alphabet. */
const otherCode = (code: string) => (code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA')

describe('POST /api/v1/auth/register_from_applicant', () => {
  it('creates an unverified account without a password and mails a verification code', async () => {
    const body = applicant()
    const res = await http('POST', '/api/v1/auth/register_from_applicant', { body })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ data: { requires_verification: true, user_email: body.applicant.email } })
    const row = await userRow(body.applicant.email)
    expect(row).toMatchObject({ first_name: 'Jane', last_name: 'Doe', password_hash: null, email_verified_at: null, admin: false })
    const [mail] = await mailTo(body.applicant.email)
    expect(mail?.subject).toMatch(/^Your GetQuote verification code: [0-9A-Z]{6}$/)
    expect(mail?.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{6}$`))
    expect(mail?.text_body).toContain(mail?.code)
    expect(mail?.html_body).toContain(mail?.code)
    expect(mail?.text_body).toContain('30 minutes')
  })

  it('stores only a keyed hash of the code', async () => {
    const { app } = await testServer()
    const body = applicant()
    await http('POST', '/api/v1/auth/register_from_applicant', { body })
    const code = await lastCodeTo(body.applicant.email)
    const row = await userRow(body.applicant.email)
    const stored = await app.knex('one_time_codes').where({ user_id: row.id })
    expect(stored).toHaveLength(1)
    expect(stored[0].code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(stored)).not.toContain(code)
  })

  it('gives the same answer for an existing account, changes nothing and signs nobody in', async () => {
    const { app } = await testServer()
    const existing = await createUser({ first_name: 'Owner' })
    const sessionsBefore = await app.knex('sessions').where({ user_id: existing.user.id }).count({ n: '*' })
    const res = await http('POST', '/api/v1/auth/register_from_applicant', {
      body: { applicant: { first_name: 'Mallory', last_name: 'Attacker', email: existing.email.toUpperCase() } },
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ data: { requires_verification: true, user_email: existing.email } })
    expect(JSON.stringify(res.body)).not.toMatch(/token/)
    const row = await userRow(existing.email)
    expect(row).toMatchObject({ first_name: 'Owner', password_hash: existing.user.password_hash })
    expect(row.email_verified_at).not.toBeNull()
    const sessionsAfter = await app.knex('sessions').where({ user_id: existing.user.id }).count({ n: '*' })
    expect(sessionsAfter).toEqual(sessionsBefore)
    const [mail] = await mailTo(existing.email)
    expect(mail?.text_body).toContain('Hi Owner,')
    expect((await http('POST', '/api/v1/auth/login', { body: { email: existing.email, password: existing.password } })).status).toBe(200)
  })

  it('makes one account and one live code when the same new address arrives in parallel', async () => {
    const { app } = await testServer()
    const body = applicant()
    const answers = await Promise.all([1, 2, 3].map(() => http('POST', '/api/v1/auth/register_from_applicant', { body })))
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200])
    await mailTo(body.applicant.email)
    const rows = await app.knex('users').whereRaw('lower(email) = lower(?)', [body.applicant.email])
    expect(rows).toHaveLength(1)
    // The codes are issued as the queued jobs run, each ending the one before.
    const code = await lastCodeTo(body.applicant.email)
    const live = await app.knex('one_time_codes').where({ user_id: rows[0].id, purpose: 'verify_email' }).whereNull('consumed_at')
    expect(live).toHaveLength(1)
    expect((await http('POST', '/api/v1/auth/verify', { body: { email: body.applicant.email, password: code } })).status).toBe(200)
  })

  it('answers 422 with per-field messages for bad input and saves nothing', async () => {
    const email = uniqueEmail('bad')
    const cases: [unknown, Record<string, string>][] = [
      [{}, { applicant: 'Please enter the applicant details.' }],
      [{ applicant: {} }, { 'applicant.first_name': 'First name is required', 'applicant.last_name': 'Last name is required', 'applicant.email': 'Email is required' }],
      [{ applicant: { first_name: 'x'.repeat(10_000), last_name: 7, email } }, { 'applicant.first_name': 'Must be 100 characters or fewer', 'applicant.last_name': 'Last name is required' }],
      [{ applicant: { first_name: 'Jane', last_name: 'Doe', email: 'nope' } }, { 'applicant.email': 'Please enter a valid email address' }],
      [[applicant(email)], { applicant: 'Please enter the applicant details.' }],
    ]
    for (const [body, fields] of cases) {
      const res = await http('POST', '/api/v1/auth/register_from_applicant', { body })
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422)
      expect(res.body.fields).toEqual(fields)
    }
    expect(await userRow(email)).toBeUndefined()
    expect(await mailTo(email)).toHaveLength(0)
  })

  it('limits one address to 5 in an hour with 429', async () => {
    const body = applicant()
    const firstSentAt = Date.now()
    for (let i = 0; i < 5; i += 1) expect((await http('POST', '/api/v1/auth/register_from_applicant', { body })).status).toBe(200)
    const res = await http('POST', '/api/v1/auth/register_from_applicant', { body })
    expect(res.status).toBe(429)
    expectRetryAfter(res, 3600, firstSentAt)
    expect(await mailTo(body.applicant.email)).toHaveLength(5)
  })
})

describe('POST /api/v1/auth/verify', () => {
  async function applicantWithCode() {
    const body = applicant()
    await http('POST', '/api/v1/auth/register_from_applicant', { body })
    return { email: body.applicant.email, code: await lastCodeTo(body.applicant.email) }
  }

  it('verifies the address and signs in, with the token at both places', async () => {
    const { email, code } = await applicantWithCode()
    const res = await http('POST', '/api/v1/auth/verify', { body: { email, password: code } })
    expect(res.status).toBe(200)
    const auth = AuthJson.parse(res.body.data)
    expect(res.body.token).toBe(auth.token)
    expect(auth.user).toMatchObject({ email, first_name: 'Jane', name: 'Jane Doe' })
    expect((await userRow(email)).email_verified_at).not.toBeNull()
    expect((await http('GET', '/api/v1/me', { token: auth.token })).body.data.email).toBe(email)
  })

  it('forgives lower case, spaces and dashes in the code', async () => {
    const { email, code } = await applicantWithCode()
    const typed = `${code.slice(0, 3).toLowerCase()} - ${code.slice(3).toLowerCase()}`
    expect((await http('POST', '/api/v1/auth/verify', { body: { email, password: typed } })).status).toBe(200)
  })

  it('accepts a code only once', async () => {
    const { email, code } = await applicantWithCode()
    expect((await http('POST', '/api/v1/auth/verify', { body: { email, password: code } })).status).toBe(200)
    const again = await http('POST', '/api/v1/auth/verify', { body: { email, password: code } })
    expect(again.status).toBe(422)
    expect(again.body).toEqual(WRONG_CODE_BODY)
  })

  it('refuses a code after 30 minutes', async () => {
    const { setNow } = await testServer()
    const { email, code } = await applicantWithCode()
    try {
      setNow(new Date(Date.now() + 30 * 60_000 + 1000))
      const res = await http('POST', '/api/v1/auth/verify', { body: { email, password: code } })
      expect(res.status).toBe(422)
      expect(res.body).toEqual(WRONG_CODE_BODY)
      setNow(new Date(Date.now() + 29 * 60_000))
      expect((await http('POST', '/api/v1/auth/verify', { body: { email, password: code } })).status).toBe(200)
    } finally {
      setNow(null)
    }
  })

  it('locks the guessing address out of a code after 5 wrong tries, says so, and leaves the code good elsewhere', async () => {
    const { email, code } = await applicantWithCode()
    const ip = randomIp()
    for (let i = 0; i < 4; i += 1) {
      const res = await http('POST', '/api/v1/auth/verify', { body: { email, password: otherCode(code) }, ip })
      expect(res.body).toEqual(WRONG_CODE_BODY)
    }
    const fifth = await http('POST', '/api/v1/auth/verify', { body: { email, password: otherCode(code) }, ip })
    expect(fifth.body).toEqual(USED_UP_BODY)
    const res = await http('POST', '/api/v1/auth/verify', { body: { email, password: code }, ip })
    expect(res.status).toBe(422)
    expect(res.body).toEqual(USED_UP_BODY)
    expect((await userRow(email)).email_verified_at).toBeNull()
    // Only the guessing address is locked out: the code in the owner's mailbox still works elsewhere.
    expect((await http('POST', '/api/v1/auth/verify', { body: { email, password: code } })).status).toBe(200)
  })

  it('still accepts the right code after 4 wrong tries', async () => {
    const { email, code } = await applicantWithCode()
    for (let i = 0; i < 4; i += 1) await http('POST', '/api/v1/auth/verify', { body: { email, password: otherCode(code) } })
    expect((await http('POST', '/api/v1/auth/verify', { body: { email, password: code } })).status).toBe(200)
  })

  it('replaces the previous code when a new one is sent', async () => {
    const { email, code: first } = await applicantWithCode()
    expect(await http('POST', '/api/v1/auth/resend_verification', { body: { email } })).toMatchObject({ status: 200, body: RESENT })
    const second = await lastCodeTo(email)
    if (first !== second) {
      expect((await http('POST', '/api/v1/auth/verify', { body: { email, password: first } })).body).toEqual(WRONG_CODE_BODY)
    }
    expect((await http('POST', '/api/v1/auth/verify', { body: { email, password: second } })).status).toBe(200)
  })

  it('answers an unknown address like a wrong code', async () => {
    const res = await http('POST', '/api/v1/auth/verify', { body: { email: uniqueEmail('ghost'), password: 'ABC234' } })
    expect(res.status).toBe(422)
    expect(res.body).toEqual(WRONG_CODE_BODY)
  })

  it('does not accept a password-reset code', async () => {
    const { email } = await createUser()
    await http('POST', '/api/v1/auth/password/forgot', { body: { email } })
    const resetCode = await lastCodeTo(email)
    expect((await http('POST', '/api/v1/auth/verify', { body: { email, password: resetCode } })).body).toEqual(WRONG_CODE_BODY)
  })

  it('answers 422 with per-field messages for bad input', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{}, { email: 'Please enter a valid email address', password: 'Please enter the verification code sent to your email.' }],
      [{ email: 'a@example.com', password: '' }, { password: 'Please enter the verification code sent to your email.' }],
      [{ email: 'a@example.com', password: 'ABCDEFG' }, { password: 'The code has 6 characters.' }],
      [{ email: ['a@example.com'], password: 123456 }, { email: 'Please enter a valid email address', password: 'Please enter the verification code sent to your email.' }],
      [{ email: 'a@example.com', password: 'x'.repeat(10_000) }, { password: 'The code has 6 characters.' }],
      [['a@example.com', 'ABC234'], { email: 'Please enter a valid email address', password: 'Please enter the verification code sent to your email.' }],
    ]
    for (const [body, fields] of cases) {
      const res = await http('POST', '/api/v1/auth/verify', { body })
      expect(res.status).toBe(422)
      expect(res.body.fields).toEqual(fields)
    }
    expect((await http('POST', '/api/v1/auth/verify', { rawBody: '{' })).status).toBe(400)
    expect((await http('POST', '/api/v1/auth/verify', { rawBody: '"ABC234"' })).status).toBe(400)
  })

  it('limits tries per address and machine with 429 and Retry-After', async () => {
    const { email, code } = await applicantWithCode()
    const ip = randomIp()
    const firstSentAt = Date.now()
    for (let i = 0; i < 15; i += 1) await http('POST', '/api/v1/auth/verify', { body: { email, password: otherCode(code) }, ip })
    const res = await http('POST', '/api/v1/auth/verify', { body: { email, password: code }, ip })
    expect(res.status).toBe(429)
    expectRetryAfter(res, 15 * 60, firstSentAt)
  })

  it('cannot be stopped by strangers: five machines’ wrong tries leave the owner’s code and tries alone', async () => {
    const { email, code } = await applicantWithCode()
    const strangers = [randomIp(), randomIp(), randomIp(), randomIp(), randomIp()]
    for (const ip of strangers) {
      for (let i = 0; i < 5; i += 1) expect((await http('POST', '/api/v1/auth/verify', { body: { email, password: otherCode(code) }, ip })).status).toBe(422)
      // Each stranger has used up their own tries at the code, the right one included.
      expect((await http('POST', '/api/v1/auth/verify', { body: { email, password: code }, ip })).body).toEqual(USED_UP_BODY)
    }
    const res = await http('POST', '/api/v1/auth/verify', { body: { email, password: code } })
    expect(res.status).toBe(200)
    expect(AuthJson.parse(res.body.data).user.email).toBe(email)
  })

  it('limits tries per IP with 429', async () => {
    const ip = randomIp()
    for (let i = 0; i < 30; i += 1) await http('POST', '/api/v1/auth/verify', { body: { email: uniqueEmail('spray'), password: 'ABC234' }, ip })
    const res = await http('POST', '/api/v1/auth/verify', { body: { email: uniqueEmail('spray'), password: 'ABC234' }, ip })
    expect(res.status).toBe(429)
  })
})

describe('POST /api/v1/auth/resend_verification', () => {
  it('mails a new code to an existing address', async () => {
    const { email } = await createUser()
    const res = await http('POST', '/api/v1/auth/resend_verification', { body: { email } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual(RESENT)
    expect(await lastCodeTo(email)).toMatch(/^[0-9A-Z]{6}$/)
  })

  it('answers the same for an unknown address and mails nothing', async () => {
    const email = uniqueEmail('ghost')
    const res = await http('POST', '/api/v1/auth/resend_verification', { body: { email } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual(RESENT)
    expect(await mailTo(email)).toHaveLength(0)
    expect(await userRow(email)).toBeUndefined()
  })

  it('answers 422 for bad input', async () => {
    for (const body of [{}, { email: 'nope' }, { email: 5 }, { email: `${'a'.repeat(10_000)}@example.com` }, []]) {
      const res = await http('POST', '/api/v1/auth/resend_verification', { body })
      expect(res.status).toBe(422)
      expect(res.body.fields).toEqual({ email: 'Please enter a valid email address' })
    }
  })

  it('limits resends per address and machine with 429', async () => {
    const { email } = await createUser()
    const ip = randomIp()
    const firstSentAt = Date.now()
    for (let i = 0; i < 5; i += 1) await http('POST', '/api/v1/auth/resend_verification', { body: { email }, ip })
    const res = await http('POST', '/api/v1/auth/resend_verification', { body: { email }, ip })
    expect(res.status).toBe(429)
    expectRetryAfter(res, 3600, firstSentAt)
    expect(await mailTo(email)).toHaveLength(5)
  })

  it('cannot be spent by strangers: the owner still gets a code that works, and the mailbox is not flooded', async () => {
    const body = applicant()
    const { email } = body.applicant
    await http('POST', '/api/v1/auth/register_from_applicant', { body })
    for (const ip of [randomIp(), randomIp(), randomIp(), randomIp(), randomIp()]) {
      for (let i = 0; i < 5; i += 1) expect((await http('POST', '/api/v1/auth/resend_verification', { body: { email }, ip })).status).toBe(200)
    }
    const owner = randomIp()
    const res = await http('POST', '/api/v1/auth/resend_verification', { body: { email }, ip: owner })
    expect(res.status).toBe(200)
    expect(res.body).toEqual(RESENT)
    // The sign-up's code, then 20 fresh ones in the hour; past that the code in the mailbox is kept.
    expect(await mailTo(email)).toHaveLength(21)
    const verified = await http('POST', '/api/v1/auth/verify', { body: { email, password: await lastCodeTo(email) }, ip: owner })
    expect(verified.status).toBe(200)
  })
})
