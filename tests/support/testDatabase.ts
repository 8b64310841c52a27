// One migrated template, one database per test file: PostgreSQL copies the template with
// CREATE DATABASE … TEMPLATE; the embedded PGlite loads the template's dumped data dir into memory.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import knexFactory, { type Knex } from 'knex'
import { migrateLatest, openDatabase } from '../../api/db/connection.ts'
import { seedAgency } from '../../api/db/seeds/agency.ts'

/** Where the template is: a PostgreSQL database beside DATABASE_URL's, or the file holding PGlite's data dir. */
export type Template = { kind: 'postgres'; url: string; name: string } | { kind: 'embedded'; file: string }

/** What a test file boots on: a database URL of its own, or an embedded image to load. */
export interface FileDatabase {
  databaseUrl: string | undefined
  embeddedImage: Blob | undefined
  drop(): Promise<void>
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url)
  next.pathname = `/${name}`
  return next.toString()
}

/** Runs `work` on one connection to DATABASE_URL's own database, used to create and drop the others. */
async function onServer<T>(url: string, work: (knex: Knex) => Promise<T>): Promise<T> {
  const knex = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } })
  try {
    return await work(knex)
  } finally {
    await knex.destroy()
  }
}

const dropDatabase = (knex: Knex, name: string) => knex.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name])

/**
 * Leaves the embedded template holding the app's database alone, compacted and checkpointed: every
 * test file loads a copy. Without template0, template1 and the log to replay a load costs 0.39 → 0.27
 * CPU seconds; compacting the catalogs the migrations churned (VACUUM FULL) takes the dump from 17.7
 * to 11.2 MB and a load from 0.24 to 0.19. (No test creates a database on the embedded engine;
 * PostgreSQL's tests copy theirs from the server.)
 */
async function slimEmbeddedTemplate(knex: Knex): Promise<void> {
  for (const name of ['template1', 'template0']) {
    await knex.raw('UPDATE pg_database SET datistemplate = false WHERE datname = ?', [name])
    await knex.raw('DROP DATABASE ??', [name])
  }
  await knex.raw('VACUUM FULL')
  await knex.raw('CHECKPOINT')
}

/** Migrates the template once for the whole run (vitest's globalSetup), with the demo agency licensed everywhere. */
export async function createTemplate(databaseUrl: string | undefined): Promise<Template> {
  if (databaseUrl) {
    const name = `${new URL(databaseUrl).pathname.slice(1)}_template`
    await onServer(databaseUrl, async (knex) => {
      await dropDatabase(knex, name)
      await knex.raw('CREATE DATABASE ??', [name])
    })
    const db = await openDatabase({ databaseUrl: withDatabase(databaseUrl, name), embeddedDir: null, poolMax: 1 })
    try {
      await migrateLatest(db.knex)
      await seedAgency(db.knex)
    } finally {
      await db.close()
    }
    return { kind: 'postgres', url: databaseUrl, name }
  }
  const db = await openDatabase({ databaseUrl: undefined, embeddedDir: null })
  let image: Blob | null
  try {
    await migrateLatest(db.knex)
    await seedAgency(db.knex)
    await slimEmbeddedTemplate(db.knex)
    image = await db.dump()
  } finally {
    await db.close()
  }
  if (!image) throw new Error('the embedded database gave no dump')
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gq-template-')), 'pgdata.tar')
  fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()))
  return { kind: 'embedded', file }
}

/** Removes the template and any file database a crashed worker left behind. */
export async function dropTemplate(template: Template): Promise<void> {
  if (template.kind === 'embedded') {
    fs.rmSync(path.dirname(template.file), { recursive: true, force: true })
    return
  }
  await onServer(template.url, async (knex) => {
    const { rows } = await knex.raw<{ rows: { datname: string }[] }>(
      "SELECT datname FROM pg_database WHERE datname LIKE ? || '\\_f\\_%'", [template.name],
    )
    for (const { datname } of rows) await dropDatabase(knex, datname)
    await dropDatabase(knex, template.name)
  })
}

// A Blob is immutable and PGlite only reads it, so a worker reads the template's file once for all its files.
const images = new Map<string, Blob>()

/** A copy of the template for one test file. */
export async function copyTemplate(template: Template): Promise<FileDatabase> {
  if (template.kind === 'embedded') {
    let image = images.get(template.file)
    if (!image) {
      image = new Blob([fs.readFileSync(template.file)])
      images.set(template.file, image)
    }
    return { databaseUrl: undefined, embeddedImage: image, drop: async () => undefined }
  }
  const name = `${template.name}_f_${randomBytes(5).toString('hex')}`
  await onServer(template.url, (knex) => knex.raw('CREATE DATABASE ?? TEMPLATE ??', [name, template.name]))
  return {
    databaseUrl: withDatabase(template.url, name),
    embeddedImage: undefined,
    drop: () => onServer(template.url, async (knex) => { await dropDatabase(knex, name) }),
  }
}

/** A database beside DATABASE_URL's, empty or a copy of `template` (one no process has open). */
export async function databaseBeside(url: string, suffix: string, template?: string): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${new URL(url).pathname.slice(1)}_${suffix}`
  await onServer(url, async (knex) => {
    await dropDatabase(knex, name)
    await (template ? knex.raw('CREATE DATABASE ?? TEMPLATE ??', [name, template]) : knex.raw('CREATE DATABASE ??', [name]))
  })
  return { url: withDatabase(url, name), name, drop: () => onServer(url, async (knex) => { await dropDatabase(knex, name) }) }
}
