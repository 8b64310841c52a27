import type { Knex } from 'knex'
import { enqueueStoredFileDeletion } from '../insurancePolicies/documentFiles.ts'

/**
 * An account deletion's part for accident reports, in its transaction: a draft never sent is the
 * person's own words and goes, with its photos (their files by a job). A sent claim stays for its
 * period (./retention.ts): the agent may have filed it with the carrier, and its e-mails go to no one
 * once the account is gone.
 */
export async function eraseClaimDrafts(trx: Knex.Transaction, userId: number, now: Date): Promise<void> {
  const drafts = () => trx('accident_claims').where({ user_id: userId, status: 'draft' })
  const keys: string[] = await trx('accident_claim_photos').whereIn('accident_claim_id', drafts().select('id')).orderBy('storage_key').pluck('storage_key')
  await enqueueStoredFileDeletion(trx, keys, now)
  await drafts().delete()
}
