import { longCalendarDay, monthsAfterDay } from '../dates.ts'
import { RETENTION, agencyRetentionFor, type RetentionSource } from '../constants/retention.ts'
import { STATES } from '../constants/states.ts'

/** What decides how long one request's records are kept. Days are calendar days ('2026-11-27'). */
export interface RequestRetentionFacts {
  request_number: string
  /** The applicant's state: whose law applies. */
  state: string | null
  /** The last day of the policy the request became (its cancellation day if cancelled sooner), when it became one. */
  policy_end_day: string | null
  last_activity_day: string
}

export interface RequestRetention {
  request_number: string
  from: 'policy_end' | 'last_activity'
  /** The policy's end, or the request's last activity. */
  from_day: string
  years: number
  /** False when the state's own rule is not sourced and the default applies. */
  sourced: boolean
  state: string | null
  /** The last day the records are kept; the purge removes them the day after. */
  kept_until: string
}

export function requestRetention(facts: RequestRetentionFacts): RequestRetention {
  const { years, sourced } = agencyRetentionFor(facts.state)
  const from = facts.policy_end_day ? 'policy_end' : 'last_activity'
  const fromDay = facts.policy_end_day ?? facts.last_activity_day
  return { request_number: facts.request_number, from, from_day: fromDay, years, sourced, state: facts.state, kept_until: monthsAfterDay(fromDay, 12 * years) }
}

/**
 * The account's own kept records (payments, consent history) last as long as its longest-kept request,
 * and a payment at least the default period after it was made. Null: nothing of the account is kept.
 */
export function accountKeptUntil(requests: readonly RequestRetention[], lastPaymentDay: string | null): string | null {
  const days = requests.map((request) => request.kept_until)
  if (lastPaymentDay) days.push(monthsAfterDay(lastPaymentDay, 12 * RETENTION.agencyRecords.default.years))
  return days.reduce<string | null>((latest, day) => (latest === null || day > latest ? day : latest), null)
}

const stateName = (code: string | null) => STATES.find((state) => state.code === code)?.name ?? 'your state'

/** Whose rule sets a period: the state's own law when sourced, else the default. */
export const retentionLaw = (retention: { sourced: boolean; state: string | null }) =>
  retention.sourced ? `the law of ${stateName(retention.state)}` : 'our default period, as we have no sourced rule for your state'

/** Why one request is kept, in the words of the deletion dialog and the export. */
export function describeRequestRetention(retention: RequestRetention): string {
  const start = retention.from === 'policy_end'
    ? `after its policy ends on ${longCalendarDay(retention.from_day)}`
    : `after its last activity on ${longCalendarDay(retention.from_day)}, because no policy was bound`
  return `Kept ${retention.years} years ${start} (${retentionLaw(retention)}), until ${longCalendarDay(retention.kept_until)}.`
}

/** One line of the privacy page's retention table. */
export interface RetentionTableRow {
  records: string
  where: string
  period: string
  sources: RetentionSource[]
  /** Said in the source column when there is no source to cite. */
  note: string
}

const agencyPeriod = (years: number) =>
  `${years} years after the policy ends (its expiry or cancellation); for a request never bound, ${years} years after its last activity`

/** The privacy page's table, one row per sourced state, the default, and the account's own data. */
export function retentionTableRows(): RetentionTableRow[] {
  const { agencyRecords, accountData, claims } = RETENTION
  const records = agencyRecords.records.join('; ')
  const states = Object.entries(agencyRecords.states).map(([code, rule]) => ({ records, where: stateName(code), period: agencyPeriod(rule.years), sources: rule.sources, note: '' }))
  return [
    ...states,
    { records, where: 'Every other state', period: agencyPeriod(agencyRecords.default.years), sources: [], note: agencyRecords.default.basis },
    { records: claims.records, where: 'Every state', period: 'The period of agency records above for the policy\'s state, counted from the claim\'s last step (usually its closing), and never shorter than the records of its policy', sources: [], note: claims.why },
    { records: accountData.records.join('; '), where: 'Everywhere', period: accountData.kept, sources: [], note: accountData.why },
  ]
}

/** What a deleted account leaves, said once more after the deletion, with the periods of the table. */
export function keptAfterDeletion(): string[] {
  const { agencyRecords } = RETENTION
  const rules = Object.entries(agencyRecords.states).map(([code, rule]) => `${rule.years} years in ${stateName(code)}`)
  return [
    `${agencyRecords.records.join(', ')} are kept, hidden from everyone and read by an administrator only with a recorded reason, for the period insurance law sets after the policy ends (${rules.join(', ')}; ${agencyRecords.default.years} years elsewhere), or after the request's last activity when no policy was bound. ${agencyRecords.why}`,
    `${RETENTION.claims.records} are kept for the same period, counted from the claim's last step (usually its closing), and never shorter than the records of its policy.`,
    'When that period ends they are deleted for good.',
  ]
}
