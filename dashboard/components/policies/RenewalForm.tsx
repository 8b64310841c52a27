import { useEffect } from 'react'
import { useFieldArray, type FieldPath } from 'react-hook-form'
import Plus from 'lucide-react/icons/plus'
import X from 'lucide-react/icons/x'
import { useServerForm } from '../../kit/ui/useServerForm.ts'
import { Button } from '../../kit/ui/Button.tsx'
import { controlClass } from '../../kit/ui/Field.tsx'
import { FormError } from '../../kit/ui/FormError.tsx'
import { FormText, type FormTextProps } from './FormText.tsx'
import { CoverageFields, CoverageSwitches, PaymentFields } from './CoverageFields.tsx'
import { RenewalForm as RenewalSchema, type RenewalForm as RenewalValues, type RenewalFormInput } from '../../../shared/schemas/policyRenewal.ts'

type Path = FieldPath<RenewalFormInput>

const SERVER_FIELDS: readonly Path[] = [
  'term_months', 'effective_date', 'premium', 'down_payment', 'monthly_instalment', 'instalment_count', 'deductible', 'liability_limits',
  'coverages.pip', 'coverages.um_uim', 'coverages.med_pay', 'coverages.rental', 'discounts', 'vehicles', 'drivers', 'agent_note',
]

interface RenewalFormProps {
  values: RenewalFormInput
  /** The agent's form has the note on the reasons; the customer's does not. */
  withNote: boolean
  submitLabel: string
  send: (values: RenewalValues) => Promise<void>
}

/** The renewal's terms, starting from the current term's (or a declarations page's); checked by the shared schema here and on the server. */
export function RenewalForm({ values, withNote, submitLabel, send }: RenewalFormProps) {
  const { form, formError, onSubmit } = useServerForm(RenewalSchema, { defaultValues: values, fields: SERVER_FIELDS, prefix: 'renewal.', fallback: 'The renewal could not be recorded. Please try again.', send })
  const { register, control, reset, formState } = form
  const { errors, isSubmitting } = formState
  const vehicles = useFieldArray({ control, name: 'vehicles' })
  const drivers = useFieldArray({ control, name: 'drivers' })
  // A declarations page read after the form opened replaces what it shows.
  useEffect(() => reset(values), [values, reset])
  const text = (name: Path, label: string, extra: Partial<FormTextProps<RenewalFormInput>> = {}) => (
    <FormText idPrefix="renewal-" name={name} label={label} register={register} errors={errors} {...extra} />
  )
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <PaymentFields text={text} termId="renewal-term_months" term={register('term_months')} premiumLabel="Renewal premium for the term ($)" />
        {text('effective_date', 'Renewal starts', { type: 'date', readOnly: true, hint: 'The day the current term ends' })}
        <CoverageFields text={text} />
        {text('discounts', 'Discounts', { hint: 'Separated by commas' })}
      </div>
      <CoverageSwitches bind={(name) => register(name)} />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Vehicles</legend>
        {errors.vehicles?.message && <p role="alert" className="text-sm text-red-700">{errors.vehicles.message}</p>}
        {vehicles.fields.map((vehicle, index) => (
          <div key={vehicle.id} role="group" aria-label={`Renewal vehicle ${index + 1}`} className="grid items-end gap-4 sm:grid-cols-5">
            {text(`vehicles.${index}.vin`, `Vehicle ${index + 1} VIN`)}
            {text(`vehicles.${index}.year`, 'Year', { inputMode: 'numeric' })}
            {text(`vehicles.${index}.make`, 'Make')}
            {text(`vehicles.${index}.model`, 'Model')}
            {vehicles.fields.length > 1 && <Button variant="ghost" onClick={() => vehicles.remove(index)}><X aria-hidden="true" className="h-4 w-4" /> Remove vehicle {index + 1}</Button>}
          </div>
        ))}
        <Button variant="secondary" onClick={() => vehicles.append({ vin: '', year: '', make: '', model: '', financed: false, leased: false })}><Plus aria-hidden="true" className="h-4 w-4" /> Add a vehicle</Button>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Drivers</legend>
        {errors.drivers?.message && <p role="alert" className="text-sm text-red-700">{errors.drivers.message}</p>}
        {drivers.fields.map((driver, index) => (
          <div key={driver.id} className="flex flex-wrap items-end gap-4">
            <div className="min-w-60 flex-1">{text(`drivers.${index}.name`, `Driver ${index + 1} name`)}</div>
            {drivers.fields.length > 1 && <Button variant="ghost" onClick={() => drivers.remove(index)}><X aria-hidden="true" className="h-4 w-4" /> Remove driver {index + 1}</Button>}
          </div>
        ))}
        <Button variant="secondary" onClick={() => drivers.append({ name: '' })}><Plus aria-hidden="true" className="h-4 w-4" /> Add a driver</Button>
      </fieldset>
      {withNote && (
        <div className="space-y-1">
          <label htmlFor="renewal-agent_note" className="block text-sm font-medium text-slate-800">Why the renewal changed (shown to the customer)</label>
          <textarea id="renewal-agent_note" rows={3} {...register('agent_note')} aria-invalid={errors.agent_note ? true : undefined} aria-describedby={errors.agent_note ? 'renewal-agent_note-error' : undefined} className={controlClass} />
          {errors.agent_note?.message && <p id="renewal-agent_note-error" role="alert" className="text-sm text-red-700">{errors.agent_note.message}</p>}
        </div>
      )}
      <Button type="submit" busy={isSubmitting} busyText="Saving...">{submitLabel}</Button>
    </form>
  )
}
