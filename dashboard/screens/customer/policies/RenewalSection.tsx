import { useState } from 'react'
import { Link } from 'wouter'
import { toast } from '../../../kit/ui/toast.ts'
import { ApiError, checked } from '../../../kit/api.ts'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { Checkbox } from '../../../kit/ui/Checkbox.tsx'
import { FormError } from '../../../kit/ui/FormError.tsx'
import { longCalendarDay } from '../../../../shared/dates.ts'
import { messageEnvelope } from '../../../../shared/schemas/envelope.ts'
import { AUTHORIZATION_TEXT } from '../../../../shared/constants/requestOptions.ts'
import { InsurancePolicyJson } from '../../../../shared/schemas/insurancePolicy.ts'

interface RenewalSectionProps {
  policy: InsurancePolicyJson
  onChanged: () => Promise<unknown>
}

/**
 * The policy page's renewal corner: the way to "What changed", the re-shop request when one is open,
 * and the automatic re-shop toggle (turning it on carries the customer's authorization, as a re-quote does).
 */
export function RenewalSection({ policy, onChanged }: RenewalSectionProps) {
  const [authorized, setAuthorized] = useState(false)
  // The authorization is asked for once the customer means to turn it on, not on every visit.
  const [asking, setAsking] = useState(false)
  const [fields, setFields] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const toggle = async (on: boolean) => {
    setBusy(true)
    setFormError(null)
    setFields({})
    try {
      const saved = await checked.put(messageEnvelope(InsurancePolicyJson), `/policies/${policy.id}/auto_reshop`, { auto_reshop: on, authorization: authorized })
      toast.success(saved.message)
      await onChanged()
    } catch (error) {
      if (error instanceof ApiError) setFields(error.fields)
      setFormError(errorMessage(error, 'Automatic re-shopping could not be changed. Please try again.'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <section aria-labelledby="renewal" className="space-y-4 rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="renewal" className="text-lg font-semibold text-slate-900">Renewal</h2>
      <p className="text-slate-700">
        This term ends on {longCalendarDay(policy.expiration_date)}.{' '}
        <Link href={`/dashboard/policies/${policy.id}/renewal`} className="font-medium text-brand-700 hover:underline">What changed at renewal</Link>
      </p>
      {policy.reshop_request_number && (
        <p className="text-slate-700">
          We are shopping this policy again: request{' '}
          <Link href={`/dashboard/requests/${policy.reshop_request_number}`} className="font-medium text-brand-700 hover:underline">{policy.reshop_request_number}</Link>.
        </p>
      )}
      <FormError message={formError} />
      {policy.auto_reshop ? (
        <div className="space-y-2">
          <p className="text-slate-700">Automatic re-shopping is on: when the renewal notice comes, we ask your agent for new offers.</p>
          <Button variant="secondary" busy={busy} busyText="Saving..." onClick={() => void toggle(false)}>Turn off automatic re-shopping</Button>
        </div>
      ) : (
        <div className="space-y-2">
          <p className="text-slate-700">Turn on automatic re-shopping and we ask your agent for new offers when the renewal notice comes, so you can compare them with the renewal.</p>
          {asking && <Checkbox label={AUTHORIZATION_TEXT} checked={authorized} error={fields.authorization} onChange={(event) => setAuthorized(event.target.checked)} />}
          <Button busy={busy} busyText="Saving..." onClick={() => (asking ? void toggle(true) : setAsking(true))}>Turn on automatic re-shopping</Button>
        </div>
      )}
    </section>
  )
}
