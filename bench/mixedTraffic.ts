// What makes a row "mixed" in `npm run bench:api`: a random key per request, and a steady stream of
// small writes alongside, each of which tells every API process to drop its cached sessions.
import { randomInt } from 'node:crypto'

export const randomOf = <T>(items: readonly T[]): T => {
  const item = items[randomInt(items.length)]
  if (item === undefined) throw new Error('nothing to draw from')
  return item
}

export interface WriteCounts {
  sent: number
  failed: number
  seconds: number
}

/**
 * PUT /me/preferences by a random customer, `perSecond` times a second until stopped; each write
 * flips the customer's tips e-mails, so every one changes a users row (and notifies the caches).
 */
export function startWrites(origin: string, tokens: readonly string[], perSecond: number): { stop(): Promise<WriteCounts> } {
  const tips = new Map<string, boolean>()
  const pending = new Set<Promise<void>>()
  const counts = { sent: 0, failed: 0 }
  const started = Date.now()
  const write = async (token: string) => {
    const next = !(tips.get(token) ?? true)
    tips.set(token, next)
    const response = await fetch(`${origin}/api/v1/me/preferences`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tips: next }),
    }).catch(() => null)
    counts.sent += 1
    if (!response?.ok) counts.failed += 1
    await response?.arrayBuffer()
  }
  const timer = setInterval(() => {
    const done = write(randomOf(tokens)).finally(() => pending.delete(done))
    pending.add(done)
  }, 1000 / perSecond)
  return {
    async stop() {
      clearInterval(timer)
      await Promise.all(pending)
      return { ...counts, seconds: (Date.now() - started) / 1000 }
    },
  }
}
