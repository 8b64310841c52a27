import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import type { Knex } from 'knex'
import { loadConfig, type Config } from '../../api/config.ts'
import { databaseBeside } from './testDatabase.ts'

/** Somewhere to restore into: an empty DATA_DIR, and on PostgreSQL an empty database beside the test's. */
export interface RestoreTarget {
  config: Config
  remove(): Promise<void>
}

function configFor(dataDir: string, databaseUrl: string | undefined, storageUrl: string | undefined): Config {
  return loadConfig({
    ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', JWT_SECRET: '', SMTP_URL: '', STORAGE_URL: storageUrl ?? '',
  })
}

/** `storageUrl` points the target's file store at a bucket; without it the store is DATA_DIR/files. */
export async function emptyTarget(sourceUrl: string | undefined, storageUrl?: string): Promise<RestoreTarget> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gq-restore-'))
  const database = sourceUrl ? await databaseBeside(sourceUrl, `restore_${randomBytes(4).toString('hex')}`) : null
  return {
    config: configFor(dataDir, database?.url, storageUrl),
    async remove() {
      await database?.drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Every table's rows, in a stable order: what a restore must give back exactly. */
export async function tableContents(knex: Knex): Promise<Record<string, unknown[]>> {
  const { rows: tables } = await knex.raw<{ rows: { name: string }[] }>(
    'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename',
  )
  const contents: Record<string, unknown[]> = {}
  for (const { name } of tables) {
    const { rows } = await knex.raw<{ rows: unknown[] }>(`SELECT * FROM ?? AS t ORDER BY t::text`, [name])
    contents[name] = rows
  }
  return contents
}
