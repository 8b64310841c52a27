import { randomBytes } from 'node:crypto'
import type { Knex } from 'knex'
import { z } from 'zod'
import type { RefundSettlement } from './faults.ts'
import { errorResponse, idempotent, type WireResponse } from './idempotency.ts'

/** The emulated Refunds API (POST /v2/refunds, GET /v2/refunds/{id}) in Square's wire format. */

const RefundPayment = z.object({
  idempotency_key: z.string().min(1).max(45),
  payment_id: z.string().min(1),
  amount_money: z.object({ amount: z.number().int().positive(), currency: z.string() }),
  reason: z.string().max(192).optional(),
})

const invalid = (code: string, detail: string, field?: string) =>
  errorResponse(400, [{ category: 'INVALID_REQUEST_ERROR', code, detail, ...(field ? { field } : {}) }])

interface Money {
  amount: number
  currency: string
}

/**
 * Refunds all or part of a completed payment. Like Square, the answer says PENDING (the refund is
 * accepted and on its way); the emulator settles it at once at `settlesAs` (COMPLETED unless a test
 * said otherwise, faults.ts), which a later GET reads.
 */
export async function refundPayment(trx: Knex.Transaction, raw: unknown, now: Date, settlesAs: RefundSettlement): Promise<WireResponse> {
  const parsed = RefundPayment.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return invalid('INVALID_VALUE', issue?.message ?? 'Invalid request.', issue?.path.join('.'))
  }
  const body = parsed.data
  return idempotent(trx, 'refunds', body.idempotency_key, raw, async () => {
    const row = await trx('square_emulator_objects').where({ id: body.payment_id, type: 'payment' }).forUpdate().first()
    if (!row) return errorResponse(404, [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail: `Payment ${body.payment_id} not found.` }])
    const payment = row.data
    if (payment.status !== 'COMPLETED') return invalid('PAYMENT_NOT_REFUNDABLE', 'Only a completed payment can be refunded.', 'payment_id')
    const total: Money = payment.total_money
    if (body.amount_money.currency !== total.currency) return invalid('CURRENCY_MISMATCH', 'The refund currency differs from the payment currency.', 'amount_money.currency')
    const refunded: Money = payment.refunded_money ?? { amount: 0, currency: total.currency }
    if (refunded.amount + body.amount_money.amount > total.amount) {
      return invalid('REFUND_AMOUNT_INVALID', 'The refund amount exceeds the amount left to refund.', 'amount_money.amount')
    }
    const refund = {
      id: `${payment.id}_${randomBytes(9).toString('base64url').replace(/[-_]/g, 'R')}`,
      status: 'PENDING',
      location_id: payment.location_id,
      amount_money: body.amount_money,
      payment_id: payment.id,
      ...(body.reason ? { reason: body.reason } : {}),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    }
    await trx('square_emulator_objects').insert({ id: refund.id, type: 'refund', data: JSON.stringify({ ...refund, status: settlesAs }) })
    const updated = {
      ...payment,
      refunded_money: { amount: refunded.amount + body.amount_money.amount, currency: total.currency },
      refund_ids: [...(payment.refund_ids ?? []), refund.id],
      updated_at: now.toISOString(),
    }
    await trx('square_emulator_objects').where({ id: payment.id }).update({ data: JSON.stringify(updated) })
    return { status: 200, body: { refund } }
  })
}

export async function getRefund(knex: Knex, id: string): Promise<WireResponse> {
  const row = await knex('square_emulator_objects').where({ id, type: 'refund' }).first()
  if (row) return { status: 200, body: { refund: row.data } }
  return errorResponse(404, [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail: `Could not find refund with id: ${id}` }])
}
