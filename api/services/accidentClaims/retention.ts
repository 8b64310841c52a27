import type { Knex } from 'knex'
import { z } from 'zod'
import { enqueueStoredFileDeletion } from '../insurancePolicies/documentFiles.ts'
import { claimRetention, type ClaimRetention } from '../../../shared/rules/claimRetention.ts'

export type KeptClaim = ClaimRetention & { id: number }

const FactsRow = z.object({
  id: z.coerce.number(),
  claim_number: z.string(),
  state: z.string().nullable(),
  request_id: z.coerce.number().nullable(),
  request_kept_until: z.string().nullable(),
  last_activity_day: z.string(),
})

// A claim's last step is the latest of its own change and its audit trail (every step, note and photo
// writes a line), as a UTC calendar day. The law is its policy's state, or where it happened when the
// policy is not one of ours; a policy we bound has its request's records, which may outlast the claim.
const FACTS = `SELECT c.id, c.claim_number, coalesce(p.state, c.loss_state) AS state, p.insurance_request_id AS request_id,
    to_char(r.retain_until, 'YYYY-MM-DD') AS request_kept_until,
    to_char(greatest(c.updated_at, (SELECT max(e.created_at) FROM accident_claim_events e WHERE e.accident_claim_id = c.id)) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS last_activity_day
  FROM accident_claims c
  LEFT JOIN insurance_policies p ON p.id = c.insurance_policy_id
  LEFT JOIN insurance_requests r ON r.id = p.insurance_request_id
  WHERE c.status <> 'draft' AND`

async function claimFacts(db: Knex | Knex.Transaction, where: string, binding: number) {
  const result: { rows: unknown[] } = await db.raw(`${FACTS} ${where} ORDER BY c.id`, [binding])
  return z.array(FactsRow).parse(result.rows)
}

/**
 * How long each sent claim of this account would be kept if it were deleted now. `requestsKeptUntil`
 * gives the dates the same deletion sets on the account's requests (not yet written when this runs).
 */
export async function planClaimRetention(db: Knex | Knex.Transaction, userId: number, requestsKeptUntil: ReadonlyMap<number, string>): Promise<KeptClaim[]> {
  return (await claimFacts(db, 'c.user_id = ?', userId)).map((row) => ({
    ...claimRetention({
      claim_number: row.claim_number, state: row.state, last_activity_day: row.last_activity_day,
      policy_kept_until: (row.request_id === null ? undefined : requestsKeptUntil.get(row.request_id)) ?? row.request_kept_until,
    }),
    id: row.id,
  }))
}

/** The deletion's part for sent claims, in its transaction: each is kept until its own last day. */
export async function keepSentClaims(trx: Knex.Transaction, claims: readonly KeptClaim[]): Promise<void> {
  if (claims.length === 0) return
  await trx.raw(`UPDATE accident_claims c SET retain_until = v.kept_until::date
    FROM (VALUES ${claims.map(() => '(?::bigint, ?)').join(', ')}) AS v(id, kept_until) WHERE c.id = v.id`,
  claims.flatMap((claim) => [claim.id, claim.kept_until]))
}

/**
 * An agent still works a kept claim after its account is gone (it may be open with the carrier): each
 * step moves its last day on, in the step's transaction, so the period always runs from the last step.
 */
export async function extendKeptClaim(trx: Knex.Transaction, claimId: number): Promise<void> {
  const [row] = await claimFacts(trx, 'c.id = ? AND c.retain_until IS NOT NULL', claimId)
  if (!row) return
  const { kept_until: keptUntil } = claimRetention({ claim_number: row.claim_number, state: row.state, last_activity_day: row.last_activity_day, policy_kept_until: row.request_kept_until })
  await trx('accident_claims').where({ id: claimId }).where('retain_until', '<', keptUntil).update({ retain_until: keptUntil })
}

/** The purge's part: kept claims past their last day go, with their photos, notes and trail (their files by a job). */
export async function purgeKeptClaims(trx: Knex.Transaction, day: string, now: Date): Promise<number> {
  const due = () => trx('accident_claims').whereNotNull('retain_until').where('retain_until', '<', day)
  const keys: string[] = await trx('accident_claim_photos').whereIn('accident_claim_id', due().select('id')).orderBy('storage_key').pluck('storage_key')
  await enqueueStoredFileDeletion(trx, keys, now)
  return await due().delete()
}
