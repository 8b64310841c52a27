import { generate } from 'otplib'
import { describe, expect, it } from 'vitest'
import { AuthJson } from '../../shared/schemas/auth.ts'
import { http, randomIp } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, lastCodeTo, uniqueEmail } from '../support/factories.ts'
import { PER_EMAIL_AND_ADDRESS } from '../../api/services/loginThrottle.ts'

const INVALID = { code: 'unauthenticated', message: 'Invalid email or password' }

describe('POST /api/v1/auth/login', () => {
  it('answers a token and the user for the right password, whatever the e-mail case', async () => {
    const { user, email, password } = await createUser({ first_name: 'Fox', last_name: 'Mulder' })
    const res = await http('POST', '/api/v1/auth/login', { body: { email: ` ${email.toUpperCase()} `, password } })
    expect(res.status).toBe(200)
    const auth = AuthJson.parse(res.body.data)
    expect(auth.user).toEqual({ id: user.id, first_name: 'Fox', last_name: 'Mulder', name: 'Fox Mulder', email, admin: false, has_password: true })
    const me = await http('GET', '/api/v1/me', { token: auth.token })
    expect(me.body.data.id).toBe(user.id)
  })

  it('tells an admin apart by the admin flag', async () => {
    // Admins have an authenticator app (tests/api/secondFactor.test.ts): its code is the second step.
    const { email, password, totpSecret } = await createUser({ admin: true })
    const second_factor_code = await generate({ secret: totpSecret ?? '' })
    const res = await http('POST', '/api/v1/auth/login', { body: { email, password, second_factor_code } })
    expect(res.body.data.user.admin).toBe(true)
  })

  it('answers the same 401 for a wrong password, an unknown e-mail and an account without a password', async () => {
    const { app } = await testServer()
    const { email } = await createUser()
    const passwordless = uniqueEmail('nopass')
    await app.knex('users').insert({ email: passwordless, first_name: 'No', last_name: 'Pass', password_hash: null })
    const attempts = [
      { email, password: 'wrong-password-1' },
      { email: uniqueEmail('nobody'), password: 'wrong-password-1' },
      { email: passwordless, password: 'wrong-password-1' },
    ]
    for (const body of attempts) {
      const res = await http('POST', '/api/v1/auth/login', { body })
      expect(res.status).toBe(401)
      expect(res.body).toEqual(INVALID)
    }
  })

  it('spends comparable time on an unknown e-mail and a wrong password', async () => {
    const { email } = await createUser()
    const time = async (body: object) => {
      const started = performance.now()
      await http('POST', '/api/v1/auth/login', { body })
      return performance.now() - started
    }
    // Warm both paths (the dummy hash is made on first use), then compare the fastest of several runs
    // each: a busy machine only ever adds time, so the fastest is the closest to the work itself.
    await time({ email: uniqueEmail('nobody'), password: 'wrong-password-1' })
    const round = async () => {
      const known: number[] = []
      const unknown: number[] = []
      for (let i = 0; i < 9; i += 1) {
        const forKnown = () => time({ email, password: 'wrong-password-1' })
        const forUnknown = () => time({ email: uniqueEmail('nobody'), password: 'wrong-password-1' })
        // Which goes first alternates, so a cost of going first or second falls on both alike.
        if (i % 2 === 0) {
          known.push(await forKnown())
          unknown.push(await forUnknown())
        } else {
          unknown.push(await forUnknown())
          known.push(await forKnown())
        }
      }
      return { known, unknown, comparable: Math.min(...unknown) > Math.min(...known) * 0.5 }
    }
    // Without the dummy hash the unknown e-mail would answer in a few ms against ~50 ms for argon2,
    // in every round; a burst of load on a shared machine can spoil one round, so a failed round is
    // measured again, up to three.
    const rounds: Awaited<ReturnType<typeof round>>[] = []
    for (let tries = 0; tries < 3 && !rounds.some((r) => r.comparable); tries += 1) rounds.push(await round())
    expect(rounds.some((r) => r.comparable), JSON.stringify(rounds)).toBe(true)
  })

  it('answers 422 with per-field messages for missing, mistyped and huge fields', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{}, { email: 'Please enter a valid email address', password: 'Password must be at least 6 characters' }],
      [{ email: 'x@example.com', password: 'short' }, { password: 'Password must be at least 6 characters' }],
      [{ email: 42, password: ['secret-1'] }, { email: 'Please enter a valid email address', password: 'Password must be at least 6 characters' }],
      [{ email: `${'a'.repeat(10_000)}@example.com`, password: 'b'.repeat(10_000) }, { email: 'Please enter a valid email address', password: 'Password must be less than 100 characters' }],
      [['x@example.com', 'secret-1'], { email: 'Please enter a valid email address', password: 'Password must be at least 6 characters' }],
    ]
    for (const [body, fields] of cases) {
      const res = await http('POST', '/api/v1/auth/login', { body })
      expect(res.status).toBe(422)
      expect(res.body.fields).toEqual(fields)
    }
  })

  it('answers 400 for a body that is not JSON', async () => {
    const res = await http('POST', '/api/v1/auth/login', { rawBody: '<xml/>' })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('malformed_json')
  })
})

const WRONG = 'wrong-password-1'
const CODE_REQUIRED = {
  code: 'sign_in_code_required',
  message: 'Too many sign-in attempts for this account from different places. ' +
    'If your password is right, we have e-mailed a sign-in code to the account’s address: enter it to continue.',
}

const logIn = (email: string, password: string, ip: string, cookie?: string) =>
  http('POST', '/api/v1/auth/login', { body: { email, password }, ip, headers: cookie ? { cookie } : {} })

/** The device cookie a successful sign-in leaves, as the browser sends it back. */
function deviceCookie(res: { headers: Headers }): string {
  const cookie = res.headers.getSetCookie().find((value) => value.startsWith('gq_device='))
  expect(cookie).toBeDefined()
  return (cookie ?? '').split(';')[0] ?? ''
}

/** How long the last failure of this e-mail on this address blocks it, in seconds (one statement sets both). */
async function waitLength(email: string, ip: string): Promise<number> {
  const { app } = await testServer()
  const { rows } = await app.knex.raw<{ rows: { wait: number }[] }>(
    "SELECT extract(epoch FROM blocked_until - (window_ends_at - make_interval(secs => ?)))::float8 AS wait FROM rate_limits WHERE key = ?",
    [PER_EMAIL_AND_ADDRESS.forgetSeconds, `login:email_ip:${email}|${ip}`],
  )
  return Number(rows[0]?.wait)
}

/** Stands in for a patient stranger: the back-off on this e-mail and address has run out. */
async function waitOutBackoff(email: string, ip: string): Promise<void> {
  const { app } = await testServer()
  await app.knex('rate_limits').where({ key: `login:email_ip:${email}|${ip}` }).update({ blocked_until: null })
}

describe('login throttling', () => {
  it('backs off one e-mail on one address exponentially, seconds rather than an hour', async () => {
    const { setNow } = await testServer()
    // The waits are read on the app's clock, which the test moves instead of waiting them out.
    let clock = Date.now()
    const wait = (ms: number) => {
      clock += ms
      setNow(new Date(clock))
    }
    wait(0)
    try {
      const { email, password } = await createUser()
      const ip = randomIp()
      for (let i = 0; i < 6; i += 1) expect((await logIn(email, WRONG, ip)).status, `attempt ${i + 1}`).toBe(401)
      const waiting = await logIn(email, password, ip)
      expect(waiting.status).toBe(429)
      expect(waiting.body).toEqual({ code: 'rate_limited', message: 'Too many attempts. Please wait a moment and try again.', details: { retry_after_seconds: 1 } })
      expect(waiting.headers.get('retry-after')).toBe('1')
      expect(await waitLength(email, ip)).toBe(1)
      wait(999)
      expect((await logIn(email, password, ip)).status).toBe(429)
      wait(1)
      expect((await logIn(email, WRONG, ip)).status).toBe(401)
      // Each further failure doubles the wait.
      expect(await waitLength(email, ip)).toBe(2)
      const doubled = await logIn(email, password, ip)
      expect([doubled.status, doubled.headers.get('retry-after')]).toEqual([429, '2'])
      wait(2_000)
      expect((await logIn(email, password, ip)).status).toBe(200)
      // Signing in forgives that address its failures.
      for (let i = 0; i < 6; i += 1) expect((await logIn(email, WRONG, ip)).status, `after sign-in ${i + 1}`).toBe(401)
    } finally {
      setNow(null)
    }
  })

  it('backs off one address trying many accounts, and no other address', async () => {
    const ip = randomIp()
    for (let i = 0; i < 31; i += 1) expect((await logIn(uniqueEmail('spray'), WRONG, ip)).status, `attempt ${i + 1}`).toBe(401)
    const { email, password } = await createUser()
    const refused = await logIn(email, password, ip)
    expect(refused.status).toBe(429)
    expect(refused.body.details).toEqual({ retry_after_seconds: 1 })
    expect((await logIn(email, password, randomIp())).status).toBe(200)
  })

  it('never locks the owner out of a device they signed in on, whatever strangers try', async () => {
    const { email, password } = await createUser()
    const cookie = deviceCookie(await logIn(email, password, randomIp()))
    const strangers: number[] = []
    for (let i = 0; i < 25; i += 1) strangers.push((await logIn(email, WRONG, randomIp())).status)
    // Past 20 failures from all over, new devices are asked for the e-mailed code as well.
    expect(strangers).toEqual([...Array<number>(20).fill(401), ...Array<number>(5).fill(403)])
    expect((await logIn(email, password, randomIp(), cookie)).status).toBe(200)
  })

  it('asks a new device for the e-mailed code on unusual spread, and lets the owner in after a reset', async () => {
    const { email, password } = await createUser()
    const stranger = await createUser()
    const strangersDevice = deviceCookie(await logIn(stranger.email, stranger.password, randomIp()))
    for (let i = 0; i < 25; i += 1) await logIn(email, WRONG, randomIp())
    for (const cookie of [undefined, strangersDevice, 'gq_device=1.forged.signature']) {
      const refused = await logIn(email, password, randomIp(), cookie)
      expect(refused.status).toBe(403)
      expect(refused.body).toEqual(CODE_REQUIRED)
    }
    await http('POST', '/api/v1/auth/password/forgot', { body: { email } })
    const code = await lastCodeTo(email)
    const reset = await http('POST', '/api/v1/auth/password/reset', {
      body: { email, code, password: 'quiet-lantern-58', password_confirmation: 'quiet-lantern-58' },
    })
    expect(reset.status).toBe(200)
    expect((await logIn(email, 'quiet-lantern-58', randomIp())).status).toBe(200)
  })

  it('never locks the owner out over failures from two addresses, however many', async () => {
    const { email, password } = await createUser()
    const strangers = [randomIp(), randomIp()]
    for (let i = 0; i < 30; i += 1) {
      const ip = strangers[i % 2] ?? ''
      await waitOutBackoff(email, ip)
      expect((await logIn(email, WRONG, ip)).status, `failure ${i + 1}`).toBe(401)
    }
    expect((await logIn(email, password, randomIp())).status).toBe(200)
  })

  it('locks new devices out once 20 failures come from 5 addresses, and never a known device', async () => {
    const { email, password } = await createUser()
    const cookie = deviceCookie(await logIn(email, password, randomIp()))
    const strangers = [randomIp(), randomIp(), randomIp(), randomIp()]
    for (let i = 0; i < 20; i += 1) {
      const ip = strangers[i % 4] ?? ''
      await waitOutBackoff(email, ip)
      expect((await logIn(email, WRONG, ip)).status, `failure ${i + 1}`).toBe(401)
    }
    expect((await logIn(email, password, randomIp())).status, 'four addresses').toBe(200)
    expect((await logIn(email, WRONG, randomIp())).status, 'a fifth address').toBe(401)
    const refused = await logIn(email, password, randomIp())
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual(CODE_REQUIRED)
    expect((await logIn(email, password, randomIp(), cookie)).status).toBe(200)
  })

  it('lets new devices in while failures stay few', async () => {
    const { email, password } = await createUser()
    for (let i = 0; i < 10; i += 1) await logIn(email, WRONG, randomIp())
    expect((await logIn(email, password, randomIp())).status).toBe(200)
  })

  it('remembers the device in an HttpOnly, same-site cookie only the sign-in endpoints receive', async () => {
    const { email, password } = await createUser()
    const res = await logIn(email, password, randomIp())
    const cookie = res.headers.getSetCookie().find((value) => value.startsWith('gq_device=')) ?? ''
    expect(cookie).toMatch(/; path=\/api\/v1\/auth; expires=[^;]+; samesite=lax; httponly$/)
  })
})
