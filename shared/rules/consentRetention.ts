import { longCalendarDay, monthsAfterDay } from '../dates.ts'
import { CONSENT_RETENTION, PROOF_CONSENT_KINDS, type ProofConsentKind } from '../constants/consentRetention.ts'
import type { RetentionTableRow } from './retention.ts'

/**
 * The last day a deleted account's consent records of this kind are kept: the period after the
 * deletion day, or the account's longest-kept agency record when the proof must last as long as it.
 */
export function consentKeptUntil(kind: ProofConsentKind, deletionDay: string, agencyKeptUntil: string | null): string {
  const rule = CONSENT_RETENTION[kind]
  const own = monthsAfterDay(deletionDay, 12 * rule.years)
  return rule.withAgencyRecords && agencyKeptUntil !== null && agencyKeptUntil > own ? agencyKeptUntil : own
}

/** Why one kind of consent record is kept, in the words of the deletion dialog and the export. */
export function describeConsentRetention(kind: ProofConsentKind, keptUntil: string): string {
  const rule = CONSENT_RETENTION[kind]
  return `${rule.why} Kept ${rule.years} years after the account is deleted${rule.withAgencyRecords ? ' or as long as your longest-kept record, whichever is later' : ''}, until ${longCalendarDay(keptUntil)}.`
}

/** The privacy page's rows for the consent records, beside the agency records' table. */
export function consentRetentionTableRows(): RetentionTableRow[] {
  return PROOF_CONSENT_KINDS.map((kind) => {
    const rule = CONSENT_RETENTION[kind]
    const period = `${rule.years} years after the account is deleted${rule.withAgencyRecords ? ', or as long as the agency records above when they are kept longer' : ''}`
    return { records: rule.records, where: 'Every state (federal law)', period, sources: rule.sources, note: '' }
  })
}

/** What a deleted account leaves of its consents, said once more after the deletion. */
export function consentProofAfterDeletion(): string {
  const { esign, calls_texts: calls } = CONSENT_RETENTION
  return `Your consents to electronic documents and to calls and texts, if you gave them, are kept the same way as proof that we had them: ${esign.years} years after the deletion for electronic documents (longer if your agency records are kept longer), ${calls.years} years for calls and texts. Then they are deleted too.`
}
