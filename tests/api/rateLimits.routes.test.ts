import { describe, expect, it } from 'vitest'
import { http, randomIp, type RequestOptions } from '../support/http.ts'
import { expectRetryAfter } from '../support/retryAfter.ts'
import { createUser } from '../support/factories.ts'
import { variationOf } from './subscriptions.support.ts'

/** Every limit here counts per hour. */
const HOUR = 3600

/**
 * Sends `limit` requests as one customer (any answer counts: the limit sits before the handler),
 * then one more, which is refused, from another address too; another customer behind the same
 * address is still served.
 */
async function expectLimited(method: string, path: string, limit: number, options: RequestOptions & { token: string }) {
  const ip = randomIp()
  const firstSentAt = Date.now()
  for (let sent = 0; sent < limit; sent += 1) {
    const res = await http(method, path, { ...options, ip })
    expect(res.status, `request ${sent + 1}`).not.toBe(429)
  }
  const refused = await http(method, path, { ...options, ip })
  expect(refused.status).toBe(429)
  expect(refused.body.code).toBe('rate_limited')
  expect(typeof refused.body.message).toBe('string')
  expectRetryAfter(refused, HOUR, firstSentAt)
  expect((await http(method, path, { ...options, ip: randomIp() })).status).toBe(429)
  const neighbour = await createUser()
  const shared = await http(method, path, { ...options, token: neighbour.token, ip })
  expect(shared.status).not.toBe(429)
}

describe('rate limits on the customer actions that cost us or others', () => {
  it('starts at most 30 purchases an hour per customer', async () => {
    const { token } = await createUser()
    const { plan, variation } = await variationOf('basic', 'MONTHLY')
    const body = { subscription_plan_id: plan, subscription_plan_variation_id: variation }
    await expectLimited('POST', '/api/v1/subscriptions/create-pending', 30, { token, body })
  })

  it('tries at most 20 payments an hour per customer', async () => {
    const { token } = await createUser()
    const body = { subscription_id: 999_999_999, card_token: 'cnon:card-nonce-ok' }
    await expectLimited('POST', '/api/v1/subscriptions/process-payment', 20, { token, body })
  })

  it('checks out at most 30 times an hour per customer', async () => {
    const { token } = await createUser()
    const body = { subscription_plan_variation_id: 999_999_999, card_token: 'cnon:card-nonce-ok', idempotency_key: 'rate-limit-probe', amount: '21.50', currency: 'USD' }
    await expectLimited('POST', '/api/v1/subscriptions/checkout', 30, { token, body })
  })

  it('opens at most 20 help conversations an hour per customer', async () => {
    const { token } = await createUser()
    const body = { subject: 'Flood', body: 'One more question.' }
    await expectLimited('POST', '/api/v1/support/conversations', 20, { token, body })
  })

  it('posts at most 60 help messages an hour per customer', async () => {
    const { token } = await createUser()
    await expectLimited('POST', '/api/v1/support/conversations/999999999/messages', 60, { token, body: { body: 'Hello?' } })
  })
})
