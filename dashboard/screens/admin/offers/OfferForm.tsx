import { useState } from 'react'
import { get, useForm, type FieldPath, type UseFormRegister, type FieldErrors } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { ApiError } from '../../../kit/api.ts'
import { setServerFieldErrors } from '../../../kit/ui/serverErrors.ts'
import { FIRMNESS_COPY, FIRMNESS_LEVELS } from '../../../../shared/constants/firmness.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { controlClass } from '../../../kit/ui/Field.tsx'
import { ratingLabel, type CarrierJson } from '../../../../shared/schemas/carriers.ts'
import { calendarDay } from '../../../../shared/dates.ts'
import { isOfferExpired } from '../../../../shared/rules/offers.ts'
import { OFFER_TERMS, OfferForm as OfferFormSchema, type OfferForm as OfferFormValues, type OfferFormInput } from '../../../../shared/schemas/offers.ts'

type Path = FieldPath<OfferFormInput>

interface OfferFormProps {
  idPrefix: string
  carriers: CarrierJson[]
  defaultValues: OfferFormInput
  submitLabel: string
  onSubmit: (values: OfferFormValues) => Promise<void>
  onCancel: () => void
}

const SERVER_PREFIX = 'offer.'
const TEXT_PATHS = [
  'carrier_id', 'term_months', 'premium', 'down_payment', 'monthly_instalment', 'instalment_count', 'deductible', 'liability_limits',
  'coverages.pip', 'coverages.um_uim', 'coverages.med_pay', 'coverages.rental', 'discounts', 'valid_until', 'note', 'firmness', 'firmness_note',
] as const
const isPath = (path: string): path is Path => TEXT_PATHS.some((name) => name === path)

interface InputProps {
  id: string
  name: Path
  label: string
  register: UseFormRegister<OfferFormInput>
  errors: FieldErrors<OfferFormInput>
  type?: string
  hint?: string
  inputMode?: 'decimal' | 'numeric'
}

function Input({ id, name, label, register, errors, type = 'text', hint, inputMode }: InputProps) {
  const error: { message?: string } | undefined = get(errors, name)
  const describedBy = [hint ? `${id}-hint` : '', error?.message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">{label}</label>
      <input id={id} type={type} inputMode={inputMode} {...register(name)} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={controlClass} />
      {hint && <p id={`${id}-hint`} className="text-xs text-slate-600">{hint}</p>}
      {error?.message && <p id={`${id}-error`} role="alert" className="text-sm text-red-700">{error.message}</p>}
    </div>
  )
}

/** Add or change an offer; the instalments must add up to the premium, as the shared schema says. */
export function OfferForm({ idPrefix, carriers, defaultValues, submitLabel, onSubmit, onCancel }: OfferFormProps) {
  const [pastDay, setPastDay] = useState<string | null>(null)
  const { register, handleSubmit, setError, setFocus, formState } = useForm<OfferFormInput, unknown, OfferFormValues>({
    resolver: zodResolver(OfferFormSchema),
    defaultValues,
  })
  const { errors, isSubmitting } = formState
  const id = (name: string) => `${idPrefix}-${name.replace('.', '-')}`
  const field = (name: Path, label: string, extra: Partial<InputProps> = {}) => <Input id={id(name)} name={name} label={label} register={register} errors={errors} {...extra} />
  const carrierError = errors.carrier_id?.message

  const save = async (values: OfferFormValues) => {
    try {
      await onSubmit(values)
    } catch (error) {
      const placed = setServerFieldErrors(error, setError, isPath, { prefix: SERVER_PREFIX })
      if (placed === 0 && error instanceof ApiError) setError('root', { type: 'server', message: error.message })
    }
  }
  // A past valid-until day makes the offer expired on arrival (shown, never choosable): ask first.
  const submit = handleSubmit(async (values) => {
    if (isOfferExpired(values.valid_until, new Date())) setPastDay(values.valid_until)
    else await save(values)
  })
  const saveAnyway = handleSubmit(async (values) => {
    setPastDay(null)
    await save(values)
  })
  const changeDate = () => {
    setPastDay(null)
    setFocus('valid_until')
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {errors.root?.message && <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">{errors.root.message}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={id('carrier_id')} className="block text-sm font-medium text-slate-800">Carrier</label>
          <select id={id('carrier_id')} {...register('carrier_id')} aria-invalid={carrierError ? true : undefined} aria-describedby={carrierError ? id('carrier_id-error') : undefined} className={controlClass}>
            <option value="0">Choose a carrier</option>
            {carriers.map((carrier) => <option key={carrier.id} value={carrier.id}>{carrier.name} ({ratingLabel(carrier.rating)})</option>)}
          </select>
          {carrierError && <p id={id('carrier_id-error')} role="alert" className="text-sm text-red-700">{carrierError}</p>}
        </div>
        <div className="space-y-1">
          <label htmlFor={id('term_months')} className="block text-sm font-medium text-slate-800">Term</label>
          <select id={id('term_months')} {...register('term_months')} className={controlClass}>
            {OFFER_TERMS.map((term) => <option key={term} value={term}>{term} months</option>)}
          </select>
        </div>
        {field('premium', 'Premium for the term ($)', { inputMode: 'decimal' })}
        {field('down_payment', 'Down payment ($)', { inputMode: 'decimal' })}
        {field('monthly_instalment', 'Monthly instalment ($)', { inputMode: 'decimal' })}
        {field('instalment_count', 'Number of instalments', { inputMode: 'numeric' })}
        {field('deductible', 'Deductible ($)', { inputMode: 'numeric', hint: 'Collision and comprehensive; empty for none' })}
        {field('liability_limits', 'Liability limits', { hint: 'Thousands: per person/per accident/property, e.g. 100/300/100' })}
        {field('coverages.pip', 'PIP ($)', { inputMode: 'numeric', hint: 'Empty when not included' })}
        {field('coverages.um_uim', 'UM/UIM limits', { hint: 'Thousands, e.g. 100/300; empty when not included' })}
        {field('coverages.med_pay', 'Medical payments ($)', { inputMode: 'numeric', hint: 'Empty when not included' })}
        {field('coverages.rental', 'Rental car per day ($)', { inputMode: 'numeric', hint: 'Empty when not included' })}
      </div>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-medium text-slate-800">Also included</legend>
        {(['comprehensive', 'collision', 'roadside'] as const).map((name) => (
          <label key={name} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" {...register(`coverages.${name}`)} className="h-4 w-4" />
            {name === 'roadside' ? 'Roadside assistance' : name.charAt(0).toUpperCase() + name.slice(1)}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('discounts', 'Discounts applied', { hint: 'Separated by commas' })}
        {field('valid_until', 'Valid until', { type: 'date' })}
        <div className="space-y-1">
          <label htmlFor={id('firmness')} className="block text-sm font-medium text-slate-800">How firm is the price?</label>
          <select id={id('firmness')} {...register('firmness')} className={controlClass}>
            {FIRMNESS_LEVELS.map((level) => <option key={level} value={level}>{FIRMNESS_COPY[level].label}</option>)}
          </select>
        </div>
        {field('firmness_note', 'What could still change the price (optional)')}
      </div>
      <div className="space-y-1">
        <label htmlFor={id('note')} className="block text-sm font-medium text-slate-800">Note (optional)</label>
        <textarea id={id('note')} rows={2} {...register('note')} className={controlClass} />
      </div>
      {pastDay && (
        <div role="alert" className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p>Valid until {calendarDay(pastDay)} is in the past, so the customer will see this offer as expired and cannot choose it. Save it anyway?</p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void saveAnyway()} busy={isSubmitting} busyText="Saving...">Save anyway</Button>
            <Button variant="secondary" onClick={changeDate}>Change the date</Button>
          </div>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={isSubmitting} busyText="Saving...">{submitLabel}</Button>
        <Button variant="secondary" onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  )
}
