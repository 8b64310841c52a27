import { useEffect } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { findState, MED_PAY_AMOUNTS, type StateRules } from '@shared/constants/states.ts'
import { wholeDollars } from '@shared/rules/coverageLabels.ts'
import { liabilityOptions } from '@shared/rules/liabilityOptions.ts'
import { pipOptions } from '@shared/rules/pipOptions.ts'
import { COVERAGE_TYPES, DEDUCTIBLES, DISCOUNTS } from '@shared/constants/requestOptions.ts'
import { addressPath, autoPath, type WizardValues } from '../form.ts'
import { CheckboxField, fieldId, SelectField } from '../fields.tsx'
import { DiscountsSection } from './DiscountsSection.tsx'

const DEDUCTIBLE_OPTIONS = DEDUCTIBLES.map((amount) => ({ value: String(amount), label: wholeDollars(amount) }))
const MED_PAY_OPTIONS = MED_PAY_AMOUNTS.map((amount) => ({ value: String(amount), label: wholeDollars(amount) }))

const COVERAGE_CHOICES: Record<(typeof COVERAGE_TYPES)[number], { label: string; description: string }> = {
  full_coverage: { label: 'Full Coverage', description: 'Adds comprehensive and collision coverage to liability.' },
  liability_only: { label: 'Liability Only', description: 'Covers damage and injuries you cause to others.' },
}

function CoverageTypeField() {
  const { register, getFieldState, formState } = useFormContext<WizardValues>()
  const name = autoPath('coverage_type')
  const error = getFieldState(name, formState).error?.message
  const errorId = `${fieldId(name)}-error`
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        Coverage Type<span className="text-red-700" aria-hidden="true"> *</span>
      </legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {COVERAGE_TYPES.map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input type="radio" value={value} className="mt-1 size-4 accent-brand-600" {...register(name)} />
            <span>
              <span className="block font-semibold text-slate-900">{COVERAGE_CHOICES[value].label}</span>
              <span className="block text-sm text-slate-600">{COVERAGE_CHOICES[value].description}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}

const RECOMMENDED = 'Recommended'

/** PIP, UM/UIM and MedPay, shown only where the chosen state's rules ask for or offer them. */
function StateSection({ state, medPay }: { state: StateRules; medPay: boolean }) {
  const pip = pipOptions(state.code)
  const hasAny = pip.length > 0 || state.umUim !== 'none' || state.medPay !== 'none'
  return (
    <section aria-labelledby="state-coverage-heading" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h3 id="state-coverage-heading" className="font-semibold text-slate-900">
        {state.name} Coverage Options
      </h3>
      {!hasAny && <p className="mt-1 text-sm text-slate-600">No additional state-specific coverage applies in {state.name}.</p>}
      <div className="mt-3 space-y-4">
        {pip.length > 0 && (
          <SelectField
            name={autoPath('pip')}
            label="Personal Injury Protection (PIP)"
            options={pip}
            required
            hint={`PIP is required in ${state.name}.`}
          />
        )}
        {state.umUim !== 'none' && (
          <CheckboxField
            name={autoPath('um_uim')}
            label="Uninsured/Underinsured Motorist (UM/UIM) Coverage"
            description="Protects you when the other driver has no insurance or too little."
            badge={state.umUim === 'recommended' ? RECOMMENDED : undefined}
          />
        )}
        {state.medPay !== 'none' && (
          <CheckboxField
            name={autoPath('med_pay')}
            label="Medical Payments (MedPay) Coverage"
            description="Pays medical bills for you and your passengers, whoever is at fault."
            badge={state.medPay === 'recommended' ? RECOMMENDED : undefined}
          />
        )}
        {state.medPay !== 'none' && medPay && (
          <SelectField name={autoPath('med_pay_amount')} label="MedPay Amount" options={MED_PAY_OPTIONS} required className="pl-7" />
        )}
      </div>
    </section>
  )
}

export function CoverageDiscountsStep() {
  const { control, getValues, setValue } = useFormContext<WizardValues>()
  const [stateCode, coverageType, medPay] = useWatch({
    control,
    name: [addressPath('state'), autoPath('coverage_type'), autoPath('med_pay')],
  })
  const state = findState(stateCode)
  const limits = liabilityOptions(stateCode)

  // A choice made for another state is not offered here: clear it rather than submit a stale value.
  useEffect(() => {
    const limitsPath = autoPath('minimum_liability_limits')
    const chosen = getValues(limitsPath)
    if (chosen && !liabilityOptions(stateCode).some((option) => option.value === chosen)) setValue(limitsPath, '')
    const pipPath = autoPath('pip')
    const pip = getValues(pipPath)
    if (pip && !pipOptions(stateCode).some((option) => option.value === String(pip))) setValue(pipPath, '')
  }, [stateCode, getValues, setValue])

  return (
    <div className="space-y-8">
      <section aria-labelledby="coverage-heading" className="space-y-5">
        <h3 id="coverage-heading" className="text-lg font-semibold text-slate-900">
          Coverage Choices
        </h3>
        <CoverageTypeField />
        <div className="grid gap-4 sm:grid-cols-2">
          {coverageType === 'full_coverage' && (
            <SelectField name={autoPath('deductible')} label="Deductible" options={DEDUCTIBLE_OPTIONS} required />
          )}
          <SelectField
            name={autoPath('minimum_liability_limits')}
            label="Liability Limits"
            options={limits}
            required
            disabled={!state}
            placeholder={state ? 'Select liability limits' : 'Choose a state first'}
            hint={state ? 'Per person / per accident / property damage.' : 'Choose your state in step 1 to see its options.'}
            className={coverageType === 'full_coverage' ? '' : 'sm:col-span-2'}
          />
        </div>
        {state && <StateSection state={state} medPay={medPay === true} />}
      </section>
      <DiscountsSection discounts={DISCOUNTS} />
    </div>
  )
}
