import { createServer } from 'node:http'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { http, portOf } from '../support/http.ts'
import { createUser, mailTo } from '../support/factories.ts'
import { testServer } from '../support/server.ts'
import { useEmulatorAt } from '../../api/billing/gateway/squareGateway.ts'
import { runDueJobs } from '../../api/services/jobs/worker.ts'
import { refuseToQueue } from '../support/faults.ts'
import { createPending, emulatorCharges, runQueueLater } from './subscriptions.support.ts'

const pay = (token: string, body: object) => http('POST', '/api/v1/subscriptions/process-payment', { token, body })
const UNCONFIRMED = 'Payment failed: The card processor did not answer. We will check again within a few minutes and e-mail you the result; trying again now never charges you twice.'

/**
 * A network between the product and Square that loses Square's answers to payment calls: the
 * request reaches Square (which charges), but the product receives a 500 in its place.
 */
async function lossyNetworkTo(origin: string) {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', async () => {
      const upstream = await fetch(`${origin}${req.url}`, { method: req.method, headers: { authorization: req.headers.authorization ?? '', 'content-type': 'application/json', 'square-version': String(req.headers['square-version'] ?? '') }, body: chunks.length ? Buffer.concat(chunks) : undefined })
      const body = await upstream.text()
      if (req.method === 'POST' && req.url?.endsWith('/v2/payments')) {
        res.writeHead(500, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ errors: [{ category: 'API_ERROR', code: 'INTERNAL_SERVER_ERROR', detail: 'lost' }] }))
        return
      }
      res.writeHead(upstream.status, { 'content-type': 'application/json' })
      res.end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${portOf(server)}`, close: () => new Promise((resolve) => server.close(resolve)) }
}

let emulatorOrigin: string

beforeAll(async () => {
  const server = await testServer()
  emulatorOrigin = server.url
  useEmulatorAt(server.app, server.url)
})

afterEach(async () => {
  useEmulatorAt((await testServer()).app, emulatorOrigin)
})

/** Pays once while Square's answers to payment calls are lost on the way back. */
async function payWhileAnswersAreLost(token: string, body: object) {
  const { app } = await testServer()
  const lossy = await lossyNetworkTo(emulatorOrigin)
  try {
    useEmulatorAt(app, lossy.url)
    return await pay(token, body)
  } finally {
    await lossy.close()
    useEmulatorAt(app, emulatorOrigin)
  }
}

/** Runs the queue as it stands two minutes from now, when a settle job is due. */
async function runQueueTwoMinutesLater() {
  const server = await testServer()
  try {
    server.setNow(new Date(Date.now() + 2 * 60_000))
    await runDueJobs(server.app)
  } finally {
    server.setNow(null)
  }
}

describe('POST /api/v1/subscriptions/process-payment when Square cannot answer', () => {
  it('says the outcome is unknown, activates nothing, and a retry completes the one charge Square made', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    const subscriptionId = await createPending(customer.token, 'basic', 'MONTHLY')
    const body = { subscription_id: subscriptionId, card_token: 'cnon:card-nonce-ok' }

    const lost = await payWhileAnswersAreLost(customer.token, body)
    expect(lost.status).toBe(503)
    expect(lost.body).toMatchObject({ code: 'service_unavailable', message: UNCONFIRMED })
    expect((await app.knex('subscriptions').where({ id: subscriptionId }).first()).status).toBe('pending')
    expect(await app.knex('payments').where({ subscription_id: subscriptionId })).toEqual([expect.objectContaining({ status: 'processing', attempt: 1 })])
    expect(await emulatorCharges(subscriptionId)).toEqual([{ status: 'COMPLETED', amount: 2150 }])
    expect(await mailTo(customer.email)).toEqual([])

    const retried = await pay(customer.token, body)
    expect(retried.status).toBe(200)
    expect(retried.body.data).toMatchObject({ subscription_id: subscriptionId, status: 'active' })
    expect(await emulatorCharges(subscriptionId)).toEqual([{ status: 'COMPLETED', amount: 2150 }])
    expect(await app.knex('payments').where({ subscription_id: subscriptionId })).toEqual([
      expect.objectContaining({ status: 'completed', attempt: 1, idempotency_key: `sub_${subscriptionId}_p1_a1` }),
    ])
    expect(await mailTo(customer.email)).toHaveLength(1)
  })

  it('activates the plan by itself a minute later when the customer does not try again', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    const subscriptionId = await createPending(customer.token, 'premium', 'ANNUAL')
    expect((await payWhileAnswersAreLost(customer.token, { subscription_id: subscriptionId, card_token: 'cnon:card-nonce-ok' })).status).toBe(503)
    await runDueJobs(app)
    expect((await app.knex('subscriptions').where({ id: subscriptionId }).first()).status).toBe('pending')

    await runQueueTwoMinutesLater()
    expect((await app.knex('subscriptions').where({ id: subscriptionId }).first()).status).toBe('active')
    expect(await emulatorCharges(subscriptionId)).toEqual([{ status: 'COMPLETED', amount: 42000 }])
    expect(await app.knex('payments').where({ subscription_id: subscriptionId })).toEqual([expect.objectContaining({ status: 'completed', attempt: 1 })])
    const [receipt] = await mailTo(customer.email)
    expect(receipt?.subject).toBe('Your GetQuote receipt: Premium plan')
  })

  it('e-mails the customer when the answer it could not wait for turns out to be a decline', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    const subscriptionId = await createPending(customer.token, 'basic', 'MONTHLY')
    expect((await payWhileAnswersAreLost(customer.token, { subscription_id: subscriptionId, card_token: 'cnon:card-nonce-declined' })).status).toBe(503)
    await runQueueTwoMinutesLater()
    expect((await app.knex('subscriptions').where({ id: subscriptionId }).first()).status).toBe('pending')
    expect(await app.knex('payments').where({ subscription_id: subscriptionId })).toEqual([expect.objectContaining({ status: 'failed' })])
    const [mail] = await mailTo(customer.email)
    expect(mail?.subject).toBe('Your Basic plan was not activated')
    expect(mail?.text_body).toContain('Your card was declined.')
    expect(mail?.text_body).toContain('You have not been charged.')
  })

  it('records an unanswered charge only together with the job that asks Square again', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    const subscriptionId = await createPending(customer.token, 'basic', 'MONTHLY')
    const allow = await refuseToQueue(app.knex, 'settle:%')
    try {
      expect((await payWhileAnswersAreLost(customer.token, { subscription_id: subscriptionId, card_token: 'cnon:card-nonce-ok' })).status).toBe(500)
    } finally {
      await allow()
    }
    // The attempt stays as it was while Square was being called, leased and with no outcome.
    const [payment] = await app.knex('payments').where({ subscription_id: subscriptionId })
    expect(payment).toMatchObject({ status: 'processing', error_code: null })
    expect(payment.locked_until).not.toBeNull()
    expect(await app.knex('jobs').where({ kind: 'payment_settle' }).whereRaw("payload->>'subscription_id' = ?", [String(subscriptionId)])).toEqual([])

    // The reconciliation queued with the attempt finds the charge once the lease is over.
    await runQueueLater(4)
    expect((await app.knex('subscriptions').where({ id: subscriptionId }).first()).status).toBe('active')
    expect(await emulatorCharges(subscriptionId)).toEqual([{ status: 'COMPLETED', amount: 2150 }])
    expect((await mailTo(customer.email)).map((m) => m.subject)).toEqual(['Your GetQuote receipt: Basic plan'])
  })

  it('records a decline found later only together with its e-mail', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    const subscriptionId = await createPending(customer.token, 'basic', 'MONTHLY')
    expect((await payWhileAnswersAreLost(customer.token, { subscription_id: subscriptionId, card_token: 'cnon:card-nonce-declined' })).status).toBe(503)
    const allow = await refuseToQueue(app.knex, 'mail:purchase_declined:%')
    try {
      await runQueueTwoMinutesLater()
    } finally {
      await allow()
    }
    expect(await app.knex('payments').where({ subscription_id: subscriptionId })).toEqual([expect.objectContaining({ status: 'processing' })])

    // The settle job runs again later and records the decline with its e-mail; Square saw one charge.
    await runQueueLater(10)
    expect(await app.knex('payments').where({ subscription_id: subscriptionId })).toEqual([expect.objectContaining({ status: 'failed' })])
    expect(await emulatorCharges(subscriptionId)).toEqual([{ status: 'FAILED', amount: 2150 }])
    expect((await mailTo(customer.email)).map((m) => m.subject)).toEqual(['Your Basic plan was not activated'])
  })

  it('says so when Square cannot be reached, charges nothing then, and completes the purchase once Square is back', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    const subscriptionId = await createPending(customer.token, 'premium', 'MONTHLY')
    const closed = await lossyNetworkTo(emulatorOrigin)
    await closed.close()
    useEmulatorAt(app, closed.url)
    const response = await pay(customer.token, { subscription_id: subscriptionId, card_token: 'cnon:card-nonce-ok' })
    expect(response.status).toBe(503)
    expect(response.body.message).toBe(UNCONFIRMED)
    expect((await app.knex('subscriptions').where({ id: subscriptionId }).first()).status).toBe('pending')
    expect(await emulatorCharges(subscriptionId)).toEqual([])

    useEmulatorAt(app, emulatorOrigin)
    await runQueueTwoMinutesLater()
    expect((await app.knex('subscriptions').where({ id: subscriptionId }).first()).status).toBe('active')
    expect(await emulatorCharges(subscriptionId)).toEqual([{ status: 'COMPLETED', amount: 3750 }])
  })
})
