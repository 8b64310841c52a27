import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import net from 'node:net'
import { execFileSync } from 'node:child_process'
import { copyDataDir, spawnNode, tempDataDir, within, type Spawned } from '../support/processes.ts'
import { constantLoad } from '../support/keepAliveLoad.ts'
import { freePort } from '../support/freePort.ts'

const usesEmbedded = !process.env.DATABASE_URL
/** vitest's own limit only catches a hang; the real ones below scale with a measured server start. */
const HANG_GUARD_MS = 10 * 60_000
/**
 * A start, or a CLI run (which boots the same database), may take five times the measured start and
 * at least a minute: the load beside these tests (parallel test files, another suite) can change
 * after the measurement, and the limits are there to catch a hang, not to time a start.
 */
let limitMs = 0
const dataDirs: string[] = []
/**
 * A newcomer's first run (init, migrations, the seed): its start is the measurement behind the limits,
 * "starts, prints the URL…" checks what it printed and stops it, and tests that are not about a first
 * run start on copies of its data folder.
 */
let firstRun: Spawned
let firstRunDir = ''
const FIRST_RUN_URL = 'http://localhost:3999'

/** An empty data folder: the server's first run (init, migrations, seed), as a newcomer's. */
function freshDataDir(): string {
  const dataDir = tempDataDir()
  dataDirs.push(dataDir)
  return dataDir
}

/** A copy of the first run's data folder, taken once that server has stopped: a restart, which skips the first run's work. */
async function seededDataDir(): Promise<string> {
  if (firstRun.child.exitCode === null) firstRun.child.kill('SIGTERM')
  await firstRun.exited
  const dataDir = copyDataDir(firstRunDir)
  dataDirs.push(dataDir)
  return dataDir
}

beforeAll(async () => {
  firstRunDir = freshDataDir()
  const startedAt = Date.now()
  firstRun = spawnNode('api/server.ts', [], { PORT: '0', DATA_DIR: firstRunDir, PUBLIC_URL: FIRST_RUN_URL })
  await firstRun.waitFor('GetQuote is running', HANG_GUARD_MS)
  limitMs = Math.max(60_000, 5 * (Date.now() - startedAt))
}, HANG_GUARD_MS)

afterAll(async () => {
  firstRun.child.kill('SIGTERM')
  await firstRun.exited
  for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true })
})

const exitCode = (spawned: Spawned) => within(spawned.exited, limitMs, 'the process exit')

describe('the server process', () => {
  it('stops with one line naming a bad variable', async () => {
    const server = spawnNode('api/server.ts', [], { PORT: 'not-a-port', DATA_DIR: freshDataDir() })
    expect(await exitCode(server)).toBe(1)
    expect(server.output().trim()).toMatch(/^Invalid configuration: PORT .+$/)
  }, HANG_GUARD_MS)

  it('refuses a production start without SMTP_URL, in one line', async () => {
    const env = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://unused@127.0.0.1:9/unused', DATA_DIR: freshDataDir() }
    const server = spawnNode('api/server.ts', [], env)
    expect(await exitCode(server)).toBe(1)
    expect(server.output().trim()).toBe('Invalid configuration: SMTP_URL is required when NODE_ENV=production (or MAIL_TRANSPORT=log for a demo)')
  }, HANG_GUARD_MS)

  it('starts, prints the URL and the demo sign-ins, and drains on SIGTERM with exit 0', async () => {
    await firstRun.waitFor('Sign in as a demo customer: riley@getquote.example / demo-customer-2026', limitMs)
    expect(firstRun.output()).toContain(`GetQuote is running at ${FIRST_RUN_URL}`)
    expect(firstRun.output()).toContain('Sign in as the demo admin: admin@getquote.example / demo-admin-2026')
    expect(firstRun.output()).toContain('Sign in as a demo customer: casey@getquote.example / demo-customer-2026')
    firstRun.child.kill('SIGTERM')
    expect(await exitCode(firstRun)).toBe(0)
  }, HANG_GUARD_MS)
})

describe('WEB_CONCURRENCY', () => {
  // The embedded database has one owner; on PostgreSQL the workers share the port.
  const workers = usesEmbedded
    ? 'keeps one process on the embedded database and says so'
    : 'runs two API workers on PostgreSQL that share the port, and stops them all on SIGTERM'
  it(workers, async () => {
    const port = await freePort()
    const server = spawnNode('api/server.ts', [], { PORT: String(port), DATA_DIR: await seededDataDir(), WEB_CONCURRENCY: '2' })
    try {
      await server.waitFor('GetQuote is running', limitMs)
      const pid = String(server.child.pid)
      // ps exits 1 when it lists nothing.
      const children = () => execFileSync('ps', ['-e', '-o', 'ppid=']).toString().split('\n').filter((ppid) => ppid.trim() === pid)
      if (usesEmbedded) {
        expect(server.output()).toContain('The embedded database allows one process: set DATABASE_URL to run WEB_CONCURRENCY workers.')
        expect(children()).toEqual([])
      } else {
        expect(server.output()).toContain('2 API workers (WEB_CONCURRENCY).')
        expect(children()).toHaveLength(2)
      }
      const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/api/v1/health`).then((r) => r.status)))
      expect(answers.every((status) => status === 200)).toBe(true)
    } finally {
      server.child.kill('SIGTERM')
    }
    expect(await exitCode(server)).toBe(0)
  }, HANG_GUARD_MS)
})

// One process: how a single server drains (WEB_CONCURRENCY above covers the cluster's stop).
describe('the server process on SIGTERM', () => {
  it('answers every request in flight under constant keep-alive load, closing those connections, and exits 0 within the grace period', async () => {
    const port = await freePort()
    const graceMs = 5000
    const server = spawnNode('api/server.ts', [], {
      PORT: String(port), HOST: '127.0.0.1', DATA_DIR: await seededDataDir(), SHUTDOWN_GRACE_MS: String(graceMs), RATE_LIMIT_MULTIPLIER: '1000', WEB_CONCURRENCY: '1',
    })
    await server.waitFor('GetQuote is running', limitMs)
    // A wrong login costs a password hash on the server, so requests are in flight when the signal comes.
    const login = { method: 'POST', path: '/api/v1/auth/login', body: { email: 'nobody@example.com', password: 'not-the-password' } } as const
    const load = constantLoad(port, login, 6)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const signalledAt = Date.now()
    server.child.kill('SIGTERM')
    const code = await server.exited
    const tookMs = Date.now() - signalledAt
    const outcomes = await load
    expect(code).toBe(0)
    expect(tookMs).toBeLessThan(graceMs)
    const answered = outcomes.filter((outcome) => outcome.kind === 'answered')
    expect(answered.length).toBeGreaterThan(6)
    expect(answered.filter((outcome) => outcome.status !== 401 || !outcome.json)).toEqual([])
    // Each kept-alive connection's last request (in flight at the signal, or sent after it) was answered
    // with Connection: close; every earlier one kept its connection.
    expect(answered.filter((outcome) => outcome.connectionClose)).toHaveLength(6)
    // Every client ends refused at connect (listening stopped), none with a request cut or reset.
    expect(outcomes.filter((outcome) => outcome.kind !== 'answered')).toEqual(Array.from({ length: 6 }, () => ({ kind: 'refused' })))
  }, HANG_GUARD_MS)

  it('exits within the grace period even while a client keeps a request open', async () => {
    const port = await freePort()
    const graceMs = 1500
    const server = spawnNode('api/server.ts', [], { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: await seededDataDir(), SHUTDOWN_GRACE_MS: String(graceMs), WEB_CONCURRENCY: '1' })
    await server.waitFor('GetQuote is running', limitMs)
    // A client that never finishes its request headers, sending one more line every 100 ms.
    const socket = net.connect(port, '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    socket.on('error', () => undefined)
    socket.write('GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n')
    const trickle = setInterval(() => socket.write('X-Slow: 1\r\n'), 100)
    try {
      const signalledAt = Date.now()
      server.child.kill('SIGTERM')
      const code = await server.exited
      const tookMs = Date.now() - signalledAt
      expect(code).toBe(1)
      expect(tookMs).toBeGreaterThanOrEqual(graceMs - 50)
      expect(tookMs).toBeLessThan(graceMs + 1000)
    } finally {
      clearInterval(trickle)
      socket.destroy()
    }
  }, HANG_GUARD_MS)
})

describe('npm run admin -- create', () => {
  it('creates an administrator, then promotes an existing account', async () => {
    const dataDir = await seededDataDir()
    const email = `boss-${Date.now()}@example.com`
    const first = spawnNode('api/cli/admin.ts', ['create', '--email', email, '--password', 'long-enough-secret'], { DATA_DIR: dataDir })
    expect(await exitCode(first)).toBe(0)
    expect(first.output()).toContain(`Created administrator ${email}`)
    const second = spawnNode('api/cli/admin.ts', ['create', '--email', email.toUpperCase(), '--password', 'long-enough-secret'], { DATA_DIR: dataDir })
    expect(await exitCode(second)).toBe(0)
    expect(second.output()).toContain(`Promoted administrator ${email}`)
  }, HANG_GUARD_MS)

  it('refuses a bad e-mail with the validation message', async () => {
    const cli = spawnNode('api/cli/admin.ts', ['create', '--email', 'nope', '--password', 'long-enough-secret'], { DATA_DIR: freshDataDir() })
    expect(await exitCode(cli)).toBe(1)
    expect(cli.output()).toContain('Please enter a valid email address')
  }, HANG_GUARD_MS)

  // The embedded database has a single owner; PostgreSQL takes any number of processes.
  const whileServing = usesEmbedded
    ? 'says in one line that a running server holds the embedded database'
    : 'creates an administrator while a server runs on the same database'
  it(whileServing, async () => {
    const dataDir = await seededDataDir()
    const server = spawnNode('api/server.ts', [], { PORT: '0', DATA_DIR: dataDir })
    try {
      await server.waitFor('GetQuote is running', limitMs)
      const email = `busy-${Date.now()}@example.com`
      const cli = spawnNode('api/cli/admin.ts', ['create', '--email', email, '--password', 'long-enough-secret'], { DATA_DIR: dataDir })
      if (usesEmbedded) {
        expect(await exitCode(cli)).toBe(1)
        expect(cli.output().trim().split('\n')).toHaveLength(1)
        expect(cli.output()).toMatch(/embedded database .* is in use by the GetQuote server \(pid \d+\)/)
      } else {
        expect(await exitCode(cli)).toBe(0)
        expect(cli.output()).toContain(`Created administrator ${email}`)
      }
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
  }, HANG_GUARD_MS)
})
