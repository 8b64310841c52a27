import { randomUUID } from 'node:crypto'
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../api/config.ts'
import { createApp } from '../../api/app.ts'
import { OutboxMessage } from '../../api/models/OutboxMessage.ts'
import { http, portOf, THIS_MACHINE } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { uniqueEmail } from '../support/factories.ts'

async function capture(to: string, subject: string, extra: { code?: string; text?: string; html?: string } = {}) {
  const { app } = await testServer()
  await app.mailer.send({ to, subject, text: extra.text ?? `Text of ${subject}`, html: extra.html ?? `<p>${subject}</p>`, code: extra.code }, `<${randomUUID()}@mailbox.test>`)
}

describe('GET /api/v1/dev/mailbox', () => {
  it('lists the messages to an address newest first, with the code', async () => {
    const to = uniqueEmail('box')
    await capture(to, 'First')
    await capture(to, 'Second', { code: 'ABC234' })
    await capture(uniqueEmail('other'), 'Someone else')
    const res = await http('GET', `/api/v1/dev/mailbox?to=${encodeURIComponent(to.toUpperCase())}`, { ip: THIS_MACHINE })
    expect(res.status).toBe(200)
    expect(res.body.data.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First'])
    const [latest] = res.body.data
    expect(Object.keys(latest).sort()).toEqual(['code', 'created_at', 'html', 'id', 'subject', 'text', 'to'])
    expect(latest).toMatchObject({ to, subject: 'Second', text: 'Text of Second', html: '<p>Second</p>', code: 'ABC234' })
    expect(new Date(latest.created_at).toString()).not.toBe('Invalid Date')
  })

  it('lists the newest 50 messages, newest first, without a filter', async () => {
    const to = uniqueEmail('many')
    for (let i = 0; i <= 50; i += 1) await capture(to, `Message ${i}`)
    const res = await http('GET', '/api/v1/dev/mailbox', { ip: THIS_MACHINE })
    expect(res.status).toBe(200)
    // 51 sent: the oldest, Message 0, is the one left out.
    expect(res.body.data.map((m: { subject: string }) => m.subject)).toEqual(Array.from({ length: 50 }, (_, i) => `Message ${50 - i}`))
    const ids = res.body.data.map((m: { id: number }) => m.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
  })

  it('answers an empty list for an address with no mail', async () => {
    const res = await http('GET', `/api/v1/dev/mailbox?to=${uniqueEmail('none')}`, { ip: THIS_MACHINE })
    expect(res.body).toEqual({ data: [] })
  })

  it('answers 422 for a 10,000-character filter and for a repeated one', async () => {
    expect((await http('GET', `/api/v1/dev/mailbox?to=${'a'.repeat(10_000)}`, { ip: THIS_MACHINE })).status).toBe(422)
    const repeated = await http('GET', '/api/v1/dev/mailbox?to=a@example.com&to=b@example.com', { ip: THIS_MACHINE })
    expect(repeated.status).toBe(422)
    expect(repeated.body.fields.to).toBe('Please enter a valid email address')
  })
})

describe('GET /dev/mailbox (the page)', () => {
  it('shows the messages with their codes, filtered by address', async () => {
    const to = uniqueEmail('page')
    await capture(to, 'Your code', { code: 'XYZ789' })
    await capture(uniqueEmail('hidden'), 'Not for this page')
    const res = await http('GET', `/dev/mailbox?to=${encodeURIComponent(to)}`, { ip: THIS_MACHINE })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.body).toContain('<html lang="en">')
    expect(res.body).toContain('<label for="to">Recipient email</label>')
    expect(res.body).toContain(`value="${to}"`)
    expect(res.body).toContain('<strong class="code" aria-label="Code X Y Z 7 8 9">XYZ789</strong>')
    expect(res.body).not.toContain('Not for this page')
  })

  it('escapes every captured field', async () => {
    const to = uniqueEmail('xss')
    await capture(to, '<img src=x onerror=alert(1)>', { text: '<script>alert(2)</script>', html: '<b onclick="alert(3)">hi</b>' })
    const res = await http('GET', `/dev/mailbox?to=${encodeURIComponent(to)}`, { ip: THIS_MACHINE })
    expect(res.body).not.toContain('<img src=x')
    expect(res.body).not.toContain('<script>alert(2)')
    expect(res.body).not.toContain('<b onclick')
    expect(res.body).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(res.body).toContain('&lt;script&gt;alert(2)&lt;/script&gt;')
  })

  it('serves a message’s HTML part sandboxed by its content security policy', async () => {
    const to = uniqueEmail('htmlpart')
    await capture(to, 'With HTML', { html: '<p>Hello <b>there</b></p>' })
    const [message] = (await http('GET', `/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`, { ip: THIS_MACHINE })).body.data
    const page = await http('GET', `/dev/mailbox?to=${encodeURIComponent(to)}`, { ip: THIS_MACHINE })
    expect(page.body).toContain(`href="/dev/mailbox/${message.id}.html"`)
    const part = await http('GET', `/dev/mailbox/${message.id}.html`, { ip: THIS_MACHINE })
    expect(part.status).toBe(200)
    expect(part.headers.get('content-type')).toContain('text/html')
    expect(part.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/)
    expect(part.body).toBe('<p>Hello <b>there</b></p>')
    expect((await http('GET', '/dev/mailbox/999999999999.html', { ip: THIS_MACHINE })).status).toBe(404)
  })

  it('escapes the filter it echoes and says when nothing matches', async () => {
    const res = await http('GET', `/dev/mailbox?to=${encodeURIComponent('"><script>x</script>')}`, { ip: THIS_MACHINE })
    expect(res.status).toBe(200)
    expect(res.body).not.toContain('<script>x')
    expect(res.body).toContain('No messages to &quot;&gt;&lt;script&gt;x&lt;/script&gt; yet.')
  })
})

describe('the dev mailbox in production', () => {
  let server: Server
  let base: string

  beforeAll(async () => {
    const { app } = await testServer()
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-at-least-32-chars',
      DATABASE_URL: 'postgres://unused@127.0.0.1:9/unused',
      SMTP_URL: 'smtp://127.0.0.1:9',
      LOG_LEVEL: 'silent',
    })
    server = createApp({ ...app, config }, { distDir: app.config.distDir }).listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    base = `http://127.0.0.1:${portOf(server)}`
    await capture(uniqueEmail('prod'), 'Should stay hidden', { code: 'HIDDEN' })
  })

  afterAll(() => {
    server.close()
  })

  it('answers 404 at the API', async () => {
    const res = await fetch(`${base}/api/v1/dev/mailbox`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ code: 'not_found', message: 'No such API endpoint.' })
  })

  it('answers 404 for the page and for a message’s HTML part', async () => {
    const res = await fetch(`${base}/dev/mailbox`)
    expect(res.status).toBe(404)
    expect(await res.text()).not.toContain('HIDDEN')
    const latest = await OutboxMessage.query().orderBy('id', 'desc').first()
    expect(latest).toBeDefined()
    const part = await fetch(`${base}/dev/mailbox/${latest?.id ?? 0}.html`)
    expect(part.status).toBe(404)
    expect(await part.text()).not.toContain('Should stay hidden')
  })
})
