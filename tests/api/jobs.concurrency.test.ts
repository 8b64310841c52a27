import http, { type ServerResponse } from 'node:http'
import { afterAll, describe, expect, it } from 'vitest'
import { testServer } from '../support/server.ts'
import type { AppContext } from '../../api/context.ts'
import { portOf } from '../support/http.ts'
import { uniqueEmail } from '../support/factories.ts'
import { verificationCodeMessage } from '../../api/mail/templates/verificationCode.ts'
import { enqueueMail, freshMailKey } from '../../api/services/mailing.ts'
import { enqueueJob } from '../../api/services/jobs/queue.ts'
import { startJobWorker } from '../../api/services/jobs/worker.ts'
import { useEmulatorAt } from '../../api/billing/gateway/squareGateway.ts'

/** vitest's own limit only catches a hang; the 3 s per e-mail is the test. */
const HANG_GUARD_MS = 5 * 60_000

/** A Square that takes every request and never answers (the SDK would give up after 30 s). */
const waiting: ServerResponse[] = []
const square = http.createServer((_req, res) => { waiting.push(res) })

afterAll(() => {
  square.closeAllConnections()
  square.close()
})

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Queues two hundred verification e-mails as sign-ups would, and answers how long each waited for delivery. */
async function deliverTwoHundred(app: AppContext): Promise<number[]> {
  const tag = uniqueEmail('code').split('@')[0] ?? 'code'
  const addresses = Array.from({ length: 200 }, (_, i) => `${tag}-${i}@example.com`)
  // Ten at a time, with the event loop free in between (an embedded query resolves without giving
  // timers a turn, so a bare loop would starve the worker's poll).
  for (let i = 0; i < addresses.length; i += 10) {
    await Promise.all(addresses.slice(i, i + 10).map((to) =>
      enqueueMail(app.knex, verificationCodeMessage({ to, firstName: 'Ada', code: 'ABC234' }), freshMailKey('verification'), app.now())))
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const delivered = () => app.knex('mail_outbox').whereIn('to_address', addresses)
  await until('every e-mail is delivered', async () => (await delivered()).length === 200, 120_000)
  // Both clocks are the database's: when the job was queued, and when its message reached the outbox.
  const waits: Array<{ ms: string | number }> = await app.knex('mail_outbox as m')
    .join('jobs as j', (on) => on.on('j.payload', '@>', app.knex.raw("jsonb_build_object('to', m.to_address)")).andOnVal('j.kind', '=', 'send_mail'))
    .whereIn('m.to_address', addresses)
    .select(app.knex.raw('extract(epoch from m.created_at - j.created_at) * 1000 as ms'))
  expect(waits).toHaveLength(200)
  return waits.map((wait) => Number(wait.ms))
}

describe('the job worker with a Square call that hangs', () => {
  it('delivers two hundred verification e-mails queued behind it within 3 s each, or twice their wait with Square idle on a busy machine', async () => {
    const { app } = await testServer()
    await new Promise<void>((resolve) => square.listen(0, '127.0.0.1', resolve))
    useEmulatorAt(app, `http://127.0.0.1:${portOf(square)}`)
    const worker = startJobWorker(app)
    try {
      // The same two hundred with nothing hanging first, so a machine too busy to keep 3 s is measured, not guessed.
      const idleWorst = Math.max(...await deliverTwoHundred(app))
      const limitMs = Math.max(3000, 2 * idleWorst)
      await enqueueJob(app.knex, { kind: 'delete_square_customer', payload: { customer_id: 'CUSTOMER_HANGS' }, runAt: app.now(), dedupeKey: 'hanging-square-call' })
      await until('the worker calls Square', () => waiting.length === 1, 60_000)
      const waits = await deliverTwoHundred(app)
      expect(waits.filter((ms) => ms >= limitMs)).toEqual([])
      expect(waiting).toHaveLength(1)
    } finally {
      square.closeAllConnections()
      await worker.stop()
    }
  }, HANG_GUARD_MS)
})
