import { describe, expect, it } from 'vitest'
import { AuthJson } from '../../shared/schemas/auth.ts'
import { http, randomIp } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, uniqueEmail } from '../support/factories.ts'

const INVALID = { code: 'unauthenticated', message: 'Invalid email or password' }

describe('POST /api/v1/auth/login', () => {
  it('answers a token and the user for the right password, whatever the e-mail case', async () => {
    const { user, email, password } = await createUser({ first_name: 'Fox', last_name: 'Mulder' })
    const res = await http('POST', '/api/v1/auth/login', { body: { email: ` ${email.toUpperCase()} `, password } })
    expect(res.status).toBe(200)
    const auth = AuthJson.parse(res.body.data)
    expect(auth.user).toEqual({ id: user.id, first_name: 'Fox', last_name: 'Mulder', name: 'Fox Mulder', email, admin: false })
    const me = await http('GET', '/api/v1/me', { token: auth.token })
    expect(me.body.data.id).toBe(user.id)
  })

  it('tells an admin apart by the admin flag', async () => {
    const { email, password } = await createUser({ admin: true })
    const res = await http('POST', '/api/v1/auth/login', { body: { email, password } })
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
    // Warm both paths (the dummy hash is made on first use), then compare medians of a few runs.
    await time({ email: uniqueEmail('nobody'), password: 'wrong-password-1' })
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 5; i += 1) {
      known.push(await time({ email, password: 'wrong-password-1' }))
      unknown.push(await time({ email: uniqueEmail('nobody'), password: 'wrong-password-1' }))
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[2] ?? 0
    // Without the dummy hash the unknown e-mail would answer in a few ms against ~50 ms for argon2.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5)
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

  it('stops an e-mail from one IP after 10 attempts in 15 minutes with 429 and Retry-After', async () => {
    const { email, password } = await createUser()
    const ip = randomIp()
    for (let i = 0; i < 10; i += 1) {
      const res = await http('POST', '/api/v1/auth/login', { body: { email, password: 'wrong-password-1' }, ip })
      expect(res.status).toBe(401)
    }
    const blocked = await http('POST', '/api/v1/auth/login', { body: { email, password }, ip })
    expect(blocked.status).toBe(429)
    expect(blocked.body.code).toBe('rate_limited')
    const retryAfter = Number(blocked.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    expect(blocked.body.details).toEqual({ retry_after_seconds: retryAfter })
    // Another address from that IP is not blocked yet.
    const other = await createUser()
    const res = await http('POST', '/api/v1/auth/login', { body: { email: other.email, password: other.password }, ip })
    expect(res.status).toBe(200)
  })
})
