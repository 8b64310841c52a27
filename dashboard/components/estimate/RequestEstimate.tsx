import type { InsuranceRequestJson } from '@shared/schemas/insuranceRequestJson.ts'
import { estimateForRequest } from '@shared/rules/requestEstimate.ts'
import { EstimatePanel } from './EstimatePanel.tsx'
import { requestTimeZone } from '../../lib/requests.ts'

/**
 * The instant estimate of an auto request, on the summary and on the customer's and the agent's request
 * pages; where no public average exists (the territories) it says so. Other requests have none.
 */
export function RequestEstimate({ quote, heading }: { quote: InsuranceRequestJson; heading?: string }) {
  if (!quote.auto_insurance) return null
  const estimate = estimateForRequest(quote)
  if (!estimate) {
    return (
      <p className="rounded-xl border border-slate-200 p-5 text-slate-700">
        No estimate for this request: there is no published average premium for its state or territory.
      </p>
    )
  }
  return <EstimatePanel estimate={estimate} sentAt={quote.created_at} timeZone={requestTimeZone(quote)} heading={heading} />
}
