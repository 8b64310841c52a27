import { describe, expect, it } from 'vitest'
import { http } from '../support/http.ts'
import { createUser, mailTo } from '../support/factories.ts'
import { testServer } from '../support/server.ts'
import { toCents } from '../../api/billing/payments/money.ts'
import { chargeThroughTheEmulator, createPending, emulatorCharges } from './subscriptions.support.ts'
import { runDueJobs } from '../../api/services/jobs/worker.ts'

const pay = (token: string | undefined, body: object) => http('POST', '/api/v1/subscriptions/process-payment', { token, body })

chargeThroughTheEmulator()

describe('POST /api/v1/subscriptions/process-payment', () => {
  it('charges the stored price in cents once and activates the subscription with its payment', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    const subscriptionId = await createPending(customer.token, 'premium', 'ANNUAL')
    const response = await pay(customer.token, { subscription_id: subscriptionId, card_token: 'cnon:card-nonce-ok' })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ subscription_id: subscriptionId, status: 'active', already_paid: false })
    expect(response.body.message).toBe('Payment successful! Your subscription is now active.')
    expect(await emulatorCharges(subscriptionId)).toEqual([{ status: 'COMPLETED', amount: 42000 }])
    const subscription = await app.knex('subscriptions').where({ id: subscriptionId }).first()
    expect(subscription.status).toBe('active')
    expect(subscription.current_period_end.getTime() - subscription.current_period_start.getTime()).toBeGreaterThan(364 * 86_400_000)
    const [payment] = await app.knex('payments').where({ subscription_id: subscriptionId })
    expect(payment).toMatchObject({ status: 'completed', amount: '420.00', attempt: 1, idempotency_key: `sub_${subscriptionId}_p1_a1`, card_last4: '1111' })
    expect(payment.idempotency_key.length).toBeLessThanOrEqual(45)
    expect(await app.knex('jobs').where({ kind: 'keep_card_on_file', dedupe_key: `card_on_file:payment_${payment.id}` }).pluck('state')).toEqual(['queued'])
    await runDueJobs(app, { kinds: ['keep_card_on_file'] })
    const card = await app.knex('payment_cards').where({ user_id: customer.user.id }).first()
    expect(card).toMatchObject({ brand: 'VISA', last4: '1111' })
    expect(card.square_card_id).toMatch(/^ccof:/)
  })

  it('e-mails a receipt with text and HTML', async () => {
    const customer = await createUser()
    const subscriptionId = await createPending(customer.token, 'basic', 'MONTHLY')
    await pay(customer.token, { subscription_id: subscriptionId, card_token: 'cnon:card-nonce-ok' })
    const [receipt] = await mailTo(customer.email)
    expect(receipt?.subject).toBe('Your GetQuote receipt: Basic plan')
    expect(receipt?.text_body).toContain('Amount paid: $21.50')
    expect(receipt?.html_body).toContain('Amount paid: $21.50')
  })

  it('charges once when the same payment is sent twice at the same time or retried', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    const subscriptionId = await createPending(customer.token, 'basic', 'MONTHLY')
    const body = { subscription_id: subscriptionId, card_token: 'cnon:card-nonce-ok' }
    const [first, second] = await Promise.all([pay(customer.token, body), pay(customer.token, body)])
    expect([first.status, second.status]).toEqual([200, 200])
    const retry = await pay(customer.token, body)
    expect(retry.status).toBe(200)
    expect(retry.body.data.already_paid).toBe(true)
    expect(await emulatorCharges(subscriptionId)).toEqual([{ status: 'COMPLETED', amount: 2150 }])
    expect(await app.knex('payments').where({ subscription_id: subscriptionId })).toHaveLength(1)
    expect(await mailTo(customer.email)).toHaveLength(1)
  })

  it.each([
    ['cnon:card-nonce-declined', 'Payment failed: Your card was declined. Please use another card or contact your bank.'],
    ['cnon:card-nonce-rejected-cvv', 'Payment failed: The security code (CVV) is incorrect.'],
    ['cnon:card-nonce-rejected-postalcode', 'Payment failed: The postal code does not match the card.'],
    ['cnon:card-nonce-rejected-expiration', 'Payment failed: The expiration date is invalid or the card has expired.'],
    ['cnon:card-nonce-already-used', 'Payment failed: These card details were already used. Please enter your card again.'],
  ])('answers %s with 402 and leaves nothing active', async (cardToken, message) => {
    const { app } = await testServer()
    const customer = await createUser()
    const subscriptionId = await createPending(customer.token, 'basic', 'MONTHLY')
    const response = await pay(customer.token, { subscription_id: subscriptionId, card_token: cardToken })
    expect(response.status).toBe(402)
    expect(response.body).toMatchObject({ code: 'payment_failed', message })
    expect((await app.knex('subscriptions').where({ id: subscriptionId }).first()).status).toBe('pending')
    expect(await app.knex('payments').where({ subscription_id: subscriptionId })).toEqual([expect.objectContaining({ status: 'failed' })])
    expect(await app.knex('payment_cards').where({ user_id: customer.user.id })).toEqual([])
    expect(await mailTo(customer.email)).toEqual([])
  })

  it('lets a declined purchase be paid with another card under a new attempt key', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    const subscriptionId = await createPending(customer.token, 'premium', 'MONTHLY')
    expect((await pay(customer.token, { subscription_id: subscriptionId, card_token: 'cnon:card-nonce-declined' })).status).toBe(402)
    expect((await pay(customer.token, { subscription_id: subscriptionId, card_token: 'cnon:card-nonce-ok' })).status).toBe(200)
    const keys = (await app.knex('payments').where({ subscription_id: subscriptionId }).orderBy('attempt')).map((p) => p.idempotency_key)
    expect(keys).toEqual([`sub_${subscriptionId}_p1_a1`, `sub_${subscriptionId}_p1_a2`])
  })

  it("answers 404 for another customer's subscription and charges nothing", async () => {
    const owner = await createUser()
    const other = await createUser()
    const admin = await createUser({ admin: true })
    const subscriptionId = await createPending(owner.token, 'basic', 'MONTHLY')
    for (const token of [other.token, admin.token]) {
      const response = await pay(token, { subscription_id: subscriptionId, card_token: 'cnon:card-nonce-ok' })
      expect(response.status).toBe(404)
      expect(response.body.message).toBe('Subscription not found.')
    }
    expect(await emulatorCharges(subscriptionId)).toEqual([])
  })

  it('answers 422 with the spec message for a missing card token', async () => {
    const customer = await createUser()
    const subscriptionId = await createPending(customer.token, 'basic', 'MONTHLY')
    for (const card_token of [undefined, '', '   ']) {
      const response = await pay(customer.token, { subscription_id: subscriptionId, card_token })
      expect(response.status).toBe(422)
      expect(response.body.message).toBe('Payment failed: Invalid card token')
    }
  })

  it('answers 401 to an anonymous caller', async () => {
    expect((await pay(undefined, { subscription_id: 1, card_token: 'cnon:card-nonce-ok' })).status).toBe(401)
  })

  it('refuses to pay a canceled subscription', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    const subscriptionId = await createPending(customer.token, 'basic', 'MONTHLY')
    await app.knex('subscriptions').where({ id: subscriptionId }).update({ status: 'canceled' })
    const response = await pay(customer.token, { subscription_id: subscriptionId, card_token: 'cnon:card-nonce-ok' })
    expect(response.status).toBe(409)
    expect(await emulatorCharges(subscriptionId)).toEqual([])
  })
})

describe('toCents', () => {
  it('turns two-decimal strings into integer cents without floats', () => {
    expect(toCents('21.50')).toBe(2150n)
    expect(toCents('0.29')).toBe(29n)
    expect(toCents('420')).toBe(42000n)
    expect(toCents('1234567.89')).toBe(123456789n)
  })
})

describe('GET /api/v1/payments/config', () => {
  it('points the browser at the sandbox emulator when no Square credentials are set', async () => {
    const response = await http('GET', '/api/v1/payments/config')
    expect(response.status).toBe(200)
    expect(response.body.data).toEqual({
      application_id: 'sandbox-sq0idb-getquote-emulator', location_id: 'LEMULATOR0SANDBOX', environment: 'sandbox', script_src: '/square-emulator/square.js', emulated: true, currencies: ['USD'],
    })
  })
})
