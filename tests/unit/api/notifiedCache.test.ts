import { describe, expect, it } from 'vitest'
import { NotifiedCache } from '../../../api/db/notifiedCache.ts'

/** A read whose answer arrives only when `answer` is called, so a drop can happen while it is in flight. */
function slowRead(cache: NotifiedCache, key: string, id: number) {
  let answer: () => void = () => undefined
  const arrived = new Promise<void>((resolve) => { answer = resolve })
  const read = cache.read(key, 0, async () => {
    await arrived
    return { row: { id } }
  })
  return { read, answer }
}

describe('a cache whose rows change while they are read', () => {
  it('keeps a row read while other rows were dropped: writes to others do not starve it', async () => {
    const cache = new NotifiedCache('sessions')
    cache.listens(true)
    const { read, answer } = slowRead(cache, 'session-a', 1)
    cache.drop(['2'])
    cache.drop(['3'])
    answer()
    await read
    expect(cache.holds('session-a', 0)).toBe(true)
    cache.forget()
  })

  it('does not keep a row dropped while it was read, nor anything read across a clear', async () => {
    const cache = new NotifiedCache('sessions')
    cache.listens(true)
    const dropped = slowRead(cache, 'session-a', 1)
    cache.drop(['1'])
    dropped.answer()
    await dropped.read
    const cleared = slowRead(cache, 'session-b', 2)
    cache.clear()
    cleared.answer()
    await cleared.read
    expect([cache.holds('session-a', 0), cache.holds('session-b', 0)]).toEqual([false, false])
    cache.forget()
  })

  it('drops every key of a row: all the sessions of a user whose row changed', async () => {
    const cache = new NotifiedCache('sessions')
    cache.listens(true)
    for (const [key, id] of [['one', 1], ['two', 1], ['other', 2]] as const) await cache.read(key, 0, async () => ({ row: { id } }))
    cache.drop(['1'])
    expect(['one', 'two', 'other'].map((key) => cache.holds(key, 0))).toEqual([false, false, true])
    cache.forget()
  })
})
