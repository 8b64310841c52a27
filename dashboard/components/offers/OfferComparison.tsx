import { useState } from 'react'
import { toast } from '../../kit/ui/toast.ts'
import { api } from '../../kit/api.ts'
import { useOffers } from '../../hooks/useOffers.ts'
import { Button } from '../../kit/ui/Button.tsx'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { errorMessage } from '../../kit/ui/serverErrors.ts'
import { compareByPrice, coverageScore, haveAllLapsed, isTakenOffer, offerDifferences } from '../../../shared/rules/offers.ts'
import { ratingRank } from '../../../shared/schemas/carriers.ts'
import type { InsuranceRequestJson } from '../../../shared/schemas/insuranceRequestJson.ts'
import type { OfferJson } from '../../../shared/schemas/offers.ts'
import { OfferCard } from './OfferCard.tsx'
import { LicenceNote } from './LicenceNote.tsx'
import { ComparisonTable } from './ComparisonTable.tsx'
import { SharePanel } from './SharePanel.tsx'
import { estimateForRequest } from '../../../shared/rules/requestEstimate.ts'
import { currentPolicyFor } from '../../../shared/rules/policySavings.ts'
import { useMyPolicies } from '../../hooks/usePolicies.ts'

const SORTS = {
  price: { label: 'Monthly price (lowest first)', compare: compareByPrice },
  coverage: { label: 'Coverage (most first)', compare: (a: OfferJson, b: OfferJson) => coverageScore(b) - coverageScore(a) },
  rating: { label: 'Rating (strongest first)', compare: (a: OfferJson, b: OfferJson) => ratingRank(a.carrier.rating) - ratingRank(b.carrier.rating) },
} as const
type SortKey = keyof typeof SORTS
const isSortKey = (value: string): value is SortKey => value in SORTS

/** The offer the customer took leads whatever the sort. */
const takenFirst = (a: OfferJson, b: OfferJson) => Number(isTakenOffer(b)) - Number(isTakenOffer(a))

interface OfferComparisonProps {
  request: InsuranceRequestJson
  /** Called after a choice or a re-quote, so the page reloads the request's status. */
  onRequestChanged: () => Promise<unknown>
}

function RequoteBanner({ request, onDone }: { request: InsuranceRequestJson; onDone: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false)
  const requote = async () => {
    setBusy(true)
    try {
      await api.post(`/insurance_requests/${encodeURIComponent(request.request_number)}/requote`)
      toast.success('We are finding new offers for you.')
    } catch (error) {
      toast.error(errorMessage(error, 'The re-quote could not be requested. Please try again.'))
    } finally {
      setBusy(false)
      await onDone()
    }
  }
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
      <p>Every offer has expired. Ask for fresh offers and your request goes back to our specialists.</p>
      <Button busy={busy} busyText="Asking..." onClick={() => void requote()}>Get a new quote</Button>
    </div>
  )
}

/** The offers side by side (stacked on a phone), sortable, with every difference from the request highlighted. */
export function OfferComparison({ request, onRequestChanged }: OfferComparisonProps) {
  const { offers, error, isLoading, mutate } = useOffers(request.request_number)
  const [sort, setSort] = useState<SortKey>('price')
  const { policies } = useMyPolicies()
  const refresh = () => Promise.all([mutate(), onRequestChanged()])

  if (error) return <p role="alert" className="text-red-700">{errorMessage(error, 'Your offers could not be loaded.')}</p>
  if (isLoading || !offers) return <Spinner label="Loading your offers..." />
  if (offers.length === 0) return <p className="text-slate-700">No offers yet. Your options will appear here as soon as our specialists have them.</p>

  const state = request.applicant?.address.state ?? ''
  const today = new Date()
  const anyChosen = offers.some(isTakenOffer)
  const choosable = request.status === 'quoted' && !anyChosen
  const sorted = [...offers].sort((a, b) => takenFirst(a, b) || SORTS[sort].compare(a, b))
  const estimate = estimateForRequest(request)?.monthly ?? null
  const currentPolicy = currentPolicyFor(policies ?? [], state, request.request_number)

  return (
    <div className="space-y-4">
      {request.status === 'quoted' && haveAllLapsed(offers) && <RequoteBanner request={request} onDone={refresh} />}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-sm text-slate-700">Prices are shown per month and per year, so 6- and 12-month offers compare fairly.</p>
        <div>
          <label htmlFor="offer-sort" className="block text-sm font-medium text-slate-800">Sort by</label>
          <select id="offer-sort" value={sort} onChange={(event) => { if (isSortKey(event.target.value)) setSort(event.target.value) }} className="block rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900">
            {Object.entries(SORTS).map(([key, option]) => <option key={key} value={key}>{option.label}</option>)}
          </select>
        </div>
      </div>
      {request.auto_insurance && (
        <div className="hidden space-y-3 lg:block print:block">
          <ComparisonTable offers={sorted} asked={request.auto_insurance} state={state} estimate={estimate} day={new Date(request.created_at)} caption="Your offers side by side" policy={currentPolicy} />
          <Button variant="secondary" className="print:hidden" onClick={() => window.print()}>Print the comparison</Button>
        </div>
      )}
      <SharePanel requestNumber={request.request_number} />
      <ul aria-label="Offers" className="grid gap-4 md:grid-cols-2 print:hidden">
        {sorted.map((offer) => (
          <OfferCard
            key={offer.id}
            offer={offer}
            state={state}
            differences={request.auto_insurance ? offerDifferences(offer, request.auto_insurance, state, today) : []}
            choosable={choosable}
            onChosen={refresh}
          />
        ))}
      </ul>
      <LicenceNote state={state} />
    </div>
  )
}
