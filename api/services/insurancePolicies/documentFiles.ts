import { createHash } from 'node:crypto'
import type { Knex } from 'knex'
import { defineJob } from '../jobs/defineJob.ts'
import { enqueueJob } from '../jobs/queue.ts'

/** Keys per job: a long list is several small jobs, so one slow store cannot hold up the rest. */
const KEYS_PER_JOB = 100

/**
 * Schedules the deletion of the stored files of these policies' documents, in the transaction that
 * deletes their rows: the files go once the rows surely have, never before (a rollback keeps both).
 * Call it before the rows are deleted; it reads their keys.
 */
export async function enqueuePolicyFileDeletion(trx: Knex.Transaction, policyIds: Knex.QueryBuilder | number[], now: Date): Promise<void> {
  const keys: string[] = await trx('insurance_policy_documents').whereIn('insurance_policy_id', policyIds).orderBy('storage_key').pluck('storage_key')
  await enqueueStoredFileDeletion(trx, keys, now)
}

/** Schedules the deletion of these stored files, in the transaction that deletes the rows naming them. */
export async function enqueueStoredFileDeletion(trx: Knex.Transaction, keys: string[], now: Date): Promise<void> {
  for (let start = 0; start < keys.length; start += KEYS_PER_JOB) {
    const chunk = keys.slice(start, start + KEYS_PER_JOB)
    const digest = createHash('sha256').update(chunk.join('\n')).digest('hex')
    await enqueueJob(trx, { kind: 'delete_stored_files', payload: { keys: chunk }, runAt: now, dedupeKey: `delete_stored_files:${digest}` })
  }
}

/** Deletes each key from the storage; a key already gone is fine, so a repeated run does no harm. */
export const deleteStoredFilesJob = defineJob({
  kind: 'delete_stored_files',
  maxAttempts: 5,
  concurrency: 1,
  handle: async (app, { keys }) => {
    for (const key of keys) await app.storage.delete(key)
  },
})
