import { useState } from 'react'
import { toast } from '../../../kit/ui/toast.ts'
import { EMAIL_KIND_COPY, EMAIL_KINDS, type EmailKind } from '../../../../shared/constants/emailPreferences.ts'
import { updatePreferences } from '../../../kit/account.ts'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import { Spinner } from '../../../kit/ui/Spinner.tsx'
import { ErrorPanel } from '../../../components/ErrorPanel.tsx'
import { useConsents, usePreferences } from '../../../hooks/usePreferences.ts'
import { ConsentHistory } from './ConsentHistory.tsx'
import { Section } from './Section.tsx'

/** One switch per optional e-mail; each change is recorded with these very words. */
export function NotificationsSection() {
  const { preferences, error, mutate } = usePreferences()
  const consents = useConsents()
  const [saving, setSaving] = useState<EmailKind | null>(null)

  async function handleChange(kind: EmailKind, wanted: boolean) {
    if (!preferences) return
    setSaving(kind)
    try {
      // The box shows the choice at once; a refused save puts it back.
      await mutate(async () => ({ data: await updatePreferences({ [kind]: wanted }) }), {
        optimisticData: { data: { ...preferences, [kind]: wanted } },
        rollbackOnError: true,
        revalidate: false,
      })
      await consents.mutate()
      toast.success(`${EMAIL_KIND_COPY[kind].label} ${wanted ? 'on' : 'off'}.`)
    } catch (failure) {
      toast.error(errorMessage(failure, 'Failed to save your choice. Please try again.'))
    } finally {
      setSaving(null)
    }
  }

  let switches
  if (error && !preferences) switches = <ErrorPanel title="Error Loading Preferences" message="We could not load your e-mail preferences. Please try refreshing the page." />
  else if (!preferences) switches = <Spinner label="Loading your e-mail preferences..." />
  else {
    switches = (
      <fieldset className="space-y-3">
        <legend className="text-slate-700">Choose which optional e-mails you get. Codes, receipts and messages about your account's security are always sent.</legend>
        {EMAIL_KINDS.map((kind) => (
          <div key={kind} className="flex items-start gap-3">
            <input
              id={`pref-${kind}`}
              type="checkbox"
              checked={preferences[kind]}
              disabled={saving !== null}
              onChange={(event) => void handleChange(kind, event.target.checked)}
              aria-describedby={`pref-${kind}-hint`}
              className="mt-1 h-4 w-4 shrink-0 accent-brand-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
            />
            <div>
              <label htmlFor={`pref-${kind}`} className="font-medium text-slate-900">
                {EMAIL_KIND_COPY[kind].label}
              </label>
              <p id={`pref-${kind}-hint`} className="text-sm text-slate-600">
                {EMAIL_KIND_COPY[kind].description}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
    )
  }

  return (
    <Section id="notifications-title" title="E-mail notifications">
      {switches}
      <ConsentHistory consents={consents.consents} error={consents.error} />
    </Section>
  )
}
