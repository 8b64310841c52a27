import type { Knex } from 'knex'

function isTransaction(db: Knex | Knex.Transaction): db is Knex.Transaction {
  return db.isTransaction === true
}

/** The transaction whose commit makes a write visible: a savepoint's release commits nothing. */
function outermost(trx: Knex.Transaction): Knex.Transaction {
  return trx.parentTransaction ? outermost(trx.parentTransaction) : trx
}

/**
 * Runs `then` once what was written through `db` is visible to every connection, when `db` is a
 * transaction: at its outermost transaction's commit, and never if that rolls back (the rollback is
 * its caller's to handle). Returns false outside a transaction, where the write is already committed.
 */
export function onCommit(db: Knex | Knex.Transaction, then: () => void): boolean {
  if (!isTransaction(db)) return false
  outermost(db).executionPromise.then(then, () => undefined)
  return true
}
