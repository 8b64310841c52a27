import type { Knex } from 'knex'
import { enqueuePolicyFileDeletion } from './documentFiles.ts'

/**
 * An account deletion's part for the policies the customer added, in its transaction: their own data,
 * so they go with their history and documents, and the documents' files by a job.
 */
export async function eraseAddedPolicies(trx: Knex.Transaction, userId: number, now: Date): Promise<void> {
  const added = () => trx('insurance_policies').where({ user_id: userId, origin: 'added' })
  await enqueuePolicyFileDeletion(trx, added().select('id'), now)
  await added().delete()
}

/** A bound policy is the agency's record of its request: kept with its documents, restricted like the request. */
export async function restrictBoundPolicies(trx: Knex.Transaction, userId: number, now: Date): Promise<void> {
  await trx('insurance_policies').where({ user_id: userId, origin: 'bound' }).update({ restricted_at: now })
}

/**
 * The purge's part for policies: the kept policies of the requests being purged, and a deleted
 * account's kept policy whose request is already gone, when the account's own period ends. Their
 * history and documents go with them (the files by a job). Policies must go first: deleting a
 * request would only unlink its policy (insurance_request_id is ON DELETE SET NULL).
 */
export async function purgeKeptPolicies(trx: Knex.Transaction, requestIds: number[], dueUserIds: number[], now: Date): Promise<number> {
  const due = () => trx('insurance_policies').whereNotNull('restricted_at').where((q) => q
    .whereIn('insurance_request_id', requestIds)
    .orWhere((orphan) => orphan.whereNull('insurance_request_id').whereIn('user_id', dueUserIds)))
  await enqueuePolicyFileDeletion(trx, due().select('id'), now)
  return await due().delete()
}
