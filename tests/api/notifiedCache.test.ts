import { describe, expect, it } from 'vitest'
import { http } from '../support/http.ts'
import { createUser } from '../support/factories.ts'
import { testServer } from '../support/server.ts'
import { submittedRequest } from '../support/offers.ts'
import { decodeJwt } from 'jose'
import pino from 'pino'
import { HEARTBEAT_TIMEOUT_MS, listenForChanges, NotifiedCache, NOTIFIED_CACHE_TTL_MS } from '../../api/db/notifiedCache.ts'

/** The session a token names. */
const sessionOf = (token: string) => String(decodeJwt(token).sid)

/** Asks /me until `done` holds for its answer, for at most `ms`; answers how long that took. */
async function meUntil(token: string, done: (res: { status: number; body: { data?: { first_name?: string } } }) => boolean, ms: number): Promise<number> {
  const started = Date.now()
  for (;;) {
    const res = await http('GET', '/api/v1/me', { token })
    if (done(res)) return Date.now() - started
    if (Date.now() - started > ms) throw new Error(`/me still answered ${res.status} after ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Waits for a condition of the server's own making (its notification connection), 10 s at most. */
async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition never held')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * Makes a fresh row with `make`, then runs `observe` on it (it fills the cache, changes the row behind
 * its back and reads again) until one try ends within the cache's bound, and answers that try's row
 * and reading: on a busy machine the entry may lapse first, and a try that overran shows nothing about
 * memory. Three overruns fail the test.
 */
async function withinBound<R, T>(make: () => Promise<R>, observe: (row: R) => Promise<T>): Promise<R & { after: T }> {
  for (let tries = 0; tries < 3; tries++) {
    const row = await make()
    const started = Date.now()
    const after = await observe(row)
    if (Date.now() - started < NOTIFIED_CACHE_TTL_MS) return { ...row, after }
  }
  throw new Error(`three tries each took longer than the cache's ${NOTIFIED_CACHE_TTL_MS} ms bound`)
}

describe('sessions checked by another process', () => {
  it('keeps them in memory only on PostgreSQL, whose notifications reach every process', async () => {
    const { app } = await testServer()
    expect(app.caches !== null).toBe(Boolean(app.config.databaseUrl))
  })

  it('refuses a session revoked outside this process within a second (PostgreSQL notifies every process)', async () => {
    const { app } = await testServer()
    const { token } = await createUser()
    expect((await http('GET', '/api/v1/me', { token })).status).toBe(200)
    // As another worker or psql would: no model of this process sees the write.
    await app.knex('sessions').whereNull('revoked_at').update({ revoked_at: app.now() })
    expect(await meUntil(token, (res) => res.status === 401, 1000)).toBeLessThan(1000)
  })

  it('shows a change to the user made outside this process within a second', async () => {
    const { app } = await testServer()
    const { user, token } = await createUser({ first_name: 'Before' })
    expect((await http('GET', '/api/v1/me', { token })).body.data.first_name).toBe('Before')
    await app.knex('users').where({ id: user.id }).update({ first_name: 'After' })
    expect(await meUntil(token, (res) => res.body.data?.first_name === 'After', 1000)).toBeLessThan(1000)
  })

  it('refuses a token at once after its logout, on every one of several tries', async () => {
    for (let i = 0; i < 5; i++) {
      const { token } = await createUser()
      expect((await http('GET', '/api/v1/me', { token })).status).toBe(200)
      expect((await http('DELETE', '/api/v1/auth/logout', { token })).status).toBe(200)
      expect((await http('GET', '/api/v1/me', { token })).status).toBe(401)
    }
  })

  it('never answers from memory for longer than its bound, even if a notification were lost', async () => {
    const { app } = await testServer()
    await until(() => !app.caches?.sessions || app.caches.sessions.active)
    await app.knex.raw('ALTER TABLE sessions DISABLE TRIGGER sessions_notify_cache')
    try {
      const { token, after } = await withinBound(createUser, async ({ token }) => {
        expect((await http('GET', '/api/v1/me', { token })).status).toBe(200)
        await app.knex('sessions').whereNull('revoked_at').update({ revoked_at: app.now() })
        return (await http('GET', '/api/v1/me', { token })).status
      })
      // The embedded database keeps no sessions in memory: the revocation shows at once.
      expect(after).toBe(app.caches ? 200 : 401)
      expect(await meUntil(token, (res) => res.status === 401, NOTIFIED_CACHE_TTL_MS + 1000)).toBeLessThanOrEqual(NOTIFIED_CACHE_TTL_MS + 1000)
    } finally {
      await app.knex.raw('ALTER TABLE sessions ENABLE TRIGGER sessions_notify_cache')
    }
  })
})

/** Asks for a request's page until `done` holds for its status, for at most `ms`; answers how long that took. */
async function statusUntil(token: string, number: string, status: string, ms: number): Promise<number> {
  const started = Date.now()
  for (;;) {
    const res = await http('GET', `/api/v1/insurance_requests/${number}`, { token })
    if (res.body.data?.status === status) return Date.now() - started
    if (Date.now() - started > ms) throw new Error(`the request was still ${res.body.data?.status} after ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('request pages read lately', () => {
  it('show a status change made through the API on the very next read, to the owner and the admin', async () => {
    const admin = await createUser({ admin: true })
    for (let i = 0; i < 3; i++) {
      const { owner, number } = await submittedRequest()
      expect((await http('GET', `/api/v1/insurance_requests/${number}`, { token: owner.token })).body.data.status).toBe('pending')
      const changed = await http('PUT', `/api/v1/insurance_requests/${number}`, { token: admin.token, body: { insurance_request: { status: 'processing' } } })
      expect(changed.status).toBe(200)
      expect((await http('GET', `/api/v1/insurance_requests/${number}`, { token: owner.token })).body.data.status).toBe('processing')
      expect((await http('GET', `/api/v1/insurance_requests/${number}`, { token: admin.token })).body.data.status).toBe('processing')
    }
  })

  it('show a change made outside this process within a second (PostgreSQL notifies every process)', async () => {
    const { app } = await testServer()
    const { owner, number } = await submittedRequest()
    expect((await http('GET', `/api/v1/insurance_requests/${number}`, { token: owner.token })).body.data.status).toBe('pending')
    await app.knex('insurance_requests').where({ request_number: number }).update({ status: 'processing' })
    expect(await statusUntil(owner.token, number, 'processing', 1000)).toBeLessThan(1000)
  })

  it('are never shown from memory for longer than the bound, even if a notification were lost', async () => {
    const { app } = await testServer()
    await until(() => !app.caches?.requests || app.caches.requests.active)
    await app.knex.raw('ALTER TABLE insurance_requests DISABLE TRIGGER insurance_requests_notify_cache')
    try {
      const { owner, number, after } = await withinBound(submittedRequest, async ({ owner, number }) => {
        expect((await http('GET', `/api/v1/insurance_requests/${number}`, { token: owner.token })).body.data.status).toBe('pending')
        await app.knex('insurance_requests').where({ request_number: number }).update({ status: 'processing' })
        return (await http('GET', `/api/v1/insurance_requests/${number}`, { token: owner.token })).body.data.status
      })
      // The embedded database keeps nothing in memory: the change shows at once.
      expect(after).toBe(app.caches ? 'pending' : 'processing')
      expect(await statusUntil(owner.token, number, 'processing', NOTIFIED_CACHE_TTL_MS + 1000)).toBeLessThanOrEqual(NOTIFIED_CACHE_TTL_MS + 1000)
    } finally {
      await app.knex.raw('ALTER TABLE insurance_requests ENABLE TRIGGER insurance_requests_notify_cache')
    }
  })
})

describe('what a change drops', () => {
  it('drops the changed user\'s sessions only, so other customers keep being answered from memory', async () => {
    const { app } = await testServer()
    const sessions = app.caches?.sessions
    const changed = await createUser({ first_name: 'Before' })
    const other = await createUser()
    await until(() => !sessions || sessions.active)
    const { after } = await withinBound(async () => ({}), async () => {
      expect((await http('GET', '/api/v1/me', { token: changed.token })).status).toBe(200)
      expect((await http('GET', '/api/v1/me', { token: other.token })).status).toBe(200)
      const held = [sessionOf(changed.token), sessionOf(other.token)].map((id) => sessions?.holds(id, app.now().getTime()) ?? false)
      // As another worker or psql would: no model of this process sees the write.
      await app.knex('users').where({ id: changed.user.id }).update({ first_name: 'After' })
      await meUntil(changed.token, (res) => res.body.data?.first_name === 'After', 1000)
      return { held, otherHeld: sessions?.holds(sessionOf(other.token), app.now().getTime()) ?? false }
    })
    // The embedded database keeps nothing in memory.
    expect(after).toEqual(sessions ? { held: [true, true], otherHeld: true } : { held: [false, false], otherHeld: false })
  })

  it('drops only the writer\'s sessions when a customer changes their own account through the API', async () => {
    const { app } = await testServer()
    const sessions = app.caches?.sessions
    const writer = await createUser()
    const other = await createUser()
    await until(() => !sessions || sessions.active)
    const { after } = await withinBound(async () => ({}), async () => {
      expect((await http('GET', '/api/v1/me', { token: writer.token })).status).toBe(200)
      expect((await http('GET', '/api/v1/me', { token: other.token })).status).toBe(200)
      // A write through this process's models (the user row, locked and patched in a transaction).
      const tips = !(await http('GET', '/api/v1/me/preferences', { token: writer.token })).body.data.tips
      expect((await http('PUT', '/api/v1/me/preferences', { token: writer.token, body: { tips } })).status).toBe(200)
      const now = app.now().getTime()
      return { writerHeld: sessions?.holds(sessionOf(writer.token), now) ?? false, otherHeld: sessions?.holds(sessionOf(other.token), now) ?? false }
    })
    expect(after).toEqual({ writerHeld: false, otherHeld: sessions !== undefined })
  })
})

/**
 * Runs `observe` with a listener of this test's own over a fresh cache of `rows`, and what it logged at
 * `level` or above; stops it after. The embedded database has no notifications to miss: nothing is
 * kept there at all, which is what the test then checks.
 */
async function withListener(rows: 'sessions' | 'requests', level: 'warn' | 'error', observe: (listening: { cache: NotifiedCache; listener: ReturnType<typeof listenForChanges>; logged: string[] }) => Promise<void>): Promise<void> {
  const { app } = await testServer()
  const databaseUrl = app.config.databaseUrl
  if (!databaseUrl) return expect(app.caches).toBeNull()
  const logged: string[] = []
  const cache = new NotifiedCache(rows)
  const listener = listenForChanges(databaseUrl, [cache], pino({ level }, { write: (line: string) => { logged.push(line) } }))
  try {
    await observe({ cache, listener, logged })
  } finally {
    await listener.stop()
  }
}

describe('the notification connection', () => {
  it('is replaced, with a warning, when it stops answering, and nothing is kept meanwhile', async () => {
    await withListener('sessions', 'warn', async ({ cache, listener, logged }) => {
      await until(() => cache.active)
      const deaf = listener.client()
      // A dead peer or a dropped network: the socket stays open and nothing more arrives.
      deaf?.connection.stream.pause()
      await until(() => !cache.active)
      expect(logged.map((line) => JSON.parse(line).msg)).toEqual([`caches: their notification connection did not answer within ${HEARTBEAT_TIMEOUT_MS} ms; it is replaced and nothing is kept meanwhile`])
      await until(() => cache.active)
      expect(listener.client()).not.toBe(deaf)
    })
  })

  it('keeps nothing while a table\'s change trigger is missing, and says which', async () => {
    const { app } = await testServer()
    await app.knex.raw('ALTER TABLE applicants DISABLE TRIGGER applicants_notify_cache')
    try {
      await withListener('requests', 'error', async ({ cache, logged }) => {
        await until(() => logged.length > 0)
        expect(JSON.parse(logged[0] ?? '{}')).toMatchObject({ tables: ['applicants'] })
        expect(cache.active).toBe(false)
      })
    } finally {
      await app.knex.raw('ALTER TABLE applicants ENABLE TRIGGER applicants_notify_cache')
    }
  })
})
