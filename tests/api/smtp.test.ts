import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SMTPServer } from 'smtp-server'
import { createApp } from '../../api/app.ts'
import type { AppContext } from '../../api/context.ts'
import { createMailer } from '../../api/mail/mailer.ts'
import { testServer } from '../support/server.ts'
import { portOf } from '../support/http.ts'
import { mailTo, uniqueEmail } from '../support/factories.ts'
import { runDueJobs } from '../../api/services/jobs/worker.ts'

interface Delivered {
  from: string
  to: string[]
  raw: string
}

const delivered: Delivered[] = []
let smtp: SMTPServer
let api: Server
let apiUrl: string
let smtpApp: AppContext

async function post(path: string, body: unknown) {
  const res = await fetch(`${apiUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '127.10.0.1' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: await res.json() }
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const from = session.envelope.mailFrom
        delivered.push({
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const port = portOf(smtp.server)
  const { app } = await testServer()
  // A second app on the same database whose mail goes out over SMTP instead of to the outbox.
  smtpApp = {
    ...app,
    mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: app.config.mailFrom, knex: app.knex, log: app.log }),
  }
  api = createApp(smtpApp, { distDir: app.config.distDir }).listen(0, '127.0.0.1')
  await new Promise((resolve) => api.once('listening', resolve))
  apiUrl = `http://127.0.0.1:${portOf(api)}`
})

afterAll(async () => {
  smtpApp.mailer.close()
  await new Promise((resolve) => api.close(resolve))
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

describe('e-mail over SMTP', () => {
  it('uses the SMTP mailer when an SMTP URL is given', () => {
    expect(smtpApp.mailer.kind).toBe('smtp')
  })

  it('delivers the verification code of register_from_applicant, which then verifies the address', async () => {
    const email = uniqueEmail('smtp')
    const res = await post('/auth/register_from_applicant', { applicant: { first_name: 'Sam', last_name: 'Tp', email } })
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ requires_verification: true, user_email: email })
    expect(delivered.find((m) => m.to.includes(email))).toBeUndefined()
    await runDueJobs(smtpApp, { kinds: ['account_mail', 'send_mail'], payload: { to: email } })

    const message = delivered.find((m) => m.to.includes(email))
    if (!message) throw new Error(`nothing was delivered to ${email}`)
    expect(message.from).toBe('no-reply@getquote.example')
    expect(message.raw).toMatch(/^From: GetQuote <no-reply@getquote\.example>/m)
    expect(message.raw).toContain('Content-Type: text/plain')
    expect(message.raw).toContain('Content-Type: text/html')
    const subject = /^Subject: Your GetQuote verification code: ([0-9A-Z]{6})$/m.exec(message.raw)
    const code = subject?.[1]
    if (!code) throw new Error('the subject carries no code')
    expect(message.raw).toContain(`    ${code}`)
    // Sent over SMTP, so nothing went to the database outbox.
    expect(await mailTo(email)).toHaveLength(0)

    const verified = await post('/auth/verify', { email, password: code })
    expect(verified.status).toBe(200)
    expect(verified.body.token).toBe(verified.body.data.token)
    expect(verified.body.data.user.email).toBe(email)
  })

  it('answers the same when the SMTP server is unreachable, and keeps the e-mail queued until it can go', async () => {
    const { app, setNow } = await testServer()
    const broken: AppContext = {
      ...app,
      mailer: createMailer({ smtpUrl: 'smtp://127.0.0.1:9', from: app.config.mailFrom, knex: app.knex, log: app.log }),
    }
    const server = createApp(broken, { distDir: app.config.distDir }).listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const email = uniqueEmail('down')
      const res = await fetch(`http://127.0.0.1:${portOf(server)}/api/v1/auth/register_from_applicant`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ applicant: { first_name: 'Down', last_name: 'Time', email } }),
      })
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ data: { requires_verification: true, user_email: email } })
      await runDueJobs(broken, { kinds: ['account_mail', 'send_mail'], payload: { to: email } })
      const job = await app.knex('jobs').where({ kind: 'send_mail' }).whereRaw("payload->>'to' = ?", [email]).first()
      expect(job).toMatchObject({ state: 'queued', attempts: 1 })
      expect(job.last_error).toMatch(/ECONNREFUSED|connect/)
      // Back-off: the retry is due two minutes later, and then the mail goes out (here, to the outbox).
      setNow(new Date(Date.now() + 3 * 60_000))
      const [mail] = await mailTo(email)
      expect(mail?.subject).toMatch(/^Your GetQuote verification code: [0-9A-Z]{6}$/)
    } finally {
      setNow(null)
      broken.mailer.close()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
