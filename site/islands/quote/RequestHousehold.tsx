import type { InsuranceRequestJson } from '@shared/schemas/insuranceRequestJson.ts'
import { HouseholdList } from '@dashboard/components/household/HouseholdList.tsx'

/** The drivers and vehicles sent with the request, when any were (the spec's payload has none). */
export function RequestHousehold({ quote }: { quote: InsuranceRequestJson }) {
  if (quote.drivers.length === 0 && quote.vehicles.length === 0) return null
  return (
    <section aria-labelledby="household-heading" className="rounded-xl border border-slate-200 p-5">
      <h2 id="household-heading" className="mb-4 text-xl font-bold text-slate-900">Your household</h2>
      <HouseholdList drivers={quote.drivers} vehicles={quote.vehicles} />
    </section>
  )
}
