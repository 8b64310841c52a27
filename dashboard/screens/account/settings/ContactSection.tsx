import { useState, type FormEvent } from 'react'
import { toast } from '../../../kit/ui/toast.ts'
import { ApiError, checked } from '../../../kit/api.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { Spinner } from '../../../kit/ui/Spinner.tsx'
import { controlClass } from '../../../kit/ui/Field.tsx'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import { ErrorPanel } from '../../../components/ErrorPanel.tsx'
import { CONTACT_KEY, useContactConsent } from '../../../hooks/useConsentSettings.ts'
import { useConsents } from '../../../hooks/usePreferences.ts'
import { useInsuranceRequests } from '../../../hooks/useInsuranceRequests.ts'
import { contactConsentWording } from '../../../../shared/constants/consents.ts'
import { messageEnvelope } from '../../../../shared/schemas/envelope.ts'
import { ContactConsentJson } from '../../../../shared/schemas/consents.ts'
import { shortDateTime } from '../../../../shared/dates.ts'
import { Section } from './Section.tsx'

const HOURS = Array.from({ length: 25 }, (_, hour) => hour)
const hourLabel = (hour: number) => (hour === 0 || hour === 24 ? 'midnight' : hour === 12 ? 'noon' : hour < 12 ? `${hour}:00 AM` : `${hour - 12}:00 PM`)

interface ContactFormProps {
  contact: ContactConsentJson
  /** The number on the customer's latest request, offered when no consent names one yet. */
  latestPhone: string | undefined
  onSaved: () => Promise<unknown>
}

function ContactForm({ contact, latestPhone, onSaved }: ContactFormProps) {
  const [consented, setConsented] = useState(contact.consented)
  const [phone, setPhone] = useState(contact.phone_number ?? latestPhone ?? '')
  const [start, setStart] = useState(contact.hours_start)
  const [end, setEnd] = useState(contact.hours_end)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setErrors({})
    try {
      const answer = await checked.put(messageEnvelope(ContactConsentJson), CONTACT_KEY, { consented, phone_number: phone, hours_start: start, hours_end: end, source: 'settings_page' })
      toast.success(answer.message)
      await onSaved()
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fields : {}
      setErrors(Object.keys(fields).length > 0 ? fields : { form: errorMessage(failure, 'Your choice could not be saved.') })
    } finally {
      setBusy(false)
    }
  }

  const hourSelect = (id: string, label: string, value: number, onChange: (hour: number) => void, range: number[]) => (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))} className={controlClass}>
        {range.map((hour) => <option key={hour} value={hour}>{hourLabel(hour)}</option>)}
      </select>
    </div>
  )

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {errors.form && <p role="alert" className="text-sm text-red-700">{errors.form}</p>}
      <div className="space-y-1">
        <label htmlFor="contact-phone" className="block text-sm font-medium text-slate-800">Phone number</label>
        <input id="contact-phone" type="tel" value={phone} onChange={(event) => setPhone(event.target.value)} placeholder="(XXX) XXX-XXXX" aria-invalid={errors.phone_number ? true : undefined} aria-describedby={errors.phone_number ? 'contact-phone-error' : undefined} className={`${controlClass} max-w-64`} />
        {errors.phone_number && <p id="contact-phone-error" role="alert" className="text-sm text-red-700">{errors.phone_number}</p>}
      </div>
      <div className="flex items-start gap-3">
        <input id="contact-consent" type="checkbox" checked={consented} onChange={(event) => setConsented(event.target.checked)} className="mt-1 h-4 w-4 shrink-0 accent-brand-600" />
        <label htmlFor="contact-consent" className="text-sm text-slate-900">{contactConsentWording(phone.trim() || 'this number', 'settings_page')}</label>
      </div>
      <fieldset className="grid max-w-md gap-3 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Hours we may call or text (your state’s local time)</legend>
        {hourSelect('contact-start', 'From', start, setStart, HOURS.slice(0, 24))}
        {hourSelect('contact-end', 'Until', end, setEnd, HOURS.slice(1))}
        {errors.hours_end && <p role="alert" className="text-sm text-red-700 sm:col-span-2">{errors.hours_end}</p>}
      </fieldset>
      <Button type="submit" busy={busy} busyText="Saving...">Save calls and texts</Button>
    </form>
  )
}

/** Consent to calls and texts: shown, changed, and an opt-out honoured the moment it is saved. */
export function ContactSection() {
  const { contact, error, mutate } = useContactConsent()
  const consents = useConsents()
  const { requests } = useInsuranceRequests()
  const latestPhone = requests?.[0]?.applicant?.phone_number
  let body
  if (error && !contact) body = <ErrorPanel title="Error Loading Your Choice" message="We could not load your choice about calls and texts. Please try refreshing the page." />
  else if (!contact) body = <Spinner label="Loading your choice about calls and texts..." />
  else {
    body = (
      <>
        <p className="text-slate-700">
          {contact.consented ? `We may call or text ${contact.phone_number ?? ''} about your quote requests between ${hourLabel(contact.hours_start)} and ${hourLabel(contact.hours_end)}.` : 'We do not call or text you.'}
          {contact.changed_at ? ` Last changed ${shortDateTime(contact.changed_at)}.` : ''}
        </p>
        <ContactForm key={`${contact.changed_at ?? 'never'} ${latestPhone ?? ''}`} contact={contact} latestPhone={latestPhone} onSaved={() => Promise.all([mutate(), consents.mutate()])} />
      </>
    )
  }
  return (
    <Section id="contact-heading" title="Calls and texts">
      {body}
    </Section>
  )
}
