import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { controlClass } from '../../kit/ui/Field.tsx'
import { OFFER_TERMS } from '../../../shared/schemas/offers.ts'

/**
 * The terms every policy-shaped form asks for, by their paths in the shared schemas (an offer, a
 * policy, a renewal): each form passes how it draws a text input (`text`) and how it binds a control
 * (`bind`), so its own ids, hints and server errors stay its own.
 */
type TextPath =
  | 'premium' | 'down_payment' | 'monthly_instalment' | 'instalment_count'
  | 'liability_limits' | 'deductible' | 'coverages.pip' | 'coverages.um_uim' | 'coverages.med_pay' | 'coverages.rental'
type SwitchPath = 'coverages.comprehensive' | 'coverages.collision' | 'coverages.roadside'

interface TextExtra {
  hint?: string
  inputMode?: 'decimal' | 'numeric'
}

export type DrawText = (name: TextPath, label: string, extra: TextExtra) => ReactNode

const SWITCHES: readonly [SwitchPath, string][] = [
  ['coverages.comprehensive', 'Comprehensive'],
  ['coverages.collision', 'Collision'],
  ['coverages.roadside', 'Roadside assistance'],
]

/** The term and how it is paid: the premium, down payment and instalments (the shared schema checks they add up). */
export function PaymentFields({ text, termId, term, premiumLabel = 'Premium for the term ($)' }: { text: DrawText; termId: string; term: UseFormRegisterReturn; premiumLabel?: string }) {
  return (
    <>
      <div className="space-y-1">
        <label htmlFor={termId} className="block text-sm font-medium text-slate-800">Term</label>
        <select id={termId} {...term} className={controlClass}>
          {OFFER_TERMS.map((months) => <option key={months} value={months}>{months} months</option>)}
        </select>
      </div>
      {text('premium', premiumLabel, { inputMode: 'decimal' })}
      {text('down_payment', 'Down payment ($)', { inputMode: 'decimal', hint: 'The whole premium when paid in full' })}
      {text('monthly_instalment', 'Monthly instalment ($)', { inputMode: 'decimal' })}
      {text('instalment_count', 'Number of instalments', { inputMode: 'numeric', hint: '0 when paid in full' })}
    </>
  )
}

/** The limits, deductible and optional coverages, as inputs for a two-column grid. */
export function CoverageFields({ text }: { text: DrawText }) {
  return (
    <>
      {text('liability_limits', 'Liability limits', { hint: 'Thousands: per person/per accident/property, e.g. 100/300/100' })}
      {text('deductible', 'Deductible ($)', { inputMode: 'numeric', hint: 'Collision and comprehensive; empty for none' })}
      {text('coverages.pip', 'PIP ($)', { inputMode: 'numeric', hint: 'Empty when not included' })}
      {text('coverages.um_uim', 'UM/UIM limits', { hint: 'Thousands, e.g. 100/300; empty when not included' })}
      {text('coverages.med_pay', 'Medical payments ($)', { inputMode: 'numeric', hint: 'Empty when not included' })}
      {text('coverages.rental', 'Rental car per day ($)', { inputMode: 'numeric', hint: 'Empty when not included' })}
    </>
  )
}

/** The coverages that are in or out; `children` adds a form's own boxes (a policy's "I own my home"). */
export function CoverageSwitches({ bind, children }: { bind: (name: SwitchPath) => UseFormRegisterReturn; children?: ReactNode }) {
  return (
    <fieldset className="flex flex-wrap gap-4">
      <legend className="mb-1 text-sm font-medium text-slate-800">Also included</legend>
      {SWITCHES.map(([name, label]) => (
        <label key={name} className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" {...bind(name)} className="h-4 w-4" /> {label}
        </label>
      ))}
      {children}
    </fieldset>
  )
}
