import knexFactory from 'knex'
import { describe, expect, it, vi } from 'vitest'
import { toAppError } from '../../api/driverErrors.ts'
import { http } from '../support/http.ts'
import { createUser } from '../support/factories.ts'
import { testServer } from '../support/server.ts'

const databaseUrl = process.env.DATABASE_URL
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function named(name: string, message: string): Error {
  const error = new Error(message)
  error.name = name
  return error
}

describe('errors from a database that went away', () => {
  it('all become 503 service_unavailable', () => {
    const lost = [
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      { nativeError: { code: '08006', message: 'connection failure' } },
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      named('KnexTimeoutError', 'Knex: Timeout acquiring a connection. The pool is probably full.'),
    ]
    for (const error of lost) expect(toAppError(error)?.toBody(), String(error)).toEqual({
      code: 'service_unavailable', message: 'The service is temporarily unavailable. Please try again shortly.',
    })
    expect(toAppError(new Error('a bug'))).toBeNull()
  })
})

// Only a PostgreSQL server can end its backends under the app; the embedded database is in-process.
if (databaseUrl) {
  describe('PostgreSQL ending every connection under load', () => {
    it('answers each failed request 503 JSON (never 500) and serves again right after', async () => {
      const customer = await createUser()
      // This file's own database (a copy of the template), so no other file's connections are cut.
      const { app } = await testServer()
      // knex reports each connection the server ended: through the app's JSON log, never a bare console line.
      const consoleLines = vi.spyOn(console, 'log')
      const logWarnings = vi.spyOn(app.log, 'warn')
      const admin = knexFactory({ client: 'pg', connection: app.config.databaseUrl, pool: { min: 0, max: 1 } })
      const outcomes: { status: number; code: unknown }[] = []
      let running = true
      const client = async () => {
        while (running) {
          const res = await http('GET', '/api/v1/me', { token: customer.token })
          outcomes.push({ status: res.status, code: res.body?.code })
        }
      }
      const clients = Array.from({ length: 8 }, client)
      try {
        for (let round = 0; round < 6; round += 1) {
          await sleep(150)
          await admin.raw('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')
        }
        await sleep(150)
      } finally {
        running = false
        await Promise.all(clients)
        await admin.destroy()
      }
      const failed = outcomes.filter((outcome) => outcome.status !== 200)
      expect(failed.filter((outcome) => outcome.status !== 503 || outcome.code !== 'service_unavailable')).toEqual([])
      expect(failed.length).toBeGreaterThan(0)
      expect(outcomes.length - failed.length).toBeGreaterThan(0)
      expect((await http('GET', '/api/v1/me', { token: customer.token })).status).toBe(200)
      expect(consoleLines.mock.calls).toEqual([])
      expect(logWarnings).toHaveBeenCalledWith({ source: 'knex' }, expect.stringMatching(/^Connection Error: /))
      consoleLines.mockRestore()
      logWarnings.mockRestore()
    })
  })
}
