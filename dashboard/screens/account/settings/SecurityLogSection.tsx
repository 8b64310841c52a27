import type { SecurityEventJson, SecurityEventKind } from '../../../../shared/schemas/securityLog.ts'
import { shortDateTime, timeAgo } from '../../../../shared/dates.ts'
import { useSecurityLog } from '../../../hooks/useSecurityLog.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { Spinner } from '../../../kit/ui/Spinner.tsx'
import { Section } from './Section.tsx'

const WHAT: Record<SecurityEventKind, string> = {
  signed_in: 'Signed in',
  sign_in_failed: 'Wrong password entered',
  reauthenticated: 'Password confirmed again',
  password_changed: 'Password changed',
  password_reset: 'Password reset with an e-mailed code',
  email_changed: 'E-mail address changed',
  email_change_undone: 'E-mail change undone from the old address',
  signed_out: 'Signed out',
  signed_out_everywhere: 'Signed out on every device',
  second_factor_added: 'Authenticator app set up',
  second_factor_removed: 'Authenticator app removed',
  second_factor_failed: 'Right password, wrong authenticator code',
  recovery_code_used: 'Signed in with a recovery code',
  passkey_added: 'Passkey added',
  passkey_removed: 'Passkey removed',
  recovery_codes_renewed: 'New recovery codes made (the old ones no longer work)',
  reauthenticated_with_passkey: 'Confirmed again with a passkey',
  passkey_failed: 'A passkey’s answer was refused',
}

function device(event: SecurityEventJson): string | null {
  if (event.browser && event.os) return `${event.browser} on ${event.os}`
  return event.browser ?? event.os
}

/** 'Signed in from a new device: Chrome on Linux, 10 minutes ago' */
function describeSecurityEvent(event: SecurityEventJson, now: Date): string {
  const what = event.kind === 'signed_in' && event.new_device ? 'Signed in from a new device' : WHAT[event.kind]
  const where = device(event)
  return `${where ? `${what}: ${where}` : what}, ${timeAgo(event.created_at, now)}`
}

/** Every sign-in, failure, change and sign-out of the account, so the person notices what they did not do. */
export function SecurityLogSection() {
  const { events, error, mutate } = useSecurityLog()
  const now = new Date()
  let body
  if (error && !events) {
    body = (
      <div role="alert" className="space-y-3">
        <p className="text-sm text-red-700">We could not load your security activity. Please try again.</p>
        <Button variant="secondary" onClick={() => void mutate()}>Try again</Button>
      </div>
    )
  } else if (!events) body = <Spinner label="Loading your security activity..." />
  else if (events.length === 0) body = <p className="text-sm text-slate-600">Nothing yet. Sign-ins and changes to your account will be listed here.</p>
  else {
    body = (
      <ol aria-label="Security activity, newest first" className="divide-y divide-slate-200 text-sm">
        {events.map((event) => (
          <li key={event.id} className="py-2">
            <p className="text-slate-900">{describeSecurityEvent(event, now)}</p>
            <p className="text-slate-600">
              <time dateTime={event.created_at}>{shortDateTime(event.created_at)}</time>
            </p>
          </li>
        ))}
      </ol>
    )
  }
  return (
    <Section id="security-log-title" title="Security activity">
      <p className="text-slate-700">Sign-ins, wrong passwords and changes to your account. Something you did not do? Change your password and sign out everywhere.</p>
      {body}
    </Section>
  )
}
