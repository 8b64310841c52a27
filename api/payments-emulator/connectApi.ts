import { randomBytes } from 'node:crypto'
import type { Knex } from 'knex'
import { z } from 'zod'
import { EMULATOR_LOCATION_ID } from './constants.ts'
import { errorResponse, idempotent, type WireResponse } from './idempotency.ts'
import { ALREADY_USED_NONCE, DECLINES, FIXED_SOURCES, isOutcome, type CardFacts, type Outcome } from './outcomes.ts'

/** The emulated Square Connect v2 endpoints, in Square's wire format (snake_case, integer money). */

const newId = (bytes = 12) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'Q')

const invalid = (code: string, detail: string, field?: string) =>
  errorResponse(400, [{ category: 'INVALID_REQUEST_ERROR', code, detail, ...(field ? { field } : {}) }])

const notFound = (detail: string, field?: string) =>
  errorResponse(404, [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail, ...(field ? { field } : {}) }])

const IdempotencyKey = z.string().min(1).max(45)

const CreatePayment = z.object({
  source_id: z.string().min(1),
  idempotency_key: IdempotencyKey,
  amount_money: z.object({ amount: z.number().int().positive(), currency: z.string() }),
  location_id: z.string().optional(),
  customer_id: z.string().optional(),
  reference_id: z.string().max(40).optional(),
  note: z.string().max(500).optional(),
  buyer_email_address: z.string().max(255).optional(),
  autocomplete: z.boolean().optional(),
})

/** The first problem in a body, named by its snake_case field as Square does. */
function badRequest(error: z.ZodError): WireResponse {
  const issue = error.issues[0]
  const field = issue ? issue.path.join('.') : undefined
  const missing = issue?.code === 'invalid_type' && issue.input === undefined
  return invalid(missing ? 'MISSING_REQUIRED_PARAMETER' : 'INVALID_VALUE', issue?.message ?? 'Invalid request.', field)
}

interface Source {
  outcome: Outcome
  card: CardFacts
  cardOnFile: boolean
}

async function resolveSource(trx: Knex.Transaction, sourceId: string, customerId: string | undefined, now: Date): Promise<Source | WireResponse> {
  if (sourceId === ALREADY_USED_NONCE) return invalid('CARD_TOKEN_USED', 'Card nonce already used; please request new nonce.', 'source_id')
  const fixed = FIXED_SOURCES[sourceId]
  if (fixed) return fixed
  if (sourceId.startsWith('cnon:')) {
    const nonce = await trx('square_emulator_nonces').where({ nonce: sourceId }).forUpdate().first()
    if (!nonce || !isOutcome(nonce.outcome)) return notFound(`Card nonce not found in this \`sandbox\` application environment.`, 'source_id')
    if (nonce.used_at) return invalid('CARD_TOKEN_USED', 'Card nonce already used; please request new nonce.', 'source_id')
    await trx('square_emulator_nonces').where({ nonce: sourceId }).update({ used_at: now })
    return { outcome: nonce.outcome, card: nonce.card, cardOnFile: false }
  }
  if (sourceId.startsWith('ccof:')) {
    const card = await trx('square_emulator_objects').where({ id: sourceId, type: 'card' }).first()
    if (!card || !isOutcome(card.outcome)) return notFound(`Card on file not found: ${sourceId}`, 'source_id')
    if (card.data.customer_id !== customerId) return invalid('INVALID_CARD', 'The card does not belong to this customer.', 'customer_id')
    return { outcome: card.outcome, card: card.data, cardOnFile: true }
  }
  return notFound(`Source not found: ${sourceId}`, 'source_id')
}

/** `currencies`: what the emulated merchant account settles in (PAYMENT_CURRENCIES). */
export async function createPayment(trx: Knex.Transaction, raw: unknown, now: Date, currencies: readonly string[]): Promise<WireResponse> {
  const parsed = CreatePayment.safeParse(raw)
  if (!parsed.success) return badRequest(parsed.error)
  const body = parsed.data
  return idempotent(trx, 'payments', body.idempotency_key, raw, async () => {
    if (!currencies.includes(body.amount_money.currency)) {
      return invalid('INVALID_VALUE', `This merchant can only process payments in ${currencies.join(', ')}.`, 'amount_money.currency')
    }
    if (body.location_id && body.location_id !== EMULATOR_LOCATION_ID) return notFound(`Location \`${body.location_id}\` not found.`)
    if (body.source_id.startsWith('ccof:') && !body.customer_id) {
      return invalid('MISSING_REQUIRED_PARAMETER', 'customer_id is required when charging a card on file.', 'customer_id')
    }
    const source = await resolveSource(trx, body.source_id, body.customer_id, now)
    if ('status' in source) return source
    const completed = source.outcome === 'ok'
    const autocomplete = body.autocomplete ?? true
    const payment = {
      id: newId(),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      amount_money: body.amount_money,
      total_money: body.amount_money,
      approved_money: completed ? body.amount_money : { amount: 0, currency: body.amount_money.currency },
      status: completed ? (autocomplete ? 'COMPLETED' : 'APPROVED') : 'FAILED',
      source_type: 'CARD',
      card_details: {
        status: completed ? (autocomplete ? 'CAPTURED' : 'AUTHORIZED') : 'FAILED',
        card: { ...source.card, fingerprint: `sq-1-emulator-${source.card.last_4}` },
        entry_method: source.cardOnFile ? 'ON_FILE' : 'KEYED',
        cvv_status: source.outcome === 'rejected-cvv' ? 'CVV_REJECTED' : 'CVV_ACCEPTED',
        avs_status: source.outcome === 'rejected-postalcode' ? 'AVS_REJECTED' : 'AVS_ACCEPTED',
      },
      location_id: body.location_id ?? EMULATOR_LOCATION_ID,
      ...(body.customer_id ? { customer_id: body.customer_id } : {}),
      ...(body.reference_id ? { reference_id: body.reference_id } : {}),
      ...(body.note ? { note: body.note } : {}),
      ...(body.buyer_email_address ? { buyer_email_address: body.buyer_email_address } : {}),
      receipt_number: '',
      version_token: newId(8),
    }
    payment.receipt_number = payment.id.slice(0, 4)
    await trx('square_emulator_objects').insert({ id: payment.id, type: 'payment', outcome: source.outcome, data: JSON.stringify(payment) })
    if (source.outcome === 'ok') return { status: 200, body: { payment } }
    const code = DECLINES[source.outcome]
    return errorResponse(402, [{ category: 'PAYMENT_METHOD_ERROR', code, detail: `Authorization error: '${code}'` }], { payment })
  })
}

export async function getPayment(knex: Knex, id: string): Promise<WireResponse> {
  const row = await knex('square_emulator_objects').where({ id, type: 'payment' }).first()
  return row ? { status: 200, body: { payment: row.data } } : notFound(`Could not find payment with id: ${id}`)
}

const CreateCustomer = z.object({
  idempotency_key: IdempotencyKey.optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  email_address: z.string().optional(),
  reference_id: z.string().optional(),
  note: z.string().optional(),
})

export async function createCustomer(trx: Knex.Transaction, raw: unknown, now: Date): Promise<WireResponse> {
  const parsed = CreateCustomer.safeParse(raw)
  if (!parsed.success) return badRequest(parsed.error)
  const { idempotency_key: key, ...fields } = parsed.data
  const perform = async () => {
    if (!fields.given_name && !fields.family_name && !fields.email_address) {
      return invalid('MISSING_REQUIRED_PARAMETER', 'At least one of given_name, family_name, email_address is required.')
    }
    const customer = { id: newId(), created_at: now.toISOString(), updated_at: now.toISOString(), ...fields, creation_source: 'THIRD_PARTY' }
    await trx('square_emulator_objects').insert({ id: customer.id, type: 'customer', data: JSON.stringify(customer) })
    return { status: 200, body: { customer } }
  }
  return key ? idempotent(trx, 'customers', key, raw, perform) : perform()
}

/**
 * Deletes a customer profile and, as Square does, unlinks its cards on file (here: they go, so
 * charging one answers NOT_FOUND). Square answers 200 with an empty object, and 404 for an unknown id.
 */
export async function deleteCustomer(trx: Knex.Transaction, id: string): Promise<WireResponse> {
  const deleted = await trx('square_emulator_objects').where({ id, type: 'customer' }).delete()
  if (deleted === 0) return notFound(`Customer with ID \`${id}\` not found.`)
  await trx('square_emulator_objects').where({ type: 'card' }).whereRaw("data->>'customer_id' = ?", [id]).delete()
  return { status: 200, body: {} }
}

const CreateCard = z.object({
  idempotency_key: IdempotencyKey,
  source_id: z.string().min(1),
  card: z.object({ customer_id: z.string().min(1), reference_id: z.string().optional(), cardholder_name: z.string().optional() }),
})

/** Stores a card on file from a completed payment's id or an unused nonce, as Square's Cards API does. */
export async function createCard(trx: Knex.Transaction, raw: unknown, now: Date): Promise<WireResponse> {
  const parsed = CreateCard.safeParse(raw)
  if (!parsed.success) return badRequest(parsed.error)
  const body = parsed.data
  return idempotent(trx, 'cards', body.idempotency_key, raw, async () => {
    const customer = await trx('square_emulator_objects').where({ id: body.card.customer_id, type: 'customer' }).first()
    if (!customer) return notFound(`Customer not found: ${body.card.customer_id}`)
    let facts: CardFacts
    const payment = await trx('square_emulator_objects').where({ id: body.source_id, type: 'payment' }).first()
    if (payment) {
      if (payment.data.status !== 'COMPLETED') return invalid('INVALID_CARD', 'Only a completed payment can be saved as a card on file.', 'source_id')
      facts = payment.data.card_details.card
    } else {
      const source = await resolveSource(trx, body.source_id, undefined, now)
      if ('status' in source) return source
      if (source.outcome !== 'ok') return errorResponse(402, [{ category: 'PAYMENT_METHOD_ERROR', code: DECLINES[source.outcome], detail: 'Card verification failed.' }])
      facts = source.card
    }
    const card = {
      id: `ccof:${newId()}`,
      card_brand: facts.card_brand,
      last_4: facts.last_4,
      exp_month: facts.exp_month,
      exp_year: facts.exp_year,
      customer_id: body.card.customer_id,
      ...(body.card.reference_id ? { reference_id: body.card.reference_id } : {}),
      ...(body.card.cardholder_name ? { cardholder_name: body.card.cardholder_name } : {}),
      enabled: true,
      card_type: 'CREDIT',
      prepaid_type: 'NOT_PREPAID',
      fingerprint: `sq-1-emulator-${facts.last_4}`,
      created_at: now.toISOString(),
      version: 1,
    }
    await trx('square_emulator_objects').insert({ id: card.id, type: 'card', outcome: 'ok', data: JSON.stringify(card) })
    return { status: 200, body: { card } }
  })
}
