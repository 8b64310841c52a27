import { useState } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { ApiError } from '../../../kit/api.ts'
import { setServerFieldErrors } from '../../../kit/ui/serverErrors.ts'
import { FIRMNESS_COPY, FIRMNESS_LEVELS } from '../../../../shared/constants/firmness.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { controlClass } from '../../../kit/ui/Field.tsx'
import { ratingLabel, type CarrierJson } from '../../../../shared/schemas/carriers.ts'
import { calendarDay } from '../../../../shared/dates.ts'
import { isOfferExpired } from '../../../../shared/rules/offers.ts'
import { CoverageFields, CoverageSwitches, PaymentFields } from '../../../components/policies/CoverageFields.tsx'
import { FormText, type FormTextProps } from '../../../components/policies/FormText.tsx'
import { OfferForm as OfferFormSchema, type OfferForm as OfferFormValues, type OfferFormInput } from '../../../../shared/schemas/offers.ts'

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

/** Add or change an offer; the instalments must add up to the premium, as the shared schema says. */
export function OfferForm({ idPrefix, carriers, defaultValues, submitLabel, onSubmit, onCancel }: OfferFormProps) {
  const [pastDay, setPastDay] = useState<string | null>(null)
  const { register, handleSubmit, setError, setFocus, formState } = useForm<OfferFormInput, unknown, OfferFormValues>({
    resolver: zodResolver(OfferFormSchema),
    defaultValues,
  })
  const { errors, isSubmitting } = formState
  const id = (name: string) => `${idPrefix}-${name.replace('.', '-')}`
  const field = (name: Path, label: string, extra: Partial<FormTextProps<OfferFormInput>> = {}) => (
    <FormText idPrefix={`${idPrefix}-`} name={name} label={label} register={register} errors={errors} {...extra} />
  )
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
        <PaymentFields text={field} termId={id('term_months')} term={register('term_months')} />
        <CoverageFields text={field} />
      </div>
      <CoverageSwitches bind={(name) => register(name)} />
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
