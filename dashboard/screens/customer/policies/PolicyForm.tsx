import { useState } from 'react'
import { useFieldArray, type FieldPath } from 'react-hook-form'
import Plus from 'lucide-react/icons/plus'
import X from 'lucide-react/icons/x'
import { useServerForm } from '../../../kit/ui/useServerForm.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { controlClass } from '../../../kit/ui/Field.tsx'
import { FormError } from '../../../kit/ui/FormError.tsx'
import { FormText, type FormTextProps } from '../../../components/policies/FormText.tsx'
import { STATES } from '../../../../shared/constants/states.ts'
import { CoverageFields, CoverageSwitches, PaymentFields } from '../../../components/policies/CoverageFields.tsx'
import {
  InsurancePolicyForm,
  type CarrierChoiceJson,
  type InsurancePolicyForm as PolicyValues,
  type InsurancePolicyFormInput,
} from '../../../../shared/schemas/insurancePolicy.ts'

type Path = FieldPath<InsurancePolicyFormInput>

const SERVER_FIELDS: readonly Path[] = [
  'carrier_id', 'carrier_name', 'policy_number', 'state', 'term_months', 'effective_date', 'premium', 'down_payment',
  'monthly_instalment', 'instalment_count', 'deductible', 'liability_limits', 'coverages.pip', 'coverages.um_uim',
  'coverages.med_pay', 'coverages.rental', 'discounts', 'vehicles', 'drivers',
]

interface PolicyFormProps {
  carriers: CarrierChoiceJson[]
  defaultValues: InsurancePolicyFormInput
  submitLabel: string
  send: (values: PolicyValues) => Promise<void>
  /** Said under a field filled in from a declarations page: how sure the reader was, by form path. */
  notes?: Record<string, string>
}

/** Add (or correct) a policy: the shared schema checks it here and on the server alike. */
export function PolicyForm({ carriers, defaultValues, submitLabel, send, notes = {} }: PolicyFormProps) {
  const { form, formError, onSubmit } = useServerForm(InsurancePolicyForm, { defaultValues, fields: SERVER_FIELDS, prefix: 'policy.', fallback: 'The policy could not be saved. Please try again.', send })
  const { register, control, setValue, formState } = form
  const { errors, isSubmitting } = formState
  const [typedCarrier, setTypedCarrier] = useState(Boolean(defaultValues.carrier_name))
  const vehicles = useFieldArray({ control, name: 'vehicles' })
  const drivers = useFieldArray({ control, name: 'drivers' })
  const text = (name: Path, label: string, extra: Partial<FormTextProps<InsurancePolicyFormInput>> = {}) => {
    const hint = [notes[name], extra.hint].filter(Boolean).join('. ') || undefined
    return <FormText idPrefix="policy-" name={name} label={label} register={register} errors={errors} {...extra} hint={hint} />
  }
  const carrierError = errors.carrier_id?.message

  const chooseTyped = (typed: boolean) => {
    setTypedCarrier(typed)
    if (typed) setValue('carrier_id', '')
    else setValue('carrier_name', '')
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <FormError message={formError} />
      <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-6">
        <legend className="px-1 text-lg font-semibold text-slate-900">Policy</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {typedCarrier ? (
            text('carrier_name', 'Carrier name')
          ) : (
            <div className="space-y-1">
              <label htmlFor="policy-carrier_id" className="block text-sm font-medium text-slate-800">Carrier</label>
              <select id="policy-carrier_id" {...register('carrier_id')} aria-invalid={carrierError ? true : undefined} aria-describedby={carrierError ? 'policy-carrier_id-error' : undefined} className={controlClass}>
                <option value="">Choose a carrier</option>
                {carriers.map((carrier) => <option key={carrier.id} value={carrier.id}>{carrier.name}</option>)}
              </select>
              {carrierError && <p id="policy-carrier_id-error" role="alert" className="text-sm text-red-700">{carrierError}</p>}
            </div>
          )}
          <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
            <input type="checkbox" checked={typedCarrier} onChange={(event) => chooseTyped(event.target.checked)} className="h-4 w-4" />
            My carrier is not in the list
          </label>
          {text('policy_number', 'Policy number')}
          <div className="space-y-1">
            <label htmlFor="policy-state" className="block text-sm font-medium text-slate-800">State</label>
            <select id="policy-state" {...register('state')} aria-invalid={errors.state ? true : undefined} aria-describedby={errors.state ? 'policy-state-error' : undefined} className={controlClass}>
              <option value="">Choose a state</option>
              {STATES.map((state) => <option key={state.code} value={state.code}>{state.name}</option>)}
            </select>
            {errors.state?.message && <p id="policy-state-error" role="alert" className="text-sm text-red-700">{errors.state.message}</p>}
          </div>
          {text('effective_date', 'Effective date', { type: 'date' })}
          <PaymentFields text={text} termId="policy-term_months" term={register('term_months')} />
        </div>
      </fieldset>

      <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-6">
        <legend className="px-1 text-lg font-semibold text-slate-900">Coverages</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <CoverageFields text={text} />
          {text('discounts', 'Discounts', { hint: 'Separated by commas' })}
        </div>
        <CoverageSwitches bind={(name) => register(name)}>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" {...register('homeowner')} className="h-4 w-4" /> I own my home
          </label>
        </CoverageSwitches>
      </fieldset>

      <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-6">
        <legend className="px-1 text-lg font-semibold text-slate-900">Vehicles</legend>
        {errors.vehicles?.message && <p role="alert" className="text-sm text-red-700">{errors.vehicles.message}</p>}
        {vehicles.fields.map((vehicle, index) => (
          <div key={vehicle.id} role="group" aria-label={`Vehicle ${index + 1}`} className="space-y-3 rounded-md border border-slate-200 p-4">
            <div className="grid gap-4 sm:grid-cols-4">
              {text(`vehicles.${index}.vin`, `Vehicle ${index + 1} VIN`)}
              {text(`vehicles.${index}.year`, 'Year', { inputMode: 'numeric' })}
              {text(`vehicles.${index}.make`, 'Make')}
              {text(`vehicles.${index}.model`, 'Model')}
            </div>
            <div className="flex flex-wrap items-center gap-4">
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" {...register(`vehicles.${index}.financed`)} className="h-4 w-4" /> Financed
              </label>
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" {...register(`vehicles.${index}.leased`)} className="h-4 w-4" /> Leased
              </label>
              {vehicles.fields.length > 1 && (
                <Button variant="ghost" onClick={() => vehicles.remove(index)}><X aria-hidden="true" className="h-4 w-4" /> Remove vehicle {index + 1}</Button>
              )}
            </div>
          </div>
        ))}
        <Button variant="secondary" onClick={() => vehicles.append({ vin: '', year: '', make: '', model: '', financed: false, leased: false })}>
          <Plus aria-hidden="true" className="h-4 w-4" /> Add a vehicle
        </Button>
      </fieldset>

      <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-6">
        <legend className="px-1 text-lg font-semibold text-slate-900">Drivers</legend>
        {errors.drivers?.message && <p role="alert" className="text-sm text-red-700">{errors.drivers.message}</p>}
        {drivers.fields.map((driver, index) => (
          <div key={driver.id} className="flex flex-wrap items-end gap-4">
            <div className="min-w-60 flex-1">{text(`drivers.${index}.name`, `Driver ${index + 1} name`)}</div>
            {drivers.fields.length > 1 && (
              <Button variant="ghost" onClick={() => drivers.remove(index)}><X aria-hidden="true" className="h-4 w-4" /> Remove driver {index + 1}</Button>
            )}
          </div>
        ))}
        <Button variant="secondary" onClick={() => drivers.append({ name: '' })}>
          <Plus aria-hidden="true" className="h-4 w-4" /> Add a driver
        </Button>
      </fieldset>

      <Button type="submit" busy={isSubmitting} busyText="Saving...">{submitLabel}</Button>
    </form>
  )
}
