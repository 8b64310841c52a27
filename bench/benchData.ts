// The data `npm run bench:api` measures on: the demo seed, 100,000 requests of 20,000 customers
// (bench/requestSeed.ts), a million rows for the Koa + pg baseline, and signed-in sessions.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { z } from 'zod'
import { loadConfig } from '../api/config.ts'
import { boot } from '../api/runtime/boot.ts'
import { seedDemo } from '../api/db/seeds/demo.ts'
import { DEMO_ADMIN, DEMO_CUSTOMERS } from '../api/db/seeds/demoAccounts.ts'
import { User } from '../api/models/User.ts'
import { startSession } from '../api/services/sessions.ts'
import { copyAutoDetails, seedRequests } from './requestSeed.ts'

export const JWT_SECRET = 'bench-secret-bench-secret-bench-secret'
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100_000)
const CUSTOMERS = 400
const BASELINE_ROWS = 1_000_000
const NumberRows = z.array(z.object({ request_number: z.string() }))

export interface BenchData {
  /** The first demo customer's token and one of their request numbers: the hot-key rows. */
  hotToken: string
  hotRequestNumber: string
  /** The user the hot-key Koa + pg baseline reads. */
  hotUserId: number
  adminToken: string
  /** One token per signed-in customer, each owning a few requests. */
  customerTokens: string[]
  /** Up to 100,000 request numbers, drawn at random from the table. */
  requestNumbers: string[]
  baselineRows: number
}

async function ensureDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1)
  const admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString() })
  await admin.connect()
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`)
  await admin.end()
}

/** The Koa + pg baseline's million rows, shaped like users' (made once; unlogged, nothing writes them). */
const BASELINE_TABLE = `CREATE UNLOGGED TABLE IF NOT EXISTS bench_rows AS
  SELECT g AS id, 'row-' || g || '@bench.example' AS email, 'Bench' AS first_name, 'Row ' || g AS last_name
  FROM generate_series(1, ${BASELINE_ROWS}) g`

/**
 * Seeds what is missing and starts the sessions. The demo accounts and bench users never sign in to
 * a production server, so their sessions are started here, signed with the bench's secret.
 */
export async function prepareBenchData(databaseUrl: string, log: (line: string) => void): Promise<BenchData> {
  await ensureDatabase(databaseUrl)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gq-bench-seed-'))
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', JWT_SECRET })
  const runtime = await boot(config, 'the API bench')
  try {
    const { app } = runtime
    await seedDemo(app)
    await seedRequests(app.knex, REQUESTS, log)
    log(`${await copyAutoDetails(app.knex)} auto requests given details`)
    const made: { rowCount: number } = await app.knex.raw("SELECT 1 FROM pg_class WHERE relname = 'bench_rows'")
    if (made.rowCount === 0) {
      await app.knex.raw(BASELINE_TABLE)
      await app.knex.raw('ALTER TABLE bench_rows ADD PRIMARY KEY (id)')
      await app.knex.raw('VACUUM ANALYZE bench_rows')
    }
    // The writes of earlier runs count in the same windows: each run starts with none.
    await app.knex('rate_limits').delete()
    const customer = await User.findByEmail(DEMO_CUSTOMERS[0]?.email ?? '')
    const admin = await User.findByEmail(DEMO_ADMIN.email)
    if (!customer || !admin) throw new Error('the demo seed made no customer or admin')
    const own: { rows: unknown } = await app.knex.raw('SELECT request_number FROM insurance_requests WHERE user_id = ? ORDER BY created_at DESC LIMIT 1', [customer.id])
    const hotRequestNumber = NumberRows.parse(own.rows)[0]?.request_number
    if (!hotRequestNumber) throw new Error('the demo customer has no request')
    const customers = await User.query().whereLike('email', 'bench-user-%@bench.example').orderBy('id').limit(CUSTOMERS)
    const customerTokens = await Promise.all(customers.map((user) => startSession(app, user)))
    const drawn: { rows: unknown } = await app.knex.raw('SELECT request_number FROM insurance_requests ORDER BY random() LIMIT 100000')
    return {
      hotToken: await startSession(app, customer),
      hotRequestNumber,
      hotUserId: customer.id,
      // As the admin's session after their authenticator code: admin routes refuse any other (issue #31).
      adminToken: await startSession(app, admin, undefined, { secondFactor: true }),
      customerTokens,
      requestNumbers: NumberRows.parse(drawn.rows).map((row) => row.request_number),
      baselineRows: BASELINE_ROWS,
    }
  } finally {
    await runtime.shutdown()
  }
}
