import { useEffect, useRef, useState } from 'react'
import { useStore } from '@nanostores/react'
import { toast } from '@dashboard/kit/ui/toast.ts'
import CircleAlert from 'lucide-react/icons/circle-alert'
import { Button } from '@dashboard/kit/ui/Button.tsx'
import { Toaster } from '@dashboard/kit/ui/Toaster.tsx'
import { resetFlow } from '@dashboard/kit/flow.ts'
import { $session } from '@dashboard/kit/session.ts'
import type { InsuranceRequestJson } from '@shared/schemas/insuranceRequestJson.ts'
import { fireConfetti } from './quote/confetti.ts'
import { takeFlash } from './quote/flash.ts'
import { longDate } from '@shared/dates.ts'
import { QuoteDetails } from './quote/QuoteDetails.tsx'
import { RequestEstimate } from '@dashboard/components/estimate/RequestEstimate.tsx'
import { RequestHousehold } from './quote/RequestHousehold.tsx'
import { StatusBanner } from './quote/StatusBanner.tsx'
import { SummaryHeader } from './quote/SummaryHeader.tsx'
import { useQuote } from './quote/useQuote.ts'
import { OfferComparison } from '@dashboard/components/offers/OfferComparison.tsx'
import { useOffers } from '@dashboard/hooks/useOffers.ts'
import { requestTimeZone } from '@dashboard/lib/requests.ts'
import { haveAllLapsed } from '@shared/rules/offers.ts'
import { PolicyFacts, PromiseNote } from '@dashboard/components/offers/PromiseNote.tsx'

function leaveTo(path: string) {
  resetFlow()
  window.location.assign(path)
}

function Skeleton() {
  return (
    <div aria-busy="true" className="animate-pulse space-y-5 motion-reduce:animate-none">
      <h1 className="sr-only">Loading your quote…</h1>
      <div className="h-40 rounded-xl bg-slate-100" />
      <div className="h-16 rounded-xl bg-slate-100" />
      <div className="grid gap-5 md:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-36 rounded-xl bg-slate-100" />
        ))}
      </div>
    </div>
  )
}

function ErrorCard({ message, loginHref }: { message: string; loginHref?: string }) {
  return (
    <section role="alert" className="mx-auto max-w-lg rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <CircleAlert className="mx-auto size-10 text-red-700" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-bold text-slate-900">Error Loading Quote</h1>
      <p className="mt-2 text-slate-700">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {loginHref && (
          <a href={loginHref} className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
            Log in
          </a>
        )}
        <a href="/auto" className="rounded-md bg-white px-4 py-2 font-medium text-brand-700 ring-1 ring-brand-600 ring-inset hover:bg-brand-50">
          Return to Auto Insurance
        </a>
      </div>
    </section>
  )
}

function Submitted({ quote, onChanged }: { quote: InsuranceRequestJson; onChanged: () => Promise<unknown> }) {
  const { offers } = useOffers(quote.first_offer_at ? quote.request_number : null)
  return (
    <div className="space-y-6">
      <SummaryHeader status={quote.status} firstName={quote.applicant?.first_name} />
      <dl className="grid gap-4 rounded-xl border border-slate-200 p-5 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">Request Number</dt>
          <dd className="text-xl font-bold text-slate-900">{quote.request_number}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Submitted</dt>
          <dd className="text-xl font-bold text-slate-900">{longDate(quote.created_at, requestTimeZone(quote))}</dd>
        </div>
      </dl>
      <RequestEstimate quote={quote} />
      <StatusBanner status={quote.status} updatedAt={longDate(quote.updated_at, requestTimeZone(quote))} offersLapsed={haveAllLapsed(offers ?? [])} />
      <PromiseNote request={quote} />
      <PolicyFacts request={quote} />
      {quote.first_offer_at && (
        <section aria-labelledby="offers-heading" className="space-y-4">
          <h2 id="offers-heading" className="text-2xl font-bold text-slate-900">Your Offers</h2>
          <OfferComparison request={quote} onRequestChanged={onChanged} />
        </section>
      )}
      <QuoteDetails quote={quote} />
      <RequestHousehold quote={quote} />
      <div className="flex flex-wrap justify-center gap-3 pt-2">
        <Button onClick={() => leaveTo('/dashboard')}>Go to Dashboard</Button>
        <Button variant="secondary" onClick={() => leaveTo('/')}>
          Return to Home
        </Button>
      </div>
    </div>
  )
}

/** /auto/quote-requested and /auto/quote-ready: the submitted request, read back from the API (spec §2). */
export default function QuoteSummary() {
  // Undefined until hydrated: the static page cannot know the query or the token.
  const [requestNumber, setRequestNumber] = useState<string | null | undefined>(undefined)
  const { token } = useStore($session)
  const { data, error, mutate } = useQuote(requestNumber && token ? requestNumber : null)
  const celebrated = useRef(false)

  useEffect(() => {
    const number = new URLSearchParams(window.location.search).get('requestNumber')?.trim() || null
    if (!number) window.location.replace('/auto')
    setRequestNumber(number)
    const flash = takeFlash()
    // Plain colours: sonner's rich green text on green falls short of WCAG contrast.
    if (flash) toast.success(flash.title, { description: flash.description, richColors: false })
  }, [])

  useEffect(() => {
    if (!data || celebrated.current) return
    celebrated.current = true
    void fireConfetti()
  }, [data])

  let body
  if (!requestNumber) body = <Skeleton />
  else if (!token) {
    const back = `${window.location.pathname}${window.location.search}`
    body = <ErrorCard message="Please log in to view this quote." loginHref={`/login?${new URLSearchParams({ redirect: back }).toString()}`} />
  } else if (error) body = <ErrorCard message={error.message || 'Quote not found'} />
  else if (!data) body = <Skeleton />
  else body = <Submitted quote={data} onChanged={() => mutate()} />

  return (
    <>
      {body}
      <Toaster />
    </>
  )
}
