import type { AppContext } from '../context.ts'
import { InsuranceRequest, normalizedNumber } from '../models/InsuranceRequest.ts'
import { readThrough } from '../db/notifiedCache.ts'

/**
 * The request its page shows: on PostgreSQL, from memory while PostgreSQL says the request and its
 * details are unchanged (api/services/notifiedCache.ts); each call gets models of its own.
 */
export async function requestForPage(app: AppContext, requestNumber: string): Promise<InsuranceRequest | undefined> {
  const number = normalizedNumber(requestNumber)
  const row = await readThrough(app.caches?.requests, number, app.now().getTime(), async () => {
    const found = await InsuranceRequest.detailRow(number)
    return found ? { row: found } : undefined
  })
  return row ? InsuranceRequest.fromDetailRow(row) : undefined
}
