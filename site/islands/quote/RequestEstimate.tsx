import type { InsuranceRequestJson } from '@shared/schemas/insuranceRequest.ts'
import { estimateForRequest } from '@shared/rules/requestEstimate.ts'
import { EstimatePanel } from '@dashboard/components/estimate/EstimatePanel.tsx'
import { requestTimeZone } from '@dashboard/lib/requests.ts'

/** The summary's instant estimate; where no public average exists (the territories) it says so. */
export function RequestEstimate({ quote }: { quote: InsuranceRequestJson }) {
  const estimate = estimateForRequest(quote)
  if (!estimate) {
    return (
      <p className="rounded-xl border border-slate-200 p-5 text-slate-700">
        No estimate for this request: there is no published average premium for its state or territory.
      </p>
    )
  }
  return <EstimatePanel estimate={estimate} sentAt={quote.created_at} timeZone={requestTimeZone(quote)} />
}
