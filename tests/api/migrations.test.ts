import { randomBytes } from 'node:crypto'
import knexFactory from 'knex'
import { describe, expect, it } from 'vitest'
import { migrateLatest, migrationConfig, openDatabase, type Database } from '../../api/db/connection.ts'

/** A database of its own: a fresh PGlite, or a scratch database beside DATABASE_URL's. */
async function scratchDatabase(): Promise<{ db: Database; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL
  if (!url) {
    const db = await openDatabase({ databaseUrl: undefined, embeddedDir: null })
    return { db, drop: () => db.close() }
  }
  const name = `gq_scratch_${randomBytes(4).toString('hex')}`
  const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } })
  await admin.raw(`CREATE DATABASE ${name}`)
  const scratchUrl = new URL(url)
  scratchUrl.pathname = `/${name}`
  const db = await openDatabase({ databaseUrl: scratchUrl.toString(), embeddedDir: null, poolMax: 2 })
  return {
    db,
    async drop() {
      await db.close()
      await admin.raw(`DROP DATABASE ${name}`)
      await admin.destroy()
    },
  }
}

describe('migrations', () => {
  it('migrate forward, roll back to nothing, and forward again', async () => {
    const { db, drop } = await scratchDatabase()
    try {
      await migrateLatest(db.knex)
      expect(await db.knex.schema.hasTable('insurance_requests')).toBe(true)
      await db.knex.migrate.rollback(migrationConfig, true)
      expect(await db.knex.schema.hasTable('users')).toBe(false)
      expect(await db.knex.schema.hasTable('insurance_requests')).toBe(false)
      await migrateLatest(db.knex)
      expect(await db.knex.schema.hasTable('users')).toBe(true)
    } finally {
      await drop()
    }
  })
})
