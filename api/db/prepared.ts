import pg from 'pg'
import type { Knex } from 'knex'

/** Statement texts written with knex's `?` placeholders, numbered for PostgreSQL once per text. */
const numberedTexts = new Map<string, string>()

function numbered(sql: string): string {
  let text = numberedTexts.get(sql)
  if (text === undefined) {
    let position = 0
    text = sql.replace(/\?/g, () => `$${++position}`)
    numberedTexts.set(sql, text)
  }
  return text
}

function isDriverClient(connection: unknown): connection is pg.Client {
  return connection instanceof pg.Client
}

/**
 * A named statement (PostgreSQL plans it once per connection), sent straight to the driver on one of
 * the pool's connections. The hottest reads (a session, a request page, a customer's list) skip
 * knex's query builder and runner, which cost more CPU than the rest of those reads' JavaScript
 * (README, Performance). Inside a transaction it runs on the transaction's connection, through knex.
 * `sql` uses `?` placeholders and holds no literal question mark.
 */
export async function preparedRows(db: Knex | Knex.Transaction, name: string, sql: string, values: readonly Knex.RawBinding[]): Promise<unknown[]> {
  if (db.isTransaction) {
    const result: { rows: unknown[] } = await db.raw(sql, values).options({ name })
    return result.rows
  }
  const connection: unknown = await db.client.acquireConnection()
  try {
    if (!isDriverClient(connection)) throw new Error('the pool handed out a connection that is not a pg client')
    const result = await connection.query({ name, text: numbered(sql), values: [...values] })
    return result.rows
  } finally {
    await db.client.releaseConnection(connection)
  }
}
