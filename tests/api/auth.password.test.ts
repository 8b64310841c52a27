import { describe, expect, it } from 'vitest'
import { AuthJson } from '../../shared/schemas/auth.ts'
import { http, randomIp } from '../support/http.ts'
import { expectRetryAfter } from '../support/retryAfter.ts'
import { testServer } from '../support/server.ts'
import { createUser, lastCodeTo, mailTo, uniqueEmail } from '../support/factories.ts'

const WRONG_CODE = 'The verification code you entered is incorrect or has expired. Please try again.'
const FORGOT_ANSWER = { data: null, message: 'If an account exists for that email, we have sent a code to reset its password.' }
const NEW_PASSWORD = 'brand-new-secret-77'
const FORGOT = '/api/v1/auth/password/forgot'

const resetBody = (email: string, code: string, password = NEW_PASSWORD) => ({ email, code, password, password_confirmation: password })

async function userRow(email: string) {
  const { app } = await testServer()
  return app.knex('users').whereRaw('lower(email) = lower(?)', [email]).first()
}

async function forgot(email: string) {
  const res = await http('POST', '/api/v1/auth/password/forgot', { body: { email } })
  expect(res.status).toBe(200)
  return lastCodeTo(email)
}

describe('POST /api/v1/auth/password/forgot', () => {
  it('mails a reset code to an existing address', async () => {
    const { email } = await createUser({ first_name: 'Monica' })
    const res = await http('POST', '/api/v1/auth/password/forgot', { body: { email: email.toUpperCase() } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual(FORGOT_ANSWER)
    const [mail] = await mailTo(email)
    expect(mail?.subject).toBe('Reset your GetQuote password')
    expect(mail?.code).toMatch(/^[0-9A-Z]{6}$/)
    expect(mail?.text_body).toContain('Hi Monica,')
    expect(mail?.html_body).toContain(mail?.code)
  })

  it('answers the same for an unknown address and mails nothing', async () => {
    const email = uniqueEmail('ghost')
    const res = await http('POST', '/api/v1/auth/password/forgot', { body: { email } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual(FORGOT_ANSWER)
    expect(await mailTo(email)).toHaveLength(0)
  })

  it('answers 422 for bad input', async () => {
    for (const body of [{}, { email: '' }, { email: { $ne: null } }, { email: `${'a'.repeat(10_000)}@example.com` }, ['a@example.com']]) {
      const res = await http('POST', '/api/v1/auth/password/forgot', { body })
      expect(res.status).toBe(422)
      expect(res.body.fields).toEqual({ email: 'Please enter a valid email address' })
    }
    expect((await http('POST', '/api/v1/auth/password/forgot', { rawBody: 'email=a@example.com' })).status).toBe(400)
  })

  it('limits one address to 5 an hour for an e-mail, with 429 and Retry-After, and leaves the owner theirs', async () => {
    const { email } = await createUser()
    const stranger = randomIp()
    const firstSentAt = Date.now()
    for (let i = 0; i < 5; i += 1) expect((await http('POST', FORGOT, { body: { email }, ip: stranger })).status, `request ${i + 1}`).toBe(200)
    const refused = await http('POST', FORGOT, { body: { email }, ip: stranger })
    expect(refused.status).toBe(429)
    expectRetryAfter(refused, 3600, firstSentAt)
    expect((await http('POST', FORGOT, { body: { email }, ip: randomIp() })).status).toBe(200)
    expect(await mailTo(email)).toHaveLength(6)
  })

  // 25 requests and 20 e-mails delivered: room for a busy machine.
  it('sends at most 20 an hour to an e-mail, however many addresses ask, and keeps the last code good', { timeout: 120_000 }, async () => {
    const { email } = await createUser()
    const statuses: number[] = []
    for (let i = 0; i < 25; i += 1) statuses.push((await http('POST', FORGOT, { body: { email }, ip: randomIp() })).status)
    expect(statuses).toEqual(Array<number>(25).fill(200))
    expect(await mailTo(email)).toHaveLength(20)
    expect((await http('POST', '/api/v1/auth/password/reset', { body: resetBody(email, await lastCodeTo(email)) })).status).toBe(200)
  })
})

describe('POST /api/v1/auth/password/reset', () => {
  it('sets the new password, signs in and ends every other session', async () => {
    const { email, password, token: oldToken } = await createUser()
    const code = await forgot(email)
    const res = await http('POST', '/api/v1/auth/password/reset', { body: resetBody(email, code) })
    expect(res.status).toBe(200)
    const auth = AuthJson.parse(res.body.data)
    expect(auth.user.email).toBe(email)
    expect((await http('GET', '/api/v1/me', { token: oldToken })).status).toBe(401)
    expect((await http('GET', '/api/v1/me', { token: auth.token })).status).toBe(200)
    expect((await http('POST', '/api/v1/auth/login', { body: { email, password } })).status).toBe(401)
    expect((await http('POST', '/api/v1/auth/login', { body: { email, password: NEW_PASSWORD } })).status).toBe(200)
    expect((await userRow(email)).password_hash).toMatch(/^\$argon2id\$/)
  })

  it('lets an applicant account set its first password and marks the address verified', async () => {
    const email = uniqueEmail('applicant')
    await http('POST', '/api/v1/auth/register_from_applicant', { body: { applicant: { first_name: 'Ann', last_name: 'Lee', email } } })
    expect((await http('POST', '/api/v1/auth/login', { body: { email, password: NEW_PASSWORD } })).status).toBe(401)
    const code = await forgot(email)
    expect((await http('POST', '/api/v1/auth/password/reset', { body: resetBody(email, code) })).status).toBe(200)
    expect((await userRow(email)).email_verified_at).not.toBeNull()
    expect((await http('POST', '/api/v1/auth/login', { body: { email, password: NEW_PASSWORD } })).status).toBe(200)
  })

  it('accepts a code only once', async () => {
    const { email } = await createUser()
    const code = await forgot(email)
    expect((await http('POST', '/api/v1/auth/password/reset', { body: resetBody(email, code) })).status).toBe(200)
    const again = await http('POST', '/api/v1/auth/password/reset', { body: resetBody(email, code, 'another-secret-88') })
    expect(again.status).toBe(422)
    expect(again.body).toEqual({ code: 'validation_failed', message: WRONG_CODE, errors: [WRONG_CODE], fields: { code: WRONG_CODE } })
  })

  it('refuses an expired, a wrong or a verification code and keeps the old password', async () => {
    const { setNow } = await testServer()
    const { email, password, user } = await createUser()
    const code = await forgot(email)
    try {
      setNow(new Date(Date.now() + 31 * 60_000))
      expect((await http('POST', '/api/v1/auth/password/reset', { body: resetBody(email, code) })).body.fields).toEqual({ code: WRONG_CODE })
    } finally {
      setNow(null)
    }
    await http('POST', '/api/v1/auth/resend_verification', { body: { email } })
    const verifyCode = await lastCodeTo(email)
    expect((await http('POST', '/api/v1/auth/password/reset', { body: resetBody(email, verifyCode) })).status).toBe(422)
    expect((await userRow(email)).password_hash).toBe(user.password_hash)
    expect((await http('POST', '/api/v1/auth/login', { body: { email, password } })).status).toBe(200)
  })

  it('locks an address out of a code after its 5 wrong tries, and a new code lets it in', async () => {
    const { email } = await createUser()
    const first = await forgot(email)
    const wrong = first === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'
    const ip = randomIp()
    for (let i = 0; i < 5; i += 1) await http('POST', '/api/v1/auth/password/reset', { body: resetBody(email, wrong), ip })
    const usedUp = await http('POST', '/api/v1/auth/password/reset', { body: resetBody(email, first), ip })
    expect(usedUp.status).toBe(422)
    expect(usedUp.body.fields).toEqual({ code: 'This code is used up after 5 wrong tries. Choose "Send a new code" to get a new code.' })
    const second = await forgot(email)
    expect((await http('POST', '/api/v1/auth/password/reset', { body: resetBody(email, second) })).status).toBe(200)
  })

  it('burns a code after 50 wrong tries from many addresses together, and a new code lets the owner in', async () => {
    const { email, password } = await createUser()
    const code = await forgot(email)
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'
    for (let address = 0; address < 10; address += 1) {
      const ip = randomIp()
      for (let i = 0; i < 5; i += 1) expect((await http('POST', '/api/v1/auth/password/reset', { body: resetBody(email, wrong), ip })).status).toBe(422)
    }
    const late = await http('POST', '/api/v1/auth/password/reset', { body: resetBody(email, code), ip: randomIp() })
    expect(late.status).toBe(422)
    expect(late.body.fields).toEqual({ code: WRONG_CODE })
    expect((await http('POST', '/api/v1/auth/login', { body: { email, password } })).status).toBe(200)
    expect((await http('POST', '/api/v1/auth/password/reset', { body: resetBody(email, await forgot(email)) })).status).toBe(200)
  })

  it('answers an unknown address like a wrong code', async () => {
    const res = await http('POST', '/api/v1/auth/password/reset', { body: resetBody(uniqueEmail('ghost'), 'ABC234') })
    expect(res.status).toBe(422)
    expect(res.body.fields).toEqual({ code: WRONG_CODE })
  })

  it('refuses a password built from the owner’s name without using up the code', async () => {
    const { email, user } = await createUser({ first_name: 'Morgan' })
    const code = await forgot(email)
    const res = await http('POST', '/api/v1/auth/password/reset', { body: resetBody(email, code, 'Morgan2026') })
    expect(res.status).toBe(422)
    expect(res.body.fields).toEqual({ password: 'Password cannot be built from your name, your email address or the site’s name.' })
    expect((await userRow(email)).password_hash).toBe(user.password_hash)
    expect((await http('POST', '/api/v1/auth/password/reset', { body: resetBody(email, code) })).status).toBe(200)
  })

  it('refuses a common password without using up the code', async () => {
    const { email, user } = await createUser()
    const code = await forgot(email)
    const res = await http('POST', '/api/v1/auth/password/reset', { body: resetBody(email, code, 'iloveyou') })
    expect(res.status).toBe(422)
    expect(res.body.fields).toEqual({ password: 'This password is too common. Please choose another.' })
    expect((await userRow(email)).password_hash).toBe(user.password_hash)
    expect((await http('POST', '/api/v1/auth/password/reset', { body: resetBody(email, code) })).status).toBe(200)
  })

  it('answers 422 with per-field messages for bad input and changes nothing', async () => {
    const { email, user } = await createUser()
    const code = await forgot(email)
    const cases: [unknown, Record<string, string>][] = [
      [{}, {
        email: 'Please enter a valid email address',
        code: 'Please enter the verification code sent to your email.',
        password: 'Password must be at least 6 characters',
        password_confirmation: 'Password confirmation is required',
      }],
      [{ ...resetBody(email, code), password_confirmation: 'different-1' }, { password_confirmation: 'Passwords do not match' }],
      [resetBody(email, code, 'x'.repeat(10_000)), { password: 'Password must be less than 100 characters' }],
      [{ ...resetBody(email, code), code: 123456 }, { code: 'Please enter the verification code sent to your email.' }],
      [[resetBody(email, code)], {
        email: 'Please enter a valid email address',
        code: 'Please enter the verification code sent to your email.',
        password: 'Password must be at least 6 characters',
        password_confirmation: 'Password confirmation is required',
      }],
    ]
    for (const [body, fields] of cases) {
      const res = await http('POST', '/api/v1/auth/password/reset', { body })
      expect(res.status).toBe(422)
      expect(res.body.fields).toEqual(fields)
    }
    expect((await http('POST', '/api/v1/auth/password/reset', { rawBody: '[1,' })).status).toBe(400)
    expect((await userRow(email)).password_hash).toBe(user.password_hash)
    expect((await http('POST', '/api/v1/auth/password/reset', { body: resetBody(email, code) })).status).toBe(200)
  })

  it('limits tries per IP with 429', async () => {
    const { email } = await createUser()
    const ip = randomIp()
    const firstSentAt = Date.now()
    for (let i = 0; i < 20; i += 1) await http('POST', '/api/v1/auth/password/reset', { body: resetBody(email, 'ABC234'), ip })
    const res = await http('POST', '/api/v1/auth/password/reset', { body: resetBody(email, 'ABC234'), ip })
    expect(res.status).toBe(429)
    expectRetryAfter(res, 15 * 60, firstSentAt)
  })
})
