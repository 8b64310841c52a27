/** Whether the agent may call the number on a request now, and if not, why (issue #28). */
export type CallStatus = 'may_call' | 'no_consent' | 'quiet_hours' | 'opted_out'

export const CALL_STATUS_LABELS: Record<CallStatus, string> = {
  may_call: 'may call now',
  no_consent: 'do not call (no consent)',
  quiet_hours: 'do not call (quiet hours)',
  opted_out: 'do not call (opted out)',
}

export interface ContactConsentState {
  consent: boolean
  /** The number the consent covers, as '(415) 555-0134'. */
  phone: string | null
  /** Whether the customer ever said yes: a withdrawn yes is an opt-out, never a plain "no consent". */
  everGranted: boolean
  hoursStart: number
  hoursEnd: number
}

/** The hour of the day (0–23) at `now` in an IANA time zone. */
function hourIn(timeZone: string, now: Date): number {
  const hour = new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(now)
  return Number(hour) % 24
}

/**
 * A yes covers the number it named only: a request with another number has no consent. Calls wait for
 * the customer's hours in their state's time zone (start inclusive, end exclusive).
 */
export function callStatus(state: ContactConsentState, requestPhone: string, timeZone: string, now: Date): CallStatus {
  if (!state.consent) return state.everGranted ? 'opted_out' : 'no_consent'
  if (state.phone !== requestPhone) return 'no_consent'
  const hour = hourIn(timeZone, now)
  return hour >= state.hoursStart && hour < state.hoursEnd ? 'may_call' : 'quiet_hours'
}
