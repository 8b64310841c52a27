import type { ConsentJson } from '../../../../shared/schemas/account.ts'
import { CONSENT_SOURCE_LABELS } from '../../../../shared/constants/emailPreferences.ts'
import { CONSENT_KIND_LABELS } from '../../../../shared/constants/consents.ts'
import { Spinner } from '../../../kit/ui/Spinner.tsx'
import { shortDateTime } from '../../../../shared/dates.ts'

/** Every recorded change of consent: when, what, where, and the words that were shown. */
export function ConsentHistory({ consents, error }: { consents: ConsentJson[] | undefined; error: unknown }) {
  let body
  if (error && !consents) body = <p role="alert" className="text-sm text-red-700">We could not load the history of your choices. Please try refreshing the page.</p>
  else if (!consents) body = <Spinner label="Loading the history of your choices..." />
  else if (consents.length === 0) body = <p className="text-sm text-slate-600">No changes yet. Everything optional stays off until you turn it on (renewal reminders are on for paid plans).</p>
  else {
    body = (
      <ol aria-label="Consent history, newest first" className="divide-y divide-slate-200 text-sm">
        {consents.map((consent) => (
          <li key={consent.id} className="py-2">
            <p className="font-medium text-slate-900">
              {CONSENT_KIND_LABELS[consent.kind]}: {consent.granted ? 'turned on' : 'turned off'}{consent.phone_number ? ` (${consent.phone_number})` : ''}
            </p>
            <p className="text-slate-600">
              {shortDateTime(consent.created_at)} · {CONSENT_SOURCE_LABELS[consent.source]}
            </p>
            <p className="text-slate-600">Shown: “{consent.wording}”</p>
          </li>
        ))}
      </ol>
    )
  }
  return (
    <div className="border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">History of your choices</h3>
      <div className="mt-2">{body}</div>
    </div>
  )
}
