import { describe, expect, inject, it } from 'vitest'
import { migrateLatest, migrationConfig, openDatabase, type Database } from '../../api/db/connection.ts'
import { copyTemplate } from '../support/testDatabase.ts'
import { knownMigrations } from '../../api/backups/inventory.ts'
import { seedDemo } from '../../api/db/seeds/demo.ts'
import { schemaOf } from '../support/schemaSnapshot.ts'
import { testServer } from '../support/server.ts'

/**
 * A copy of the migrated template of its own, which no app uses. (globalSetup.ts migrated the template
 * forward from an empty database; these tests take it back and forward again.)
 */
async function migratedDatabase(): Promise<{ db: Database; drop(): Promise<void> }> {
  const copy = await copyTemplate(inject('template'))
  const db = await openDatabase({ databaseUrl: copy.databaseUrl, embeddedDir: null, embeddedImage: copy.embeddedImage, poolMax: 2 })
  return {
    db,
    async drop() {
      await db.close()
      await copy.drop()
    },
  }
}

describe('migrations', () => {
  it('roll back to nothing, and forward again', async () => {
    const { db, drop } = await migratedDatabase()
    try {
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
  it('undoes each migration exactly, on a database holding data: up, down, up gives the same schema', { timeout: 300_000 }, async () => {
    // This file's own app database, with the demo data in it: every down runs against rows.
    const { app } = await testServer()
    await seedDemo(app)
    const migrations = knownMigrations()
    const schemas: Awaited<ReturnType<typeof schemaOf>>[] = []
    for (let applied = migrations.length; applied > 0; applied--) {
      schemas[applied] = await schemaOf(app.knex)
      await app.knex.migrate.down(migrationConfig)
    }
    expect(await schemaOf(app.knex)).toEqual({ columns: [], indexes: [], constraints: [], triggers: [], functions: [] })
    for (let applied = 1; applied <= migrations.length; applied++) {
      await app.knex.migrate.up(migrationConfig)
      expect(await schemaOf(app.knex), migrations[applied - 1]).toEqual(schemas[applied])
    }
  })
  it('schedules reconciliation for payments recorded before it existed', async () => {
    const { db, drop } = await migratedDatabase()
    const backfill = { ...migrationConfig, name: '20261124110100_reconcile_existing_payments.ts' }
    try {
      await db.knex.migrate.down(backfill)
      const [user] = await db.knex('users').insert({ email: 'legacy@example.com' }).returning('id')
      const [plan] = await db.knex('subscription_plans').insert({ name: 'Basic', plan_type: 'basic' }).returning('id')
      const [variation] = await db.knex('subscription_plan_variations')
        .insert({ subscription_plan_id: plan.id, billing_cycle: 'MONTHLY', price: '21.50', currency: 'USD' }).returning('id')
      const subscription = { user_id: user.id, subscription_plan_id: plan.id, subscription_plan_variation_id: variation.id, billing_cycle: 'MONTHLY', price: '21.50', currency: 'USD' }
      const [stuck, paid] = await db.knex('subscriptions').insert([subscription, { ...subscription, status: 'active', started_at: new Date() }]).returning('id')
      const payment = { user_id: user.id, kind: 'initial', period_number: 1, attempt: 1, amount: '21.50', currency: 'USD', source_id: 'cnon:x' }
      await db.knex('payments').insert([
        { ...payment, subscription_id: stuck.id, status: 'processing', idempotency_key: `sub_${stuck.id}_p1_a1` },
        { ...payment, subscription_id: paid.id, status: 'completed', idempotency_key: `sub_${paid.id}_p1_a1` },
      ])
      await db.knex.migrate.up(backfill)
      const jobs = await db.knex('jobs').where({ kind: 'payment_reconcile' }).select('payload', 'dedupe_key')
      expect(jobs).toEqual([{ payload: { subscription_id: stuck.id, period: 1 }, dedupe_key: `reconcile:sub_${stuck.id}_p1_a1` }])
    } finally {
      await drop()
    }
  })
})
