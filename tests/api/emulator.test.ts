import { beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { SquareClient, SquareError } from 'square'
import { z } from 'zod'
import { testServer } from '../support/server.ts'
import { loadConfig } from '../../api/config.ts'
import { isEmulated } from '../../api/payments-emulator/index.ts'
import { EMULATOR_APPLICATION_ID, EMULATOR_LOCATION_ID } from '../../api/payments-emulator/constants.ts'

let base = ''
let token = ''
let client: SquareClient

const key = () => randomUUID().slice(0, 36)

async function rawPost(path: string, body: unknown, bearer = token) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}

async function issueNonce(outcome = 'ok') {
  const { body } = await rawPost('/v1/card-nonce', {
    application_id: EMULATOR_APPLICATION_ID,
    location_id: EMULATOR_LOCATION_ID,
    outcome,
    card: { card_brand: 'VISA', last_4: '1111', exp_month: 12, exp_year: 2031 },
  })
  return String(body.token)
}

async function declineCode(promise: Promise<unknown>): Promise<{ code: string | undefined; status: number | undefined; body: unknown }> {
  try {
    await promise
  } catch (error) {
    if (error instanceof SquareError) return { code: error.errors[0]?.code, status: error.statusCode, body: error.body }
    throw error
  }
  throw new Error('expected the request to fail')
}

beforeAll(async () => {
  const server = await testServer()
  base = `${server.url}/square-emulator`
  token = server.app.secrets.squareEmulator
  client = new SquareClient({ token, baseUrl: base, maxRetries: 0 })
})

describe('Square emulator: POST /v2/payments', () => {
  it('completes a payment for cnon:card-nonce-ok with integer money in snake_case', async () => {
    const { payment } = await client.payments.create({
      sourceId: 'cnon:card-nonce-ok', idempotencyKey: key(), amountMoney: { amount: 2150n, currency: 'USD' }, locationId: EMULATOR_LOCATION_ID,
    })
    expect(payment?.status).toBe('COMPLETED')
    expect(payment?.amountMoney?.amount).toBe(2150n)
    expect(payment?.cardDetails?.card?.last4).toBe('1111')
    const fetched = await client.payments.get({ paymentId: payment?.id ?? '' })
    expect(fetched.payment?.id).toBe(payment?.id)
  })

  it.each([
    ['cnon:card-nonce-declined', 'GENERIC_DECLINE'],
    ['cnon:card-nonce-rejected-cvv', 'CVV_FAILURE'],
    ['cnon:card-nonce-rejected-postalcode', 'ADDRESS_VERIFICATION_FAILURE'],
    ['cnon:card-nonce-rejected-expiration', 'INVALID_EXPIRATION'],
    ['cnon:card-nonce-already-used', 'CARD_TOKEN_USED'],
  ])('answers %s with %s in the error envelope', async (sourceId, code) => {
    const failure = await declineCode(client.payments.create({ sourceId, idempotencyKey: key(), amountMoney: { amount: 100n, currency: 'USD' } }))
    expect(failure.code).toBe(code)
  })

  it('carries a FAILED payment with a decline', async () => {
    const failure = await declineCode(client.payments.create({ sourceId: 'cnon:card-nonce-declined', idempotencyKey: key(), amountMoney: { amount: 100n, currency: 'USD' } }))
    expect(failure.status).toBe(402)
    expect(failure.body).toMatchObject({ errors: [{ category: 'PAYMENT_METHOD_ERROR', code: 'GENERIC_DECLINE' }], payment: { status: 'FAILED' } })
  })

  it('accepts an issued nonce once and answers CARD_TOKEN_USED after', async () => {
    const nonce = await issueNonce()
    await client.payments.create({ sourceId: nonce, idempotencyKey: key(), amountMoney: { amount: 100n, currency: 'USD' } })
    const again = await declineCode(client.payments.create({ sourceId: nonce, idempotencyKey: key(), amountMoney: { amount: 100n, currency: 'USD' } }))
    expect(again.code).toBe('CARD_TOKEN_USED')
  })

  it('issues nonces that decline with the outcome of their test card', async () => {
    const nonce = await issueNonce('rejected-cvv')
    const failure = await declineCode(client.payments.create({ sourceId: nonce, idempotencyKey: key(), amountMoney: { amount: 100n, currency: 'USD' } }))
    expect(failure.code).toBe('CVV_FAILURE')
  })

  it('replays the same key and body, and refuses the same key with another body', async () => {
    const nonce = await issueNonce()
    const idem = key()
    const first = await client.payments.create({ sourceId: nonce, idempotencyKey: idem, amountMoney: { amount: 500n, currency: 'USD' } })
    const replay = await client.payments.create({ sourceId: nonce, idempotencyKey: idem, amountMoney: { amount: 500n, currency: 'USD' } })
    expect(replay.payment?.id).toBe(first.payment?.id)
    const reused = await declineCode(client.payments.create({ sourceId: nonce, idempotencyKey: idem, amountMoney: { amount: 600n, currency: 'USD' } }))
    expect(reused.code).toBe('IDEMPOTENCY_KEY_REUSED')
  })

  it('validates the key length, the amount and the currency', async () => {
    expect((await rawPost('/v2/payments', { source_id: 'cnon:card-nonce-ok', idempotency_key: 'x'.repeat(46), amount_money: { amount: 1, currency: 'USD' } })).status).toBe(400)
    expect((await rawPost('/v2/payments', { source_id: 'cnon:card-nonce-ok', idempotency_key: key(), amount_money: { amount: 0, currency: 'USD' } })).status).toBe(400)
    const eur = await rawPost('/v2/payments', { source_id: 'cnon:card-nonce-ok', idempotency_key: key(), amount_money: { amount: 100, currency: 'EUR' } })
    expect(eur.body.errors[0]).toMatchObject({ category: 'INVALID_REQUEST_ERROR', field: 'amount_money.currency' })
  })

  it('requires a bearer token', async () => {
    const response = await rawPost('/v2/payments', {}, 'wrong')
    expect(response.status).toBe(401)
    expect(response.body.errors[0]).toMatchObject({ category: 'AUTHENTICATION_ERROR', code: 'UNAUTHORIZED' })
  })
})

describe('Square emulator: customers and cards on file', () => {
  it('stores a card from a completed payment and charges it with the customer id', async () => {
    const { payment } = await client.payments.create({ sourceId: await issueNonce(), idempotencyKey: key(), amountMoney: { amount: 100n, currency: 'USD' } })
    const { customer } = await client.customers.create({ idempotencyKey: key(), givenName: 'Ada', emailAddress: 'ada@example.com' })
    const { card } = await client.cards.create({ idempotencyKey: key(), sourceId: payment?.id ?? '', card: { customerId: customer?.id ?? '' } })
    expect(card?.id).toMatch(/^ccof:/)
    expect(card?.last4).toBe('1111')
    const renewal = await client.payments.create({ sourceId: card?.id ?? '', customerId: customer?.id, idempotencyKey: key(), amountMoney: { amount: 100n, currency: 'USD' } })
    expect(renewal.payment?.status).toBe('COMPLETED')
    const withoutCustomer = await declineCode(client.payments.create({ sourceId: card?.id ?? '', idempotencyKey: key(), amountMoney: { amount: 100n, currency: 'USD' } }))
    expect(withoutCustomer.code).toBe('MISSING_REQUIRED_PARAMETER')
  })

  it('deletes a customer with its cards on file, answering {} and then 404', async () => {
    const { payment } = await client.payments.create({ sourceId: await issueNonce(), idempotencyKey: key(), amountMoney: { amount: 100n, currency: 'USD' } })
    const { customer } = await client.customers.create({ idempotencyKey: key(), givenName: 'Ada', emailAddress: 'ada@example.com' })
    const customerId = customer?.id ?? ''
    const { card } = await client.cards.create({ idempotencyKey: key(), sourceId: payment?.id ?? '', card: { customerId } })
    const response = await fetch(`${base}/v2/customers/${customerId}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({})
    const again = await declineCode(client.customers.delete({ customerId }))
    expect([again.status, again.code]).toEqual([404, 'NOT_FOUND'])
    const charge = await declineCode(client.payments.create({ sourceId: card?.id ?? '', customerId, idempotencyKey: key(), amountMoney: { amount: 100n, currency: 'USD' } }))
    expect([charge.status, charge.code]).toEqual([404, 'NOT_FOUND'])
  })

  it('honours the documented card-on-file ids', async () => {
    const failure = await declineCode(client.payments.create({ sourceId: 'ccof:customer-card-id-declined', customerId: 'c1', idempotencyKey: key(), amountMoney: { amount: 100n, currency: 'USD' } }))
    expect(failure.code).toBe('GENERIC_DECLINE')
  })
})

describe('Square emulator: refunds', () => {
  async function completedPayment(amount = 2150n) {
    const { payment } = await client.payments.create({ sourceId: await issueNonce(), idempotencyKey: key(), amountMoney: { amount, currency: 'USD' } })
    if (!payment?.id) throw new Error('no payment')
    return payment.id
  }

  it('refunds through the SDK with Square shapes, replays the same key, and records it on the payment', async () => {
    const paymentId = await completedPayment()
    const idem = key()
    const request = { idempotencyKey: idem, paymentId, amountMoney: { amount: 2150n, currency: 'USD' as const }, reason: 'No plan' }
    const { refund } = await client.refunds.refundPayment(request)
    expect(refund).toMatchObject({ status: 'PENDING', paymentId, amountMoney: { amount: 2150n, currency: 'USD' }, reason: 'No plan', locationId: EMULATOR_LOCATION_ID })
    const replay = await client.refunds.refundPayment(request)
    expect(replay.refund?.id).toBe(refund?.id)
    const fetched = await client.refunds.get({ refundId: String(refund?.id) })
    expect(fetched.refund).toMatchObject({ id: refund?.id, status: 'COMPLETED' })
    const { payment } = await client.payments.get({ paymentId })
    expect(payment).toMatchObject({ refundedMoney: { amount: 2150n, currency: 'USD' }, refundIds: [refund?.id] })
  })

  it('refuses more than is left, another currency, a failed payment and an unknown one', async () => {
    const paymentId = await completedPayment(1000n)
    await client.refunds.refundPayment({ idempotencyKey: key(), paymentId, amountMoney: { amount: 600n, currency: 'USD' } })
    const tooMuch = await declineCode(client.refunds.refundPayment({ idempotencyKey: key(), paymentId, amountMoney: { amount: 500n, currency: 'USD' } }))
    expect(tooMuch).toMatchObject({ status: 400, code: 'REFUND_AMOUNT_INVALID' })
    const currency = await declineCode(client.refunds.refundPayment({ idempotencyKey: key(), paymentId, amountMoney: { amount: 100n, currency: 'EUR' } }))
    expect(currency.code).toBe('CURRENCY_MISMATCH')
    const failed = await declineCode(client.payments.create({ sourceId: 'cnon:card-nonce-declined', idempotencyKey: key(), amountMoney: { amount: 100n, currency: 'USD' } }))
    const failedId = z.object({ payment: z.object({ id: z.string() }) }).parse(failed.body).payment.id
    const notRefundable = await declineCode(client.refunds.refundPayment({ idempotencyKey: key(), paymentId: failedId, amountMoney: { amount: 100n, currency: 'USD' } }))
    expect(notRefundable.code).toBe('PAYMENT_NOT_REFUNDABLE')
    const unknown = await declineCode(client.refunds.refundPayment({ idempotencyKey: key(), paymentId: 'nope', amountMoney: { amount: 100n, currency: 'USD' } }))
    expect(unknown).toMatchObject({ status: 404, code: 'NOT_FOUND' })
    expect((await declineCode(client.refunds.get({ refundId: 'nope' }))).status).toBe(404)
  })
})

describe('Square emulator: square.js', () => {
  it('serves the browser script', async () => {
    const response = await fetch(`${base}/square.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('javascript')
    expect(await response.text()).toContain('window.Square')
  })
})

describe('Square configuration', () => {
  const env = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://db/app', MAIL_TRANSPORT: 'log' } as const

  it('serves no emulator in production, even without credentials', () => {
    const config = loadConfig(env)
    expect(isEmulated({ config })).toBe(false)
  })

  it('requires all three credentials together and an explicit environment', () => {
    expect(() => loadConfig({ ...env, SQUARE_APPLICATION_ID: 'sq0idp-x' })).toThrow(/SQUARE_LOCATION_ID must be set together/)
    expect(() => loadConfig({ ...env, SQUARE_APPLICATION_ID: 'sq0idp-x', SQUARE_LOCATION_ID: 'L1', SQUARE_ACCESS_TOKEN: 't' })).toThrow(/SQUARE_ENVIRONMENT is required/)
    const config = loadConfig({ ...env, SQUARE_APPLICATION_ID: 'sq0idp-x', SQUARE_LOCATION_ID: 'L1', SQUARE_ACCESS_TOKEN: 't', SQUARE_ENVIRONMENT: 'production' })
    expect(config.square).toEqual({ applicationId: 'sq0idp-x', locationId: 'L1', accessToken: 't', environment: 'production' })
    expect(loadConfig({ NODE_ENV: 'development' }).square).toBeNull()
  })

  it('leaves paths outside the emulator to the site', async () => {
    const response = await fetch(`${base.replace('/square-emulator', '')}/square-emulatorx`)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).not.toContain('json')
  })
})
