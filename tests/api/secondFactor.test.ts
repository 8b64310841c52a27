import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { generate } from 'otplib'
import { z } from 'zod'
import { http, randomIp, THIS_MACHINE } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, lastCodeTo, type CreatedUser } from '../support/factories.ts'
import { addPolicy } from '../support/policies.ts'
import { runDueJobs } from '../../api/services/jobs/worker.ts'
import { authorize } from '../../api/routes/defineRoute.ts'
import { AppError } from '../../api/errors.ts'
import { DEMO_ADMIN } from '../../api/db/seeds/demoAccounts.ts'
import { RecoveryCodesJson, SecondFactorJson, TotpSetupJson } from '../../shared/schemas/secondFactor.ts'

const REAUTH_REQUIRED = { code: 'reauthentication_required', message: 'Please enter your password again to continue.' }
const CODE_REQUIRED = { code: 'second_factor_required', message: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.' }
const WRONG_SIGN_IN_CODE = { code: 'unauthenticated', message: 'That code is not right. Enter the newest code from your authenticator app, or an unused recovery code.' }
const SETUP_REQUIRED = {
  code: 'second_factor_setup_required',
  message: 'Administrators must use a second factor. Set up an authenticator app in your account, or sign in again with its code.',
}
const WRONG_SETUP_CODE = 'That code is not right. Check that the time on your phone is set automatically, and enter the newest code.'
const ADMIN_ROUTE = '/api/v1/admin/carriers'

/** The app's clock, held still so the test computes the same codes the server expects. */
let now = new Date()

beforeEach(async () => {
  now = new Date()
  ;(await testServer()).setNow(now)
})

afterEach(async () => {
  ;(await testServer()).setNow(null)
})

async function moveClock(seconds: number): Promise<void> {
  now = new Date(now.getTime() + seconds * 1000)
  ;(await testServer()).setNow(now)
}

const codeFor = (secret: string) => generate({ secret, epoch: Math.floor(now.getTime() / 1000) })

async function status(token: string): Promise<SecondFactorJson> {
  const res = await http('GET', '/api/v1/me/second_factor', { token })
  expect(res.status).toBe(200)
  return z.strictObject({ data: SecondFactorJson }).parse(res.body).data
}

async function securityKinds(userId: number): Promise<string[]> {
  const { app } = await testServer()
  await runDueJobs(app, { kinds: ['sign_in_failure'] })
  const rows: { kind: string }[] = await app.knex('security_events').where({ user_id: userId }).orderBy('id')
  return rows.map((row) => row.kind)
}

async function sessionCount(userId: number): Promise<number> {
  const { app } = await testServer()
  return Number((await app.knex('sessions').where({ user_id: userId }).count({ n: '*' }))[0]?.n)
}

/** Sets up an authenticator app through the API, as /account does: the secret and the recovery codes. */
async function setUpApp(account: CreatedUser): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await http('POST', '/api/v1/me/second_factor/totp', { token: account.token })
  expect(started.status).toBe(200)
  const { secret } = z.strictObject({ data: TotpSetupJson }).parse(started.body).data
  const confirmed = await http('POST', '/api/v1/me/second_factor/totp/confirm', { token: account.token, body: { code: await codeFor(secret) } })
  expect(confirmed.status).toBe(200)
  return { secret, recoveryCodes: confirmed.body.data.recovery_codes }
}

const logIn = (account: { email: string; password: string }, secondFactorCode?: string, ip = randomIp()) =>
  http('POST', '/api/v1/auth/login', { ip, body: { email: account.email, password: account.password, second_factor_code: secondFactorCode } })

describe('GET /api/v1/me/second_factor', () => {
  it('answers 401 to an anonymous caller', async () => {
    expect((await http('GET', '/api/v1/me/second_factor')).status).toBe(401)
  })

  it('tells a customer without an app that nothing is set up and the admin console is not theirs', async () => {
    const customer = await createUser()
    expect(await status(customer.token)).toEqual({ totp: null, recovery_codes_left: 0, passkeys: 0, session_verified: false, admin_console: 'not_admin' })
  })

  it('tells an admin without a second factor to set one up, and one with it that the console is open', async () => {
    const bare = await createUser({ admin: true, secondFactor: false })
    expect((await status(bare.token)).admin_console).toBe('setup_required')
    const ready = await createUser({ admin: true })
    expect(await status(ready.token)).toEqual({
      totp: { confirmed_at: now.toISOString(), last_used_at: null },
      recovery_codes_left: 0,
      passkeys: 0,
      session_verified: true,
      admin_console: 'allowed',
    })
  })
})

describe('POST /api/v1/me/second_factor/totp', () => {
  it('answers 401 to an anonymous caller', async () => {
    expect((await http('POST', '/api/v1/me/second_factor/totp')).status).toBe(401)
  })

  it('asks a session signed in more than 5 minutes ago for the password again, and keeps nothing', async () => {
    const customer = await createUser()
    await moveClock(6 * 60)
    const res = await http('POST', '/api/v1/me/second_factor/totp', { token: customer.token })
    expect(res.status).toBe(403)
    expect(res.body).toEqual(REAUTH_REQUIRED)
    expect(await (await testServer()).app.knex('totp_authenticators').where({ user_id: customer.user.id })).toEqual([])
  })

  it('gives the secret and its otpauth URI once, and stores the secret only sealed', async () => {
    const customer = await createUser()
    const res = await http('POST', '/api/v1/me/second_factor/totp', { token: customer.token })
    expect(res.status).toBe(200)
    const { secret, otpauth_uri } = TotpSetupJson.parse(res.body.data)
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
    const uri = new URL(otpauth_uri)
    expect(uri.protocol).toBe('otpauth:')
    expect(uri.searchParams.get('secret')).toBe(secret)
    expect(uri.searchParams.get('issuer')).toBe('GetQuote')
    const [row] = await (await testServer()).app.knex('totp_authenticators').where({ user_id: customer.user.id })
    expect(row.secret_ciphertext).not.toContain(secret)
    expect(row.confirmed_at).toBeNull()
    // Not confirmed: nothing is asked at sign-in yet, and the status shows no app.
    expect((await status(customer.token)).totp).toBeNull()
    expect((await logIn(customer)).status).toBe(200)
  })

  it('answers 409 to an account whose app is already set up', async () => {
    const customer = await createUser({ secondFactor: true })
    const res = await http('POST', '/api/v1/me/second_factor/totp', { token: customer.token })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('Your account already has an authenticator app. Remove it first to set up another.')
  })
})

describe('POST /api/v1/me/second_factor/totp/confirm', () => {
  it('refuses a wrong code with the field’s message and sets nothing up', async () => {
    const customer = await createUser()
    expect((await http('POST', '/api/v1/me/second_factor/totp', { token: customer.token })).status).toBe(200)
    const res = await http('POST', '/api/v1/me/second_factor/totp/confirm', { token: customer.token, body: { code: '000000' } })
    expect(res.status).toBe(422)
    expect(res.body).toEqual({ code: 'validation_failed', message: WRONG_SETUP_CODE, errors: [WRONG_SETUP_CODE], fields: { code: WRONG_SETUP_CODE } })
    expect(await status(customer.token)).toEqual({ totp: null, recovery_codes_left: 0, passkeys: 0, session_verified: false, admin_console: 'not_admin' })
    expect(await securityKinds(customer.user.id)).toEqual([])
  })

  it('answers 409 when no setup was started', async () => {
    const customer = await createUser()
    const res = await http('POST', '/api/v1/me/second_factor/totp/confirm', { token: customer.token, body: { code: '123456' } })
    expect(res.status).toBe(409)
  })

  it('confirms the app with its code, answers ten distinct recovery codes once, and keeps only their hashes', async () => {
    const customer = await createUser()
    const { recoveryCodes } = await setUpApp(customer)
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/)
    const stored: { code_hash: string }[] = await (await testServer()).app.knex('recovery_codes').where({ user_id: customer.user.id })
    expect(stored).toHaveLength(10)
    for (const row of stored) expect(recoveryCodes.map((code) => code.replace('-', ''))).not.toContain(row.code_hash)
    expect(await status(customer.token)).toEqual({
      totp: { confirmed_at: now.toISOString(), last_used_at: now.toISOString() },
      recovery_codes_left: 10,
      passkeys: 0,
      session_verified: true,
      admin_console: 'not_admin',
    })
    expect(await securityKinds(customer.user.id)).toEqual(['second_factor_added'])
  })

  it('opens the admin console to the admin who set it up, on the same session', async () => {
    const admin = await createUser({ admin: true, secondFactor: false })
    expect((await http('GET', ADMIN_ROUTE, { token: admin.token })).body).toEqual(SETUP_REQUIRED)
    await setUpApp(admin)
    expect((await http('GET', ADMIN_ROUTE, { token: admin.token })).status).toBe(200)
  })
})

describe('POST /api/v1/auth/login with an authenticator app', () => {
  it('asks for the app’s code after the right password and starts no session without it', async () => {
    const customer = await createUser()
    await setUpApp(customer)
    const sessionsBefore = await sessionCount(customer.user.id)
    const res = await logIn(customer)
    expect(res.status).toBe(403)
    expect(res.body).toEqual(CODE_REQUIRED)
    expect(await sessionCount(customer.user.id)).toBe(sessionsBefore)
  })

  it('answers a wrong password as before, without asking for the code', async () => {
    const customer = await createUser()
    await setUpApp(customer)
    const res = await logIn({ email: customer.email, password: 'not-the-password-1' }, '123456')
    expect(res.status).toBe(401)
    expect(res.body.message).toBe('Invalid email or password')
  })

  it('refuses a wrong code, starts no session and logs the failure', async () => {
    const customer = await createUser()
    const { secret } = await setUpApp(customer)
    await moveClock(30)
    const right = await codeFor(secret)
    const wrong = right === '000000' ? '111111' : '000000'
    const sessionsBefore = await sessionCount(customer.user.id)
    const res = await logIn(customer, wrong)
    expect(res.status).toBe(401)
    expect(res.body).toEqual(WRONG_SIGN_IN_CODE)
    expect(await sessionCount(customer.user.id)).toBe(sessionsBefore)
    expect(await securityKinds(customer.user.id)).toEqual(['second_factor_added', 'second_factor_failed'])
  })

  it('signs in with the app’s code into a session that passed the second factor', async () => {
    const admin = await createUser({ admin: true, secondFactor: false })
    const { secret } = await setUpApp(admin)
    await moveClock(30)
    const res = await logIn(admin, await codeFor(secret))
    expect(res.status).toBe(200)
    expect((await http('GET', ADMIN_ROUTE, { token: res.body.data.token })).status).toBe(200)
    expect((await status(res.body.data.token)).session_verified).toBe(true)
    expect(await securityKinds(admin.user.id)).toEqual(['second_factor_added', 'signed_in'])
  })

  it('refuses the same code a second time within its window (replay), and takes the next one', async () => {
    const customer = await createUser()
    const { secret } = await setUpApp(customer)
    await moveClock(30)
    const code = await codeFor(secret)
    expect((await logIn(customer, code)).status).toBe(200)
    await moveClock(5)
    const replay = await logIn(customer, code)
    expect(replay.status).toBe(401)
    expect(replay.body).toEqual(WRONG_SIGN_IN_CODE)
    await moveClock(30)
    expect((await logIn(customer, await codeFor(secret))).status).toBe(200)
  })

  it('refuses the code the app was confirmed with (already used)', async () => {
    const customer = await createUser()
    const { secret } = await setUpApp(customer)
    expect((await logIn(customer, await codeFor(secret))).body).toEqual(WRONG_SIGN_IN_CODE)
  })

  it('signs in with a recovery code once, in any case and spacing, and logs it', async () => {
    const customer = await createUser()
    const { recoveryCodes } = await setUpApp(customer)
    const [code = ''] = recoveryCodes
    const first = await logIn(customer, ` ${code.toLowerCase().replace('-', ' ')} `)
    expect(first.status).toBe(200)
    expect((await status(first.body.data.token)).recovery_codes_left).toBe(9)
    const again = await logIn(customer, code)
    expect(again.status).toBe(401)
    expect(again.body).toEqual(WRONG_SIGN_IN_CODE)
    expect(await securityKinds(customer.user.id)).toEqual(['second_factor_added', 'recovery_code_used', 'signed_in', 'second_factor_failed'])
  })

  it('throttles code guesses from one address like password guesses', async () => {
    const customer = await createUser()
    await setUpApp(customer)
    const ip = randomIp()
    const answers: number[] = []
    for (let guess = 0; guess < 10 && !answers.includes(429); guess += 1) answers.push((await logIn(customer, `00000${guess}`, ip)).status)
    expect(answers).toContain(429)
    expect(answers.filter((answer) => answer === 401).length).toBeLessThanOrEqual(7)
  })
})

describe('admin routes and an admin session without a second factor', () => {
  it('refuses every admin route with 403 second_factor_setup_required', async () => {
    const admin = await createUser({ admin: true, secondFactor: false })
    const res = await http('GET', ADMIN_ROUTE, { token: admin.token })
    expect(res.status).toBe(403)
    expect(res.body).toEqual(SETUP_REQUIRED)
  })

  it('gives the admin only a customer’s view of the routes customers share', async () => {
    const owner = await createUser()
    const policyId = await addPolicy(owner)
    const bare = await createUser({ admin: true, secondFactor: false })
    expect((await http('GET', `/api/v1/policies/${policyId}`, { token: bare.token })).status).toBe(404)
    expect((await http('GET', '/api/v1/me', { token: bare.token })).body.data.admin).toBe(false)
    const ready = await createUser({ admin: true })
    expect((await http('GET', `/api/v1/policies/${policyId}`, { token: ready.token })).status).toBe(200)
  })

  it('lets the demo admin through from this machine on a default start, says so, and refuses it from another', async () => {
    const demo = await createUser({ admin: true, secondFactor: false, email: DEMO_ADMIN.email })
    expect((await http('GET', ADMIN_ROUTE, { token: demo.token, ip: THIS_MACHINE })).status).toBe(200)
    expect((await http('GET', '/api/v1/me/second_factor', { token: demo.token, ip: THIS_MACHINE })).body.data.admin_console).toBe('demo_exempt')
    // Another machine, as the trusted proxy forwards it: the same session is asked for a second factor.
    expect((await http('GET', ADMIN_ROUTE, { token: demo.token, ip: randomIp() })).body).toEqual(SETUP_REQUIRED)
    expect((await status(demo.token)).admin_console).toBe('setup_required')
    // The access check itself, told where the call came from.
    const actor = { user: demo.user, sessionId: 'x', secondFactor: false }
    expect(authorize('admin', actor, true)).toBe(actor)
    let refused: unknown
    try {
      authorize('admin', actor, false)
    } catch (error) {
      refused = error
    }
    expect(refused).toBeInstanceOf(AppError)
    expect(refused).toMatchObject({ status: 403, code: 'second_factor_setup_required' })
  })
})

describe('DELETE /api/v1/me/second_factor/totp', () => {
  it('asks a session signed in more than 5 minutes ago for the password again, and removes nothing', async () => {
    const customer = await createUser()
    await setUpApp(customer)
    await moveClock(6 * 60)
    const res = await http('DELETE', '/api/v1/me/second_factor/totp', { token: customer.token })
    expect(res.body).toEqual(REAUTH_REQUIRED)
    expect((await status(customer.token)).recovery_codes_left).toBe(10)
  })

  it('answers 404 when there is no app', async () => {
    const customer = await createUser()
    expect((await http('DELETE', '/api/v1/me/second_factor/totp', { token: customer.token })).status).toBe(404)
  })

  it('removes the app and its codes, closes the admin console to every session, and logs it', async () => {
    const admin = await createUser({ admin: true, secondFactor: false })
    await setUpApp(admin)
    const res = await http('DELETE', '/api/v1/me/second_factor/totp', { token: admin.token })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ data: null, message: 'Your authenticator app has been removed.' })
    expect(await status(admin.token)).toEqual({ totp: null, recovery_codes_left: 0, passkeys: 0, session_verified: false, admin_console: 'setup_required' })
    expect((await http('GET', ADMIN_ROUTE, { token: admin.token })).body).toEqual(SETUP_REQUIRED)
    expect((await logIn(admin)).status).toBe(200)
    expect(await securityKinds(admin.user.id)).toEqual(['second_factor_added', 'second_factor_removed', 'signed_in'])
  })
})

describe('POST /api/v1/me/second_factor/recovery_codes', () => {
  const renew = (token?: string) => http('POST', '/api/v1/me/second_factor/recovery_codes', { token })

  it('answers 401 to an anonymous caller', async () => {
    expect((await renew()).status).toBe(401)
  })

  it('answers 409 to a customer without an authenticator app, and makes no codes', async () => {
    const customer = await createUser()
    const res = await renew(customer.token)
    expect(res.status).toBe(409)
    expect(res.body).toEqual({ code: 'conflict', message: 'Recovery codes come with an authenticator app. Set one up first.' })
    expect(await (await testServer()).app.knex('recovery_codes').where({ user_id: customer.user.id })).toEqual([])
  })

  it('asks a session signed in more than 5 minutes ago for the password again, and the old codes keep working', async () => {
    const customer = await createUser()
    const { recoveryCodes } = await setUpApp(customer)
    await moveClock(6 * 60)
    expect((await renew(customer.token)).body).toEqual(REAUTH_REQUIRED)
    expect((await logIn(customer, recoveryCodes[0])).status).toBe(200)
  })

  it('gives an admin ten new codes once, keeps the app, makes the old codes useless, and logs it', async () => {
    const admin = await createUser({ admin: true, secondFactor: false })
    const { secret, recoveryCodes: oldCodes } = await setUpApp(admin)
    const res = await renew(admin.token)
    expect(res.status).toBe(200)
    const body = z.strictObject({ data: RecoveryCodesJson, message: z.literal('Your new recovery codes are ready. The old ones no longer work.') }).parse(res.body)
    const newCodes = body.data.recovery_codes
    expect(newCodes).toHaveLength(10)
    expect(new Set(newCodes).size).toBe(10)
    expect(newCodes.filter((code) => oldCodes.includes(code))).toEqual([])
    expect(await status(admin.token)).toMatchObject({ recovery_codes_left: 10, session_verified: true, admin_console: 'allowed' })
    expect((await http('GET', ADMIN_ROUTE, { token: admin.token })).status).toBe(200)
    expect((await logIn(admin, oldCodes[0])).body).toEqual(WRONG_SIGN_IN_CODE)
    expect((await logIn(admin, newCodes[0])).status).toBe(200)
    await moveClock(30)
    expect((await logIn(admin, await codeFor(secret))).status).toBe(200)
    expect(await securityKinds(admin.user.id)).toEqual([
      'second_factor_added',
      'recovery_codes_renewed',
      'second_factor_failed',
      'recovery_code_used',
      'signed_in',
      'signed_in',
    ])
  })
})

describe('POST /api/v1/auth/password/reset for an account with an authenticator app', () => {
  it('changes the password but starts no session: the owner logs in with it and the app’s code', async () => {
    const customer = await createUser()
    const { secret } = await setUpApp(customer)
    expect((await http('POST', '/api/v1/auth/password/forgot', { body: { email: customer.email } })).status).toBe(200)
    const password = 'Lantern-Orchard-Velvet-42'
    const sessionsBefore = await sessionCount(customer.user.id)
    const res = await http('POST', '/api/v1/auth/password/reset', {
      body: { email: customer.email, code: await lastCodeTo(customer.email), password, password_confirmation: password },
    })
    expect(res.status).toBe(403)
    expect(res.body).toEqual({
      code: 'second_factor_required',
      message: 'Your password has been changed. Log in with it and the code from your authenticator app, or with a passkey.',
    })
    // Every session ended and none started.
    expect(await sessionCount(customer.user.id)).toBe(sessionsBefore)
    expect((await http('GET', '/api/v1/me', { token: customer.token })).status).toBe(401)
    expect((await logIn({ email: customer.email, password })).body).toEqual(CODE_REQUIRED)
    await moveClock(30)
    expect((await logIn({ email: customer.email, password }, await codeFor(secret))).status).toBe(200)
  })
})
