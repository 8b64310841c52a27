import fs from 'node:fs'
import type { Knex } from 'knex'
import { migrationConfig } from '../db/connection.ts'

/** What a database holds, as a manifest records it and a restore checks it. */
export interface Inventory {
  latest_migration: string
  migrations: number
  row_counts: Record<string, number>
}

/** The migrations this code ships, oldest first (knex names them by file). */
export function knownMigrations(): string[] {
  return fs.readdirSync(String(migrationConfig.directory)).filter((name) => name.endsWith('.ts')).sort()
}

/** The app's tables (every table in the current schema, knex's own included) and their row counts. */
export async function readInventory(knex: Knex): Promise<Inventory> {
  const { rows: tables } = await knex.raw<{ rows: { name: string }[] }>(
    'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename',
  )
  const row_counts: Record<string, number> = {}
  for (const { name } of tables) {
    const [row] = await knex(name).count<{ count: number }[]>({ count: '*' })
    row_counts[name] = Number(row?.count ?? 0)
  }
  const applied = 'knex_migrations' in row_counts
    ? await knex('knex_migrations').orderBy('id').pluck<string[]>('name')
    : []
  const latest = applied.at(-1)
  if (!latest) throw new Error('the database has no migrations applied: nothing to back up')
  return { latest_migration: latest, migrations: applied.length, row_counts }
}

/** True when the database holds no table at all: the only target a restore writes into. */
export async function isEmptyDatabase(knex: Knex): Promise<boolean> {
  const { rows } = await knex.raw<{ rows: unknown[] }>('SELECT 1 FROM pg_tables WHERE schemaname = current_schema() LIMIT 1')
  return rows.length === 0
}
