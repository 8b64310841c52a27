import { useEffect, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { contactConsentWording, DETAILS_SHARING_PROMISE } from '@shared/constants/consents.ts'
import { applicantPath } from './form.ts'
import { loadContactChoice, saveContactChoice } from './contactChoice.ts'

/**
 * Beside the submit button: an optional, unticked box for calls and texts naming GetQuote and the
 * number typed in step 1 (the number alone is not consent), and the promise about who gets the details.
 */
export function ContactConsentBox() {
  const phone = useWatch({ name: applicantPath('phone_number') })
  const [yes, setYes] = useState(false)
  // Read after hydration: the static page cannot know what this browser stored.
  useEffect(() => setYes(loadContactChoice()), [])
  const number = typeof phone === 'string' && phone.trim() ? phone.trim() : 'the number you gave'
  return (
    <div className="space-y-3">
      <div className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <input
          id="contact-consent"
          type="checkbox"
          checked={yes}
          onChange={(event) => {
            setYes(event.target.checked)
            saveContactChoice(event.target.checked)
          }}
          className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
        />
        <label htmlFor="contact-consent" className="text-sm text-slate-800">{contactConsentWording(number, 'wizard_checkbox')}</label>
      </div>
      <p className="text-sm text-slate-700">{DETAILS_SHARING_PROMISE}</p>
    </div>
  )
}
