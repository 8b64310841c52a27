import type { AppContext } from '../context.ts'
import { InsuranceRequest, normalizedNumber } from '../models/InsuranceRequest.ts'

/**
 * The request its page shows: on PostgreSQL, from memory while PostgreSQL says the request and its
 * details are unchanged (api/services/notifiedCache.ts); each call gets models of its own.
 */
export async function requestForPage(app: AppContext, requestNumber: string): Promise<InsuranceRequest | undefined> {
  const number = normalizedNumber(requestNumber)
  const cache = app.caches?.requests
  const now = app.now().getTime()
  const cached = cache?.get(number, now)
  if (cached) return InsuranceRequest.fromDetailRow(cached)
  const begun = cache?.begin() ?? 0
  const row = await InsuranceRequest.detailRow(number)
  if (!row) return undefined
  cache?.set(number, begun, row, now)
  return InsuranceRequest.fromDetailRow(row)
}
