// A chromium of its own for Lighthouse to drive through --port, with a fresh profile that holds one
// signed-in session: a browser Lighthouse launches starts signed out, and its storage reset would
// clear the token. A fresh profile per run keeps each run's HTTP cache and service worker cold.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { AUTH_TOKEN_KEY, KEPT_ACCOUNT_KEY } from '../shared/contract.ts'
import { AuthJson } from '../shared/schemas/auth.ts'
import { dataEnvelope } from '../shared/schemas/envelope.ts'
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/browser.ts'
import { freePort } from '../tests/support/freePort.ts'

const Target = z.object({ type: z.string(), webSocketDebuggerUrl: z.string() })
const CdpMessage = z.object({ id: z.number().optional(), method: z.string().optional(), error: z.object({ message: z.string() }).optional() })

/** A session token and its account, as the app's login form gets them. */
export async function signIn(origin: string, email: string, password: string): Promise<AuthJson> {
  const response = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`signing in as ${email} answered ${response.status}`)
  return dataEnvelope(AuthJson).parse(await response.json()).data
}

async function pageSocketUrl(debugPort: number): Promise<string> {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    const targets = await fetch(`http://127.0.0.1:${debugPort}/json/list`).then((r) => r.json(), () => [])
    const page = z.array(Target).parse(targets).find((target) => target.type === 'page')
    if (page) return page.webSocketDebuggerUrl
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`chromium opened no page on debugging port ${debugPort} within 20 s`)
}

/** Opens the origin in the browser's first tab and stores the token and account where the app's login form does. */
async function storeSignIn(socketUrl: string, origin: string, signedIn: AuthJson): Promise<void> {
  const socket = new WebSocket(socketUrl)
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true })
    socket.addEventListener('error', reject, { once: true })
  })
  const answers = new Map<number, (error: string | null) => void>()
  let loaded = () => {}
  socket.addEventListener('message', (event) => {
    const message = CdpMessage.parse(JSON.parse(String(event.data)))
    if (message.method === 'Page.loadEventFired') loaded()
    if (message.id !== undefined) answers.get(message.id)?.(message.error?.message ?? null)
  })
  let nextId = 0
  const send = (method: string, params: object = {}) =>
    new Promise<void>((resolve, reject) => {
      nextId += 1
      answers.set(nextId, (error) => (error === null ? resolve() : reject(new Error(`${method}: ${error}`))))
      socket.send(JSON.stringify({ id: nextId, method, params }))
    })
  try {
    await send('Page.enable')
    const load = new Promise<void>((resolve) => { loaded = resolve })
    await send('Page.navigate', { url: `${origin}/robots.txt` })
    await load
    for (const [key, value] of [[AUTH_TOKEN_KEY, signedIn.token], [KEPT_ACCOUNT_KEY, JSON.stringify(signedIn.user)]]) {
      await send('Runtime.evaluate', { expression: `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)})` })
    }
  } finally {
    socket.close()
  }
}

/** Runs `use` with the debugging port of a chromium signed in to `origin`, then closes it and its profile. */
export async function withSignedInChromium<T>(origin: string, signedIn: AuthJson, use: (debugPort: number) => Promise<T>): Promise<T> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'gq-bench-profile-'))
  const debugPort = await freePort()
  const browser = spawn(chromiumPath(), [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' })
  try {
    await storeSignIn(await pageSocketUrl(debugPort), origin, signedIn)
    return await use(debugPort)
  } finally {
    browser.kill('SIGTERM')
    if (browser.exitCode === null && browser.signalCode === null) await new Promise((resolve) => browser.once('exit', resolve))
    fs.rmSync(profile, { recursive: true, force: true })
  }
}
