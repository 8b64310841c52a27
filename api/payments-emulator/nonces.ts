import { randomBytes } from 'node:crypto'
import type { Knex } from 'knex'
import { z } from 'zod'
import { EMULATOR_APPLICATION_ID } from './constants.ts'
import { errorResponse, type WireResponse } from './idempotency.ts'
import { OUTCOMES } from './outcomes.ts'

/**
 * What the emulated card form sends when it tokenises: the outcome its test card stands for and the
 * card's public facts. No card number or CVV ever leaves the browser, even in the sandbox.
 */
const IssueNonce = z.object({
  application_id: z.string(),
  location_id: z.string().min(1),
  outcome: z.enum(OUTCOMES),
  card: z.object({
    card_brand: z.enum(['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER', 'DISCOVER_DINERS', 'JCB', 'CHINA_UNIONPAY']),
    last_4: z.string().regex(/^\d{4}$/),
    exp_month: z.number().int().min(1).max(12),
    exp_year: z.number().int().min(2000).max(2100),
  }),
})

/** Issues a single-use `cnon:` token that the emulated Payments and Cards APIs recognise. */
export async function issueNonce(knex: Knex, raw: unknown): Promise<WireResponse> {
  const parsed = IssueNonce.safeParse(raw)
  if (!parsed.success) {
    return errorResponse(400, [{ category: 'INVALID_REQUEST_ERROR', code: 'INVALID_VALUE', detail: 'Invalid card details.' }])
  }
  if (parsed.data.application_id !== EMULATOR_APPLICATION_ID) {
    return errorResponse(401, [{ category: 'AUTHENTICATION_ERROR', code: 'UNAUTHORIZED', detail: 'Unknown application id.' }])
  }
  const nonce = `cnon:${randomBytes(18).toString('base64url')}`
  await knex('square_emulator_nonces').insert({ nonce, outcome: parsed.data.outcome, card: JSON.stringify(parsed.data.card) })
  return { status: 200, body: { token: nonce, card: parsed.data.card } }
}
