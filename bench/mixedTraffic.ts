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
  /** Writes not sent because MAX_IN_FLIGHT were still waiting: the server could not keep up. */
  skipped: number
  seconds: number
}

/** A stalled server is not sent ever more writes: they would pile up and swamp every row after. */
export const MAX_IN_FLIGHT = 32

/**
 * Calls `send` `perSecond` times a second until stopped (a late timer sends the writes it owes); `send`
 * answers whether the server took the write.
 */
export function startWriteStream(perSecond: number, send: () => Promise<boolean>): { answered(): number; stop(): Promise<WriteCounts> } {
  const pending = new Set<Promise<void>>()
  const counts = { sent: 0, failed: 0, skipped: 0 }
  const started = Date.now()
  let due = 0
  const write = async () => {
    const ok = await send().catch(() => false)
    counts.sent += 1
    if (!ok) counts.failed += 1
  }
  const timer = setInterval(() => {
    for (const owed = Math.floor(((Date.now() - started) / 1000) * perSecond); due < owed; due += 1) {
      if (pending.size >= MAX_IN_FLIGHT) {
        counts.skipped += 1
        continue
      }
      const done = write().finally(() => pending.delete(done))
      pending.add(done)
    }
  }, 1000 / perSecond)
  return {
    answered: () => counts.sent,
    async stop() {
      clearInterval(timer)
      await Promise.all(pending)
      return { ...counts, seconds: (Date.now() - started) / 1000 }
    },
  }
}

/**
 * PUT /me/preferences by a random customer to the server `originOf` names at the time; each write
 * flips the customer's tips e-mails, so every one changes a users row (and notifies the caches).
 */
export function startWrites(originOf: () => string, tokens: readonly string[], perSecond: number): { answered(): number; stop(): Promise<WriteCounts> } {
  const tips = new Map<string, boolean>()
  return startWriteStream(perSecond, async () => {
    const token = randomOf(tokens)
    const next = !(tips.get(token) ?? true)
    tips.set(token, next)
    const response = await fetch(`${originOf()}/api/v1/me/preferences`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tips: next }),
    })
    await response.arrayBuffer()
    return response.ok
  })
}
