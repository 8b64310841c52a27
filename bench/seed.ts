// Fills the PostgreSQL database at DATABASE_URL with 1,000,000 insurance requests (and their applicants)
// for `npm run bench:admin` (BENCH_REQUESTS sets another count; `npm run bench:api` tops up to the 100,000 it
// needs by itself). See bench/requestSeed.ts. Running it again only tops the table up.
import { migrateLatest, openDatabase } from '../api/db/connection.ts'
import { seedRequests } from './requestSeed.ts'

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) throw new Error('Set DATABASE_URL to the PostgreSQL database to fill, e.g. postgres://postgres@127.0.0.1:5432/gq_bench')
  const db = await openDatabase({ databaseUrl, embeddedDir: null, poolMax: 2 })
  try {
    await migrateLatest(db.knex)
    const count = await seedRequests(db.knex, Number(process.env.BENCH_REQUESTS ?? 1_000_000), (line) => process.stdout.write(`${line}\n`))
    process.stdout.write(`${count.toLocaleString('en-US')} requests in the database.\n`)
  } finally {
    await db.close()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:seed failed: ${error instanceof Error ? error.stack : String(error)}\n`)
  process.exit(1)
})
