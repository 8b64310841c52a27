import { useState } from 'react'
import { useLocation } from 'wouter'
import { toast } from '../../../kit/ui/toast.ts'
import { ApiError, checked } from '../../../kit/api.ts'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { Checkbox } from '../../../kit/ui/Checkbox.tsx'
import { FormError } from '../../../kit/ui/FormError.tsx'
import { Input } from '../../../kit/ui/Field.tsx'
import { messageEnvelope } from '../../../../shared/schemas/envelope.ts'
import { AUTHORIZATION_TEXT } from '../../../../shared/constants/requestOptions.ts'
import { InsuranceRequestJson } from '../../../../shared/schemas/insuranceRequestJson.ts'
import { policyQuoteHref } from '../../../../shared/rules/policyQuoteForm.ts'

const CONTACT_FIELDS = [['street', 'Street address'], ['city', 'City'], ['zip', 'ZIP code'], ['phone_number', 'Phone number']] as const
type ContactField = (typeof CONTACT_FIELDS)[number][0]
type Contact = Record<ContactField, string>

const EMPTY_CONTACT: Contact = { street: '', city: '', zip: '', phone_number: '' }

/**
 * "Get a new quote from this policy": with the customer's authorization, a new request goes to the
 * agent's queue pre-filled from the policy. The server asks for an address only when it has none in
 * the policy's state; then the form shows those fields.
 */
export function RequoteForm({ policyId }: { policyId: number }) {
  const [, navigate] = useLocation()
  const [authorized, setAuthorized] = useState(false)
  const [contact, setContact] = useState<Contact | null>(null)
  const [fields, setFields] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    setBusy(true)
    setFormError(null)
    setFields({})
    try {
      const body = { authorization: authorized, ...(contact ? { contact } : {}) }
      const made = await checked.post(messageEnvelope(InsuranceRequestJson), `/policies/${policyId}/requote`, body)
      toast.success(made.message)
      navigate(`/dashboard/requests/${made.data.request_number}`)
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).some((key) => key.startsWith('contact.'))) setContact((current) => current ?? EMPTY_CONTACT)
      if (error instanceof ApiError) setFields(error.fields)
      setFormError(errorMessage(error, 'The new quote request could not be made. Please try again.'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="requote" className="space-y-4 rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="requote" className="text-lg font-semibold text-slate-900">Shop this policy again</h2>
      <p className="text-sm text-slate-700">We send your agent a new quote request with this policy's vehicles and cover, adding what the coverage check found missing.</p>
      <FormError message={formError} />
      {contact && (
        <div className="grid gap-4 sm:grid-cols-2">
          {CONTACT_FIELDS.map(([name, label]) => (
            <Input
              key={name}
              label={label}
              value={contact[name]}
              error={fields[`contact.${name}`]}
              onChange={(event) => setContact({ ...contact, [name]: event.target.value })}
            />
          ))}
        </div>
      )}
      <Checkbox label={AUTHORIZATION_TEXT} checked={authorized} error={fields.authorization} onChange={(event) => setAuthorized(event.target.checked)} />
      <Button onClick={() => void submit()} busy={busy} busyText="Sending...">Get a new quote from this policy</Button>
      <div className="space-y-2 border-t border-slate-200 pt-4">
        <p className="text-sm text-slate-700">Or check and complete the details yourself: the quote form opens with this policy's drivers, vehicles and cover filled in.</p>
        <a href={policyQuoteHref(policyId)} className="inline-flex items-center justify-center rounded-md px-4 py-2 font-medium text-brand-700 ring-1 ring-brand-600 ring-inset hover:bg-brand-50">
          Get quotes for this policy
        </a>
      </div>
    </section>
  )
}
