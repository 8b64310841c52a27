import path from 'node:path'
import fs from 'node:fs'
import type { Knex } from 'knex'
import type { Database } from '../db/connection.ts'
import { describeFile, type Staging } from './archive.ts'
import { readInventory, type Inventory } from './inventory.ts'
import type { BackupManifest } from './manifest.ts'
import { dumpPostgres } from './postgresTools.ts'

/** The database a backup copies: the app's knex, and how to dump it. */
export interface DatabaseSource {
  knex: Knex
  /** Set on PostgreSQL (pg_dump connects on its own); undefined on the embedded database. */
  databaseUrl: string | undefined
  dump: Database['dump']
}

const EMBEDDED_FILE = 'database/pgdata.tar.gz'
const POSTGRES_FILE = 'database/postgres.dump'

/**
 * Dumps the database into the staging folder, with the inventory of the same instant. On PostgreSQL
 * one repeatable-read transaction exports its snapshot to pg_dump and counts the rows in it. The
 * embedded database has one connection, which the transaction holds while PGlite dumps its data dir,
 * so no write can come between the counts and the copy.
 */
export async function snapshotDatabase(source: DatabaseSource, staging: Staging): Promise<BackupManifest['database']> {
  const { databaseUrl } = source
  const engine = databaseUrl ? 'postgresql' : 'embedded'
  const relative = databaseUrl ? POSTGRES_FILE : EMBEDDED_FILE
  const target = path.join(staging.dir, relative)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  const inventory = await source.knex.transaction(async (trx): Promise<Inventory> => {
    if (databaseUrl) {
      const { rows } = await trx.raw<{ rows: { snapshot: string }[] }>('SELECT pg_export_snapshot() AS snapshot')
      const counted = await readInventory(trx)
      await dumpPostgres(databaseUrl, rows[0]?.snapshot ?? '', target)
      return counted
    }
    const counted = await readInventory(trx)
    const image = await source.dump('gzip')
    if (!image) throw new Error('the embedded database gave no dump')
    fs.writeFileSync(target, Buffer.from(await image.arrayBuffer()))
    return counted
  }, { isolationLevel: 'repeatable read' })
  return { ...describeFile(staging.dir, relative), engine, ...inventory }
}
