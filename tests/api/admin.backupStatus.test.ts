import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { BackupStatusJson } from '../../shared/schemas/backups.ts'
import { dataEnvelope } from '../../shared/schemas/envelope.ts'
import { schedulePeriodicJobs } from '../../api/services/jobs/housekeeping.ts'
import { runDueJobs } from '../../api/services/jobs/worker.ts'
import { backupsDir, pruneBackups } from '../../api/backups/create.ts'
import { createUser } from '../support/factories.ts'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'

const STATUS = '/api/v1/admin/backup_status'
const HOUR = 3_600_000

afterEach(async () => {
  const { app, setNow } = await testServer()
  setNow(null)
  await app.knex('backups').delete()
  fs.rmSync(backupsDir(app.config.dataDir), { recursive: true, force: true })
})

async function recordRow(row: { status: 'completed' | 'failed'; finished_at: Date }): Promise<void> {
  const { app } = await testServer()
  const outcome = row.status === 'completed' ? { file_name: 'getquote-backup-x.tar', bytes: 5_250_000, error: null } : { file_name: null, bytes: null, error: 'disk full' }
  await app.knex('backups').insert({ trigger: 'daily', status: row.status, ...outcome, started_at: row.finished_at, finished_at: row.finished_at })
}

async function statusAsAdmin() {
  const admin = await createUser({ admin: true })
  const res = await http('GET', STATUS, { token: admin.token })
  expect(res.status).toBe(200)
  return dataEnvelope(BackupStatusJson).parse(res.body).data
}

describe('GET /api/v1/admin/backup_status', () => {
  it('answers 401 to anonymous and 403 to a customer', async () => {
    expect((await http('GET', STATUS)).status).toBe(401)
    const customer = await createUser()
    expect((await http('GET', STATUS, { token: customer.token })).status).toBe(403)
  })

  it('says none before the first backup', async () => {
    const { app } = await testServer()
    expect(await statusAsAdmin()).toEqual({ state: 'none', daily: !app.config.databaseUrl, last_backup: null, last_failure: null })
  })

  it('gives the last backup time and size, and calls it stale after 26 hours', async () => {
    const { setNow } = await testServer()
    const finished = new Date('2031-05-01T01:00:00.000Z')
    await recordRow({ status: 'completed', finished_at: new Date(finished.getTime() - 24 * HOUR) })
    await recordRow({ status: 'completed', finished_at: finished })
    const last_backup = { finished_at: finished.toISOString(), bytes: 5_250_000, file_name: 'getquote-backup-x.tar' }
    setNow(new Date(finished.getTime() + 26 * HOUR))
    expect(await statusAsAdmin()).toMatchObject({ state: 'ok', last_backup, last_failure: null })
    setNow(new Date(finished.getTime() + 26 * HOUR + 1000))
    expect(await statusAsAdmin()).toMatchObject({ state: 'stale', last_backup, last_failure: null })
  })

  it('warns of a failure after the last backup, and not of one a backup has since replaced', async () => {
    const { setNow } = await testServer()
    const at = new Date('2031-05-01T01:00:00.000Z')
    setNow(new Date(at.getTime() + HOUR))
    await recordRow({ status: 'completed', finished_at: at })
    await recordRow({ status: 'failed', finished_at: new Date(at.getTime() + 60_000) })
    expect(await statusAsAdmin()).toMatchObject({ state: 'failed', last_failure: { finished_at: new Date(at.getTime() + 60_000).toISOString(), error: 'disk full' } })
    await recordRow({ status: 'completed', finished_at: new Date(at.getTime() + 120_000) })
    expect(await statusAsAdmin()).toMatchObject({ state: 'ok', last_failure: null })
  })
})

describe('the daily backup job', () => {
  it('takes one backup a day on the embedded database, an hour into the day, and records it', { timeout: 300_000 }, async () => {
    const { app, setNow } = await testServer()
    const day = new Date('2031-05-02T00:00:05.000Z')
    setNow(day)
    await schedulePeriodicJobs(app)
    await schedulePeriodicJobs(app)
    const queued = await app.knex('jobs').where({ kind: 'backup_database' }).select('dedupe_key', 'run_at')
    if (app.config.databaseUrl) {
      // PostgreSQL is backed up by its own WAL archiving (README): no job copies it.
      expect(queued).toEqual([])
      return
    }
    expect(queued).toEqual([{ dedupe_key: 'backup_database:2031-05-02', run_at: new Date(day.getTime() + HOUR) }])
    expect(await runDueJobs(app, { kinds: ['backup_database'] })).toBe(0)
    setNow(new Date(day.getTime() + HOUR))
    expect(await runDueJobs(app, { kinds: ['backup_database'] })).toBe(1)
    expect(fs.readdirSync(backupsDir(app.config.dataDir))).toEqual(['getquote-backup-2031-05-02T01-00-05-000Z.tar'])
    const rows = await app.knex('backups').select('trigger', 'status', 'file_name')
    expect(rows).toEqual([{ trigger: 'daily', status: 'completed', file_name: 'getquote-backup-2031-05-02T01-00-05-000Z.tar' }])
    expect(await statusAsAdmin()).toMatchObject({ state: 'ok', daily: true })
  })

  it('keeps the newest archives only', async () => {
    const { app } = await testServer()
    const dir = backupsDir(app.config.dataDir)
    fs.mkdirSync(dir, { recursive: true })
    const names = Array.from({ length: 9 }, (_, i) => `getquote-backup-2031-05-${String(i + 1).padStart(2, '0')}T01-00-00-000Z.tar`)
    for (const name of names) fs.writeFileSync(path.join(dir, name), '')
    fs.writeFileSync(path.join(dir, 'notes.txt'), '')
    expect(pruneBackups(app.config.dataDir, 7)).toEqual(names.slice(0, 2).reverse())
    expect(fs.readdirSync(dir).sort()).toEqual([...names.slice(2), 'notes.txt'].sort())
  })
})
