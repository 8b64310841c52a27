import type { Knex } from 'knex'
import { onCommit } from '../../db/onCommit.ts'

/**
 * Job workers of this process waiting to hear of new jobs, by the database they claim from. A worker
 * polls every second, which is what other processes' jobs wait for; one this process queued is
 * claimed as soon as it commits (a sign-in code is in the mailbox at once, not up to a second later).
 * The database stays the only truth: a lost wake costs a poll's wait.
 */
const listeners = new WeakMap<object, Set<(kind: string) => void>>()

/** One database handle: an app's knex and every transaction opened on it share its config object. */
const handleOf = (db: Knex): object => db.client.config

/** Calls `listener` with a job's kind whenever one queued through `db` (or a transaction on it) is committed; returns the unsubscribe. */
export function onJobsQueued(db: Knex, listener: (kind: string) => void): () => void {
  const handle = handleOf(db)
  const set = listeners.get(handle) ?? new Set()
  listeners.set(handle, set)
  set.add(listener)
  return () => set.delete(listener)
}

/** Tells the workers on `db` that a job of `kind` was queued: now, or once the transaction it was queued in commits. */
export function jobsQueued(db: Knex | Knex.Transaction, kind: string): void {
  const set = listeners.get(handleOf(db))
  if (!set || set.size === 0) return
  const notify = () => {
    for (const listener of set) listener(kind)
  }
  if (!onCommit(db, notify)) notify()
}
