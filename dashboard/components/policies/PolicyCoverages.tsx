import { dollars } from '../../../shared/rules/cents.ts'
import { liabilityLabel, wholeDollars } from '../../../shared/rules/coverageLabels.ts'
import { longCalendarDay } from '../../../shared/dates.ts'
import type { InsurancePolicyJson } from '../../../shared/schemas/insurancePolicy.ts'

const NOT_INCLUDED = 'Not included'
const amountOrNone = (amount: number | null, suffix = '') => (amount === null ? NOT_INCLUDED : `${wholeDollars(amount)}${suffix}`)
const yesNo = (included: boolean) => (included ? 'Included' : NOT_INCLUDED)

function Facts({ title, items }: { title: string; items: [string, string][] }) {
  return (
    <section aria-label={title} className="space-y-3 rounded-lg border border-slate-200 bg-white p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        {items.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd className="font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** A policy's terms, coverages, vehicles and drivers, as the customer and the agent read them. */
export function PolicyCoverages({ policy }: { policy: InsurancePolicyJson }) {
  const cover = policy.coverages
  const plan = policy.instalment_count === 0 ? 'Paid in full' : `${dollars(policy.down_payment)} down, then ${policy.instalment_count} × ${dollars(policy.monthly_instalment)}`
  return (
    <div className="space-y-4">
      <Facts
        title="Policy"
        items={[
          ['Carrier', policy.carrier_name],
          ['Policy number', policy.policy_number],
          ['Term', `${policy.term_months} months`],
          ['Effective', longCalendarDay(policy.effective_date)],
          ['Expires', longCalendarDay(policy.expiration_date)],
          ['Premium', dollars(policy.premium)],
          ['Payments', plan],
          ['State', policy.state],
        ]}
      />
      <Facts
        title="Coverages"
        items={[
          ['Liability', liabilityLabel(policy.liability_limits, policy.state, new Date(`${policy.effective_date}T12:00:00`))],
          ['Deductible', amountOrNone(policy.deductible)],
          ['PIP', amountOrNone(cover.pip)],
          ['UM/UIM', cover.um_uim ?? NOT_INCLUDED],
          ['Medical payments', amountOrNone(cover.med_pay)],
          ['Comprehensive', yesNo(cover.comprehensive)],
          ['Collision', yesNo(cover.collision)],
          ['Rental car', amountOrNone(cover.rental, ' a day')],
          ['Roadside assistance', yesNo(cover.roadside)],
          ['Discounts', policy.discounts.join(', ') || 'None'],
        ]}
      />
      <Facts
        title="Vehicles and drivers"
        items={[
          ...policy.vehicles.map((vehicle, index): [string, string] => [
            `Vehicle ${index + 1}`,
            [[vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ') || 'Vehicle', `VIN ${vehicle.vin}`, vehicle.financed ? 'financed' : '', vehicle.leased ? 'leased' : ''].filter(Boolean).join(' · '),
          ]),
          ...policy.drivers.map((driver, index): [string, string] => [`Driver ${index + 1}`, driver.name]),
        ]}
      />
    </div>
  )
}
