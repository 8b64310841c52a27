import { longCalendarDay, monthsAfterDay } from '../dates.ts'
import { agencyRetentionFor } from '../constants/retention.ts'
import { retentionLaw } from './retention.ts'

/** What decides how long one sent accident claim is kept after its account is deleted. Days are calendar days. */
export interface ClaimRetentionFacts {
  claim_number: string
  /** The state of the claim's policy, or where the accident happened when no policy of ours is named. */
  state: string | null
  /** The claim's last step: its sending, filing, adjuster, a note or its closing. */
  last_activity_day: string
  /** The last kept day of the records of the claim's policy, when the policy is one we bound. */
  policy_kept_until: string | null
}

export interface ClaimRetention {
  claim_number: string
  years: number
  /** False when the state's own rule is not sourced and the default applies. */
  sourced: boolean
  state: string | null
  last_activity_day: string
  /** True when the policy's records outlast the claim's own period, and so decide the date. */
  with_policy: boolean
  /** The last day the claim is kept; the purge removes it the day after. */
  kept_until: string
}

/** The agency-record period of the state, from the claim's last step, and never before its policy's records go. */
export function claimRetention(facts: ClaimRetentionFacts): ClaimRetention {
  const { years, sourced } = agencyRetentionFor(facts.state)
  const own = monthsAfterDay(facts.last_activity_day, 12 * years)
  const withPolicy = facts.policy_kept_until !== null && facts.policy_kept_until > own
  return {
    claim_number: facts.claim_number, years, sourced, state: facts.state, last_activity_day: facts.last_activity_day,
    with_policy: withPolicy, kept_until: withPolicy && facts.policy_kept_until !== null ? facts.policy_kept_until : own,
  }
}

/** Why one claim is kept, in the words of the deletion dialog and the export. */
export function describeClaimRetention(retention: ClaimRetention): string {
  const policy = retention.with_policy ? ', and as long as the records of its policy' : ''
  return `Kept ${retention.years} years after its last step on ${longCalendarDay(retention.last_activity_day)} (${retentionLaw(retention)})${policy}, until ${longCalendarDay(retention.kept_until)}.`
}
