import { useState, type FormEvent } from 'react'
import { toast } from '../../../kit/ui/toast.ts'
import { ApiError, checked } from '../../../kit/api.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { controlClass } from '../../../kit/ui/Field.tsx'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import { FIRMNESS_COPY, FIRMNESS_LEVELS, type Firmness } from '../../../../shared/constants/firmness.ts'
import { OfferJson } from '../../../../shared/schemas/offers.ts'
import { messageEnvelope } from '../../../../shared/schemas/envelope.ts'

interface FirmnessFormProps {
  offer: OfferJson
  onDone: () => Promise<unknown>
}

const isFirmness = (value: string): value is Firmness => FIRMNESS_LEVELS.some((level) => level === value)
const PRICE_FIELDS = [['premium', 'Final premium'], ['down_payment', 'Down payment'], ['monthly_instalment', 'Monthly instalment']] as const

/** How firm the offer's price is; marking it bindable takes the carrier's final payment plan. */
export function FirmnessForm({ offer, onDone }: FirmnessFormProps) {
  const [open, setOpen] = useState(false)
  const [firmness, setFirmness] = useState<Firmness>(offer.firmness)
  const [note, setNote] = useState(offer.firmness_note ?? '')
  const [price, setPrice] = useState({ premium: offer.premium, down_payment: offer.down_payment, monthly_instalment: offer.monthly_instalment })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const id = (name: string) => `firmness-${offer.id}-${name}`
  // The note says what could still change the price at the old level; at a new one it would mislead.
  const chooseLevel = (level: Firmness) => {
    setFirmness(level)
    setNote(level === offer.firmness ? offer.firmness_note ?? '' : '')
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setErrors({})
    try {
      const body = { firmness, firmness_note: note, final_price: firmness === 'bindable' ? price : null }
      const answer = await checked.put(messageEnvelope(OfferJson), `/admin/offers/${offer.id}/firmness`, { offer: body })
      toast.success(answer.message)
      setOpen(false)
      await onDone()
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fields : {}
      setErrors(Object.keys(fields).length > 0 ? fields : { form: errorMessage(failure, 'The price firmness could not be saved.') })
    } finally {
      setBusy(false)
    }
  }

  const summary = (
    <p className="text-sm text-slate-700">
      <span className="font-medium text-slate-900">Price: {FIRMNESS_COPY[offer.firmness].label}</span>
      {offer.firmness_note ? ` · ${offer.firmness_note}` : ''}
      {offer.price_to_confirm && offer.agreed_premium && <span className="block text-amber-800">Waiting for the customer to confirm the final price (chosen at ${offer.agreed_premium}).</span>}
    </p>
  )
  if (!open) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2">
        {summary}
        <Button variant="secondary" onClick={() => setOpen(true)}>Set price firmness<span className="sr-only"> of the {offer.carrier.name} offer</span></Button>
      </div>
    )
  }
  const error = (name: string) => errors[`offer.${name}`] && <p id={id(`${name}-error`)} role="alert" className="text-sm text-red-700">{errors[`offer.${name}`]}</p>
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={`Price firmness of the ${offer.carrier.name} offer`} className="space-y-3 rounded-md bg-slate-50 p-3">
      {errors.form && <p role="alert" className="text-sm text-red-700">{errors.form}</p>}
      <div className="space-y-1">
        <label htmlFor={id('level')} className="block text-sm font-medium text-slate-800">How firm is the price?</label>
        <select id={id('level')} value={firmness} onChange={(event) => { if (isFirmness(event.target.value)) chooseLevel(event.target.value) }} className={controlClass}>
          {FIRMNESS_LEVELS.map((level) => <option key={level} value={level}>{FIRMNESS_COPY[level].label}</option>)}
        </select>
        <p className="text-sm text-slate-600">{FIRMNESS_COPY[firmness].explanation}</p>
        {error('firmness')}
      </div>
      <div className="space-y-1">
        <label htmlFor={id('note')} className="block text-sm font-medium text-slate-800">What could still change it (optional)</label>
        <input id={id('note')} value={note} onChange={(event) => setNote(event.target.value)} className={controlClass} />
        {error('firmness_note')}
      </div>
      {firmness === 'bindable' && (
        <fieldset className="grid gap-3 sm:grid-cols-3">
          <legend className="mb-1 text-sm font-medium text-slate-800">The carrier’s final price ({offer.instalment_count} instalments)</legend>
          {PRICE_FIELDS.map(([name, label]) => (
            <div key={name} className="space-y-1">
              <label htmlFor={id(name)} className="block text-sm text-slate-800">{label}</label>
              <input id={id(name)} inputMode="decimal" value={price[name]} onChange={(event) => setPrice({ ...price, [name]: event.target.value })} aria-invalid={errors[`offer.final_price.${name}`] ? true : undefined} className={controlClass} />
              {error(`final_price.${name}`)}
            </div>
          ))}
        </fieldset>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy} busyText="Saving...">Save price firmness</Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>Cancel</Button>
      </div>
    </form>
  )
}
