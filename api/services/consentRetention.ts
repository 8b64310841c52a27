import type { Knex } from 'knex'
import type { AppContext } from '../context.ts'
import type { User } from '../models/User.ts'
import { ConsentChange } from '../models/ConsentChange.ts'
import { notFound } from '../errors.ts'
import { PROOF_CONSENT_KINDS, type ProofConsentKind } from '../../shared/constants/consentRetention.ts'
import { consentKeptUntil } from '../../shared/rules/consentRetention.ts'

/** One kind of proof a deletion would keep, until when. */
export interface ConsentRetention {
  kind: ProofConsentKind
  kept_until: string
}

/** The proofs of consent (E-SIGN, calls and texts) an account has given, and how long a deletion today keeps each. */
export async function planConsentRetention(db: Knex, userId: number, today: string, agencyKeptUntil: string | null): Promise<ConsentRetention[]> {
  const kinds: string[] = await db('consent_changes').where({ user_id: userId }).whereIn('kind', PROOF_CONSENT_KINDS).distinct('kind').pluck('kind')
  return PROOF_CONSENT_KINDS.filter((kind) => kinds.includes(kind)).map((kind) => ({ kind, kept_until: consentKeptUntil(kind, today, agencyKeptUntil) }))
}

/**
 * The deletion's part for the consent ledger: each proof kind is marked restricted until its own last
 * day; the e-mail choices last as long as the account's kept records, or go when nothing is kept.
 */
export async function restrictConsentRecords(trx: Knex.Transaction, userId: number, proofs: ConsentRetention[], accountKeptUntil: string | null, now: Date): Promise<void> {
  for (const proof of proofs) {
    await trx('consent_changes').where({ user_id: userId, kind: proof.kind }).update({ restricted_at: now, retain_until: proof.kept_until })
  }
  const choices = trx('consent_changes').where({ user_id: userId }).whereNotIn('kind', PROOF_CONSENT_KINDS)
  if (accountKeptUntil === null) await choices.delete()
  else await choices.update({ restricted_at: now, retain_until: accountKeptUntil })
}

/**
 * Removes kept consent rows past their last day; rows a deletion made before they carried their own
 * day (restricted_at null) go with their account's records, as they did then.
 */
export async function purgeExpiredConsents(trx: Knex.Transaction, day: string, dueUserIds: number[]): Promise<number> {
  const expired = await trx('consent_changes').whereNotNull('restricted_at').where('retain_until', '<', day).delete()
  const legacy = await trx('consent_changes').whereIn('user_id', dueUserIds).whereNull('restricted_at').delete()
  return expired + legacy
}

/** A deleted account's kept consent history, for an admin who said why; the read and its reason are logged with it. */
export async function readKeptConsents(app: AppContext, admin: User, userId: number, reason: string): Promise<ConsentChange[]> {
  return await app.knex.transaction(async (trx) => {
    const kept = await ConsentChange.query(trx).where({ user_id: userId }).whereNotNull('restricted_at').orderBy('id')
    if (kept.length === 0) throw notFound('No kept consent records for that account')
    await trx('restricted_record_reads').insert({ admin_user_id: admin.id, deleted_user_id: userId, reason, created_at: app.now() })
    return kept
  })
}
