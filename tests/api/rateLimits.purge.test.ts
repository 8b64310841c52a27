import { describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { testServer } from '../support/server.ts'
import { runDueJobs } from '../../api/services/jobs/worker.ts'
import { schedulePeriodicJobs } from '../../api/services/jobs/housekeeping.ts'

/** Rows around `now`, the app's clock the purge reads. */
async function insertRows(now: Date) {
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)
  const ahead = (seconds: number) => new Date(now.getTime() + seconds * 1000)
  const { app } = await testServer()
  const prefix = `purge-${randomUUID()}`
  await app.knex('rate_limits').insert([
    { key: `${prefix}:expired`, hits: 3, window_ends_at: ago(60), blocked_until: null },
    { key: `${prefix}:expired-wait-over`, hits: 9, window_ends_at: ago(60), blocked_until: ago(5) },
    { key: `${prefix}:still-waiting`, hits: 9, window_ends_at: ago(60), blocked_until: ahead(600) },
    { key: `${prefix}:open`, hits: 1, window_ends_at: ahead(600), blocked_until: null },
  ])
  const left = async () => (await app.knex('rate_limits').where('key', 'like', `${prefix}:%`).orderBy('key').pluck('key'))
    .map((key: string) => key.slice(prefix.length + 1))
  return { app, left }
}

describe('rate-limit rows', () => {
  it('are purged by the hourly housekeeping job once their window and any wait are over', async () => {
    // An hour of its own (the dedupe key names the hour), so no other test has scheduled this one.
    const hour = new Date(Date.UTC(2040, 0, 1) + Math.floor(Math.random() * 1_000_000) * 3_600_000)
    const { app, left } = await insertRows(hour)
    const atHour = { ...app, now: () => hour }
    await schedulePeriodicJobs(atHour)
    expect(await left()).toEqual(['expired', 'expired-wait-over', 'open', 'still-waiting'])
    await runDueJobs(atHour, { kinds: ['purge_rate_limits'] })
    expect(await left()).toEqual(['open', 'still-waiting'])
  })
})
