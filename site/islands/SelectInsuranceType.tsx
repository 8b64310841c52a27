import { useStore } from '@nanostores/react'
import { INSURANCE_TYPES, type InsuranceType } from '../../shared/constants/requests.ts'
import { INSURANCE_TYPE_DISPLAY, nextPathFor } from '../../shared/constants/insuranceTypes.ts'
import { $flow, updateFlow } from '../../dashboard/kit/flow.ts'
import { INSURANCE_TYPE_ICONS } from '../components/insuranceTypeIcons.ts'
import { useHydrated } from './useHydrated.ts'

export default function SelectInsuranceType() {
  const flow = useStore($flow)
  // The stored choice lives in sessionStorage, which the static HTML cannot know.
  const hydrated = useHydrated()
  const selected = hydrated ? flow.insuranceType : null

  const handleContinue = () => {
    if (selected) window.location.assign(nextPathFor(selected))
  }

  return (
    <div>
      <fieldset>
        <legend className="sr-only">Insurance type</legend>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {INSURANCE_TYPES.map((type) => (
            <TypeOption key={type} type={type} checked={selected === type} onSelect={() => updateFlow('insuranceType', type)} />
          ))}
        </div>
      </fieldset>
      <DescriptionPanel type={selected} />
      <div className="mt-6 flex justify-end">
        <button
          type="button"
          disabled={!selected}
          onClick={handleContinue}
          className="rounded-md bg-brand-600 px-8 py-3 font-semibold tracking-wide text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
        >
          CONTINUE
        </button>
      </div>
    </div>
  )
}

interface TypeOptionProps {
  type: InsuranceType
  checked: boolean
  onSelect: () => void
}

function TypeOption({ type, checked, onSelect }: TypeOptionProps) {
  const Icon = INSURANCE_TYPE_ICONS[type]
  const display = INSURANCE_TYPE_DISPLAY[type]
  const id = `insurance-type-${type}`
  return (
    <label
      htmlFor={id}
      className={`flex h-full cursor-pointer flex-col rounded-xl p-4 ring-1 transition has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-600 ${
        checked ? 'bg-brand-50 ring-2 ring-brand-600' : 'bg-white ring-slate-200 hover:ring-brand-600'
      }`}
    >
      <input
        id={id}
        type="radio"
        name="insurance-type"
        value={type}
        checked={checked}
        onChange={onSelect}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        className="sr-only"
      />
      <Icon className={checked ? 'text-brand-700' : 'text-brand-600'} size={32} aria-hidden="true" />
      <span id={`${id}-label`} className="mt-3 font-bold tracking-wide text-slate-900">{display.label}</span>
      <span id={`${id}-description`} className="mt-1 text-sm text-slate-600">{display.description}</span>
    </label>
  )
}

function DescriptionPanel({ type }: { type: InsuranceType | null }) {
  return (
    <section aria-live="polite" aria-label="Selected insurance type" className="mt-6 min-h-32 rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
      {type ? (
        <>
          <h2 className="text-lg font-semibold text-slate-900">{INSURANCE_TYPE_DISPLAY[type].name}</h2>
          <p className="mt-1 text-slate-700">{INSURANCE_TYPE_DISPLAY[type].description}</p>
          <p className="mt-2 text-sm text-slate-600">
            {type === 'auto'
              ? 'Next: a three-step online request. We send your options within 24 hours.'
              : 'Online requests for this type are coming soon; the next page shows how we can still help.'}
          </p>
        </>
      ) : (
        <p className="text-slate-600">Select an insurance type to see what it covers.</p>
      )}
    </section>
  )
}
