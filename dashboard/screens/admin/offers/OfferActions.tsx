import { useState, type FormEvent } from 'react'
import { toast } from '../../../kit/ui/toast.ts'
import { api, ApiError } from '../../../kit/api.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { controlClass } from '../../../kit/ui/Field.tsx'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import { isoDay } from '../../../../shared/dates.ts'
import type { OfferJson } from '../../../../shared/schemas/offers.ts'

interface ActionProps {
  offer: OfferJson
  onDone: () => Promise<unknown>
}

/** Withdraws an open offer, with the reason the customer will never see but the record keeps. */
export function WithdrawForm({ offer, onDone }: ActionProps) {
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const id = `withdraw-${offer.id}`

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    try {
      await api.post(`/admin/offers/${offer.id}/withdraw`, { reason })
      toast.success('Offer withdrawn.')
      setOpen(false)
      await onDone()
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fields.reason ?? failure.message) : errorMessage(failure, 'The offer could not be withdrawn.'))
    } finally {
      setBusy(false)
    }
  }

  if (!open) return <Button variant="secondary" onClick={() => setOpen(true)}>Withdraw<span className="sr-only"> the {offer.carrier.name} offer</span></Button>
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-wrap items-end gap-2">
      <div className="min-w-48 flex-1 space-y-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">Reason for withdrawing</label>
        <input id={id} value={reason} onChange={(event) => setReason(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={controlClass} />
        {error && <p id={`${id}-error`} role="alert" className="text-sm text-red-700">{error}</p>}
      </div>
      <Button type="submit" variant="danger" busy={busy} busyText="Withdrawing...">Withdraw offer</Button>
      <Button variant="ghost" onClick={() => setOpen(false)}>Cancel</Button>
    </form>
  )
}

/** Confirms binding: the policy number and effective date the carrier issued. */
export function BindForm({ offer, onDone }: ActionProps) {
  const [policyNumber, setPolicyNumber] = useState('')
  const [effectiveDate, setEffectiveDate] = useState(isoDay(new Date()))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setErrors({})
    try {
      await api.post(`/admin/offers/${offer.id}/bind`, { policy_number: policyNumber, effective_date: effectiveDate })
      toast.success(`Policy ${policyNumber.trim()} bound.`)
      await onDone()
    } catch (failure) {
      if (failure instanceof ApiError && Object.keys(failure.fields).length > 0) setErrors(failure.fields)
      else setErrors({ form: errorMessage(failure, 'The policy could not be bound.') })
    } finally {
      setBusy(false)
    }
  }

  const described = (name: string) => (errors[name] ? `bind-${offer.id}-${name}-error` : undefined)
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Confirm binding" className="space-y-3 rounded-md bg-purple-50 p-3">
      <p className="text-sm font-medium text-slate-900">The customer chose this offer. Confirm binding once the carrier has issued the policy.</p>
      {errors.form && <p role="alert" className="text-sm text-red-700">{errors.form}</p>}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={`bind-${offer.id}-policy`} className="block text-sm font-medium text-slate-800">Policy number</label>
          <input id={`bind-${offer.id}-policy`} value={policyNumber} onChange={(event) => setPolicyNumber(event.target.value)} aria-invalid={errors.policy_number ? true : undefined} aria-describedby={described('policy_number')} className={controlClass} />
          {errors.policy_number && <p id={described('policy_number')} role="alert" className="text-sm text-red-700">{errors.policy_number}</p>}
        </div>
        <div className="space-y-1">
          <label htmlFor={`bind-${offer.id}-date`} className="block text-sm font-medium text-slate-800">Effective date</label>
          <input id={`bind-${offer.id}-date`} type="date" value={effectiveDate} onChange={(event) => setEffectiveDate(event.target.value)} aria-invalid={errors.effective_date ? true : undefined} aria-describedby={described('effective_date')} className={controlClass} />
          {errors.effective_date && <p id={described('effective_date')} role="alert" className="text-sm text-red-700">{errors.effective_date}</p>}
        </div>
      </div>
      <Button type="submit" busy={busy} busyText="Binding...">Confirm binding</Button>
    </form>
  )
}
