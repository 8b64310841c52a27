import { createHash } from 'node:crypto'
import type { Knex } from 'knex'
import type { SquareErrorItem } from './outcomes.ts'

export interface WireResponse {
  status: number
  body: object
}

/** JSON with sorted keys, so the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

export const errorResponse = (status: number, errors: SquareErrorItem[], extra: object = {}): WireResponse => ({
  status,
  body: { errors, ...extra },
})

/**
 * Square's idempotency: the first request with a key is performed and its answer stored; the same key
 * with the same body replays that answer, with another body it is IDEMPOTENCY_KEY_REUSED. The key row
 * is inserted first, so a concurrent duplicate waits on it (PostgreSQL) and then replays.
 */
export async function idempotent(
  trx: Knex.Transaction,
  scope: string,
  key: string,
  body: unknown,
  perform: () => Promise<WireResponse>,
): Promise<WireResponse> {
  const hash = createHash('sha256').update(canonical(body)).digest('hex')
  const inserted = await trx('square_emulator_idempotency')
    .insert({ scope, idempotency_key: key, request_hash: hash })
    .onConflict(['scope', 'idempotency_key'])
    .ignore()
    .returning('request_hash')
  if (inserted.length === 0) {
    const stored = await trx('square_emulator_idempotency').where({ scope, idempotency_key: key }).first()
    if (!stored || stored.request_hash !== hash || stored.status === null) {
      return errorResponse(400, [{
        category: 'INVALID_REQUEST_ERROR',
        code: 'IDEMPOTENCY_KEY_REUSED',
        detail: 'The idempotency key can only be retried with the same request data.',
        field: 'idempotency_key',
      }])
    }
    return { status: stored.status, body: stored.response }
  }
  const response = await perform()
  await trx('square_emulator_idempotency')
    .where({ scope, idempotency_key: key })
    .update({ status: response.status, response: JSON.stringify(response.body) })
  return response
}
