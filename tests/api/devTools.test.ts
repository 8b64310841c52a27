import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Server } from 'node:http'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ConfigError, loadConfig } from '../../api/config.ts'
import { createApp } from '../../api/app.ts'
import { loadSecrets } from '../../api/runtime/secrets.ts'
import { testServer } from '../support/server.ts'
import { portOf } from '../support/http.ts'
import { createUser, uniqueEmail } from '../support/factories.ts'
import { seedDemo } from '../../api/db/seeds/demo.ts'
import { DEMO_ADMIN, DEMO_CUSTOMERS } from '../../api/db/seeds/demoAccounts.ts'

const servers: Server[] = []
afterAll(() => {
  for (const server of servers) server.close()
})

/**
 * The shared test app under another configuration. `remote` makes every connection look as if it
 * came from another machine: the socket's own address is what the dev tools check.
 */
async function serve(env: Record<string, string>, remote: boolean): Promise<string> {
  const { app } = await testServer()
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: app.config.dataDir, TRUST_PROXY: 'true', ...env })
  const server = createApp({ ...app, config }, { distDir: app.config.distDir }).listen(0, '127.0.0.1')
  if (remote) server.on('connection', (socket) => Object.defineProperty(socket, 'remoteAddress', { value: '203.0.113.50' }))
  servers.push(server)
  await new Promise((resolve) => server.once('listening', resolve))
  return `http://127.0.0.1:${portOf(server)}`
}

async function captured(): Promise<{ to: string; id: number }> {
  const { app } = await testServer()
  const to = uniqueEmail('devtools')
  await app.mailer.send({ to, subject: 'Reset your password', text: 'Code SECRET1', html: '<p>SECRET1</p>', code: 'SECRET1' }, `<${to}@devtools.test>`)
  const row = await app.knex('mail_outbox').where({ to_address: to }).first<{ id: number }>('id')
  return { to, id: Number(row.id) }
}

/** A payment made through the emulator by this machine (the test server listens on loopback). */
async function emulatedPayment(): Promise<{ id: string; buyer: string }> {
  const { url, app } = await testServer()
  const buyer = uniqueEmail('buyer')
  const res = await fetch(`${url}/square-emulator/v2/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${app.secrets.squareEmulator}` },
    body: JSON.stringify({
      source_id: 'cnon:card-nonce-ok', idempotency_key: randomUUID(), amount_money: { amount: 2150, currency: 'USD' }, buyer_email_address: buyer,
    }),
  })
  expect(res.status).toBe(200)
  const body = z.object({ payment: z.object({ id: z.string() }) }).parse(await res.json())
  return { id: body.payment.id, buyer }
}

// Every way the dev tools read captured mail or emulated payments.
async function probe(base: string, headers: Record<string, string> = {}) {
  const { app } = await testServer()
  const { to, id } = await captured()
  const paid = await emulatedPayment()
  const get = (url: string, extra: Record<string, string> = {}) => fetch(`${base}${url}`, { headers: { ...headers, ...extra } })
  const api = await get(`/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`)
  const page = await get(`/dev/mailbox?to=${encodeURIComponent(to)}`)
  const part = await get(`/dev/mailbox/${id}.html`)
  const payment = await get(`/square-emulator/v2/payments/${paid.id}`, { authorization: `Bearer ${app.secrets.squareEmulator}` })
  return {
    api: api.status, apiBody: await api.text(),
    page: page.status, pageBody: await page.text(),
    part: part.status, partBody: await part.text(),
    payment: payment.status, paymentBody: await payment.text(), buyer: paid.buyer, paymentId: paid.id,
  }
}

describe('the dev tools on a default start', () => {
  it('serve no mailbox and no emulator data to another machine, whatever it forwards', async () => {
    const base = await serve({}, true)
    const forwarded: Record<string, string>[] = [{}, { 'x-forwarded-for': '127.0.0.1' }, { 'x-forwarded-for': '::1', 'x-real-ip': '127.0.0.1' }]
    for (const headers of forwarded) {
      const seen = await probe(base, headers)
      expect(seen.api).toBe(404)
      expect(JSON.parse(seen.apiBody)).toEqual({ code: 'not_found', message: 'No such API endpoint.' })
      expect(seen.page).toBe(404)
      expect(seen.pageBody).not.toContain('SECRET1')
      expect(seen.part).toBe(404)
      expect(seen.partBody).not.toContain('SECRET1')
      expect(seen.payment).toBe(404)
      expect(seen.paymentBody).not.toContain(seen.buyer)
      expect(seen.paymentBody).not.toContain(seen.paymentId)
    }
  })

  it('still serve the card form parts every browser needs', async () => {
    const base = await serve({}, true)
    expect((await fetch(`${base}/square-emulator/square.js`)).status).toBe(200)
  })

  it('answer a client on this machine', async () => {
    const seen = await probe(await serve({}, false))
    expect(seen).toMatchObject({ api: 200, page: 200, part: 200, payment: 200 })
    expect(seen.apiBody).toContain('SECRET1')
    expect(JSON.parse(seen.paymentBody)).toMatchObject({ payment: { id: seen.paymentId, buyer_email_address: seen.buyer, status: 'COMPLETED' } })
  })

  it('answer no client a proxy on this machine forwards, only the proxy’s own requests', async () => {
    // Behind a proxy on the same host every socket is loopback; TRUST_PROXY names the client it forwarded for.
    const base = await serve({}, false)
    const seen = await probe(base, { 'x-forwarded-for': '203.0.113.9' })
    expect(seen).toMatchObject({ api: 404, page: 404, part: 404, payment: 404 })
    expect(seen.pageBody).not.toContain('SECRET1')
    expect(seen.paymentBody).not.toContain(seen.buyer)
    expect(await probe(base, { 'x-forwarded-for': '127.0.0.1' })).toMatchObject({ api: 200, page: 200, part: 200, payment: 200 })
  })

  it('answer another machine only when DEV_TOOLS=open says so', async () => {
    const seen = await probe(await serve({ DEV_TOOLS: 'open' }, true))
    expect(seen).toMatchObject({ api: 200, page: 200, part: 200, payment: 200 })
    expect(seen.paymentBody).toContain(seen.buyer)
    expect(seen.pageBody).toContain('SECRET1')
  })

  it('are off for everyone with DEV_TOOLS=off', async () => {
    const seen = await probe(await serve({ DEV_TOOLS: 'off' }, false))
    expect(seen).toMatchObject({ api: 404, page: 404, part: 404, payment: 404 })
    expect(seen.paymentBody).not.toContain(seen.buyer)
  })
})

describe('the demo accounts', () => {
  const DEMO = [DEMO_ADMIN, ...DEMO_CUSTOMERS]

  async function logIn(base: string, email: string, password: string) {
    const res = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }),
    })
    return { status: res.status, body: await res.json(), cookies: res.headers.getSetCookie() }
  }

  it('answer another machine with their published password exactly as a wrong password, whatever it forwards', async () => {
    const { app } = await testServer()
    await seedDemo(app)
    const base = await serve({}, true)
    const wrong = await logIn(base, DEMO_ADMIN.email, 'not-the-demo-password')
    expect(wrong).toEqual({ status: 401, body: { code: 'unauthenticated', message: 'Invalid email or password' }, cookies: [] })
    for (const account of DEMO) {
      expect(await logIn(base, account.email, account.password), account.email).toEqual(wrong)
    }
    const forwarded = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.1' },
      body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
    })
    expect(forwarded.status).toBe(401)
  })

  it('answer a client forwarded by a proxy on this machine as a wrong password, so it cannot skip the second factor', async () => {
    const { app } = await testServer()
    await seedDemo(app)
    const res = await fetch(`${await serve({}, false)}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
    })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ code: 'unauthenticated', message: 'Invalid email or password' })
  })

  it('sign in from this machine, and from another only when DEV_TOOLS=open says so', async () => {
    const { app } = await testServer()
    await seedDemo(app)
    for (const base of [await serve({}, false), await serve({ DEV_TOOLS: 'open' }, true)]) {
      for (const account of DEMO) {
        const res = await logIn(base, account.email, account.password)
        expect(res.status, account.email).toBe(200)
        expect(res.body.data.user.email).toBe(account.email)
      }
    }
  })

  it('sign in nowhere with DEV_TOOLS=off', async () => {
    const { app } = await testServer()
    await seedDemo(app)
    const res = await logIn(await serve({ DEV_TOOLS: 'off' }, false), DEMO_ADMIN.email, DEMO_ADMIN.password)
    expect(res.status).toBe(401)
  })

  it('leave every other account signing in from another machine', async () => {
    const { email, password } = await createUser()
    expect((await logIn(await serve({}, true), email, password)).status).toBe(200)
  })
})

describe('the emulator access token', () => {
  it('is generated once per installation and kept under DATA_DIR', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gq-token-'))
    const config = loadConfig({ DATA_DIR: dir })
    const first = loadSecrets(config).squareEmulator
    expect(first).toMatch(/^EMULATOR-[\w-]{40,}$/)
    expect(loadSecrets(config).squareEmulator).toBe(first)
    expect(fs.statSync(path.join(dir, 'square-emulator-token')).mode & 0o777).toBe(0o600)
    const other = loadConfig({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'gq-token-')) })
    expect(loadSecrets(other).squareEmulator).not.toBe(first)
  })

  it('is the only one the emulator accepts: the old fixed token is refused', async () => {
    const { url } = await testServer()
    const res = await fetch(`${url}/square-emulator/v2/payments/nope`, { headers: { authorization: 'Bearer EMULATOR-sandbox-access-token' } })
    expect(res.status).toBe(401)
  })
})

describe('production settings', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://db/app' }

  it('refuse to start without SMTP_URL, unless MAIL_TRANSPORT=log says a demo logs its mail', () => {
    expect(() => loadConfig(production)).toThrow(new ConfigError('Invalid configuration: SMTP_URL is required when NODE_ENV=production (or MAIL_TRANSPORT=log for a demo)'))
    expect(loadConfig({ ...production, MAIL_TRANSPORT: 'log' }).mailTransport).toBe('log')
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail:587' }).mailTransport).toBe('smtp')
    expect(() => loadConfig({ ...production, MAIL_TRANSPORT: 'outbox', SMTP_URL: 'smtp://mail:587' })).toThrow(/MAIL_TRANSPORT/)
  })

  it('turn the dev tools off even when DEV_TOOLS=open', () => {
    expect(loadConfig({ ...production, MAIL_TRANSPORT: 'log', DEV_TOOLS: 'open' }).devTools).toBe('off')
    expect(loadConfig({}).devTools).toBe('local')
    expect(() => loadConfig({ DEV_TOOLS: 'everyone' })).toThrow(/DEV_TOOLS/)
  })
})
