import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { BILLING_CYCLES } from '../../shared/constants/plans.ts'
import type { BillingCycle } from '../../shared/schemas/subscriptions.ts'
import type { Notice } from './checkout/CheckoutLayer.tsx'
import { PlanCard, PlanCardsLoading, PlanCardView, type CardState } from './checkout/PlanCard.tsx'
import { findVariation, freeInCycle, offersFor, signUpHref, type PlanDisplayFields, type PlanOffer } from './checkout/pricing.ts'
import { usePlanData } from './checkout/usePlanData.ts'

const CheckoutLayer = lazy(() => import('./checkout/CheckoutLayer.tsx'))

interface PlanCardsProps {
  /** The Free tier's marketing card, shown first; it has no plan to buy. */
  free: PlanDisplayFields
  /** The paid tiers' marketing cards, which keep the live cards' place while they load. */
  placeholders: readonly PlanDisplayFields[]
}

/** The live plan cards on the landing page: choose a cycle, choose a plan, pay in a dialog (spec §2, one checkout call). */
export default function PlanCards({ free, placeholders }: PlanCardsProps) {
  const { signedIn, plans, current, refreshCurrent } = usePlanData()
  const [cycle, setCycle] = useState<BillingCycle>('MONTHLY')
  const [processingPlanId, setProcessingPlanId] = useState<number | null>(null)
  const [checkout, setCheckout] = useState<PlanOffer | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  // The checkout layer (dialog, toaster, card SDK) loads the first time a visitor acts.
  const [layerNeeded, setLayerNeeded] = useState(false)
  const fail = (title: string, description?: string) => {
    setLayerNeeded(true)
    setNotice({ id: Date.now(), title, description })
  }
  const resumed = useRef(false)
  const offers = useMemo(() => (plans.status === 'loaded' ? offersFor(plans.plans, cycle) : []), [plans, cycle])

  function choose(offer: PlanOffer) {
    if (processingPlanId !== null) return
    if (!signedIn) return window.location.assign(signUpHref(offer.variation.id))
    setProcessingPlanId(offer.plan.id)
    setLayerNeeded(true)
    setCheckout(offer)
  }

  // Back from account creation with ?variation=ID: reopen the checkout for that exact variation.
  useEffect(() => {
    if (resumed.current || plans.status !== 'loaded' || !signedIn) return
    const url = new URL(window.location.href)
    const wanted = Number(url.searchParams.get('variation'))
    if (!wanted) return
    resumed.current = true
    url.searchParams.delete('variation')
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`)
    const found = findVariation(plans.plans, wanted)
    if (!found) return fail('Failed to initialize subscription. Please try again.', 'That plan is not available any more.')
    const cycleOfVariation = found.variation.billing_cycle
    setCycle(cycleOfVariation)
    const offer = offersFor([found.plan], cycleOfVariation)[0]
    document.getElementById('plans')?.scrollIntoView()
    if (offer) choose(offer)
  })

  const cardState = (offer: PlanOffer): CardState => {
    if (current?.subscription_plan_id === offer.plan.id) return 'subscribed'
    return processingPlanId === offer.plan.id ? 'processing' : 'choosable'
  }

  return (
    <div className="plans-live mt-8">
      <fieldset className="mx-auto flex w-fit gap-1 rounded-full bg-white p-1 ring-1 ring-slate-200">
        <legend className="sr-only">Billing cycle</legend>
        {BILLING_CYCLES.map((option) => (
          <label key={option.value} className={`cursor-pointer rounded-full px-4 py-1.5 text-sm font-medium has-focus-visible:outline-3 has-focus-visible:outline-blue-600 ${cycle === option.value ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}>
            <input type="radio" name="billing-cycle" value={option.value} checked={cycle === option.value} onChange={() => setCycle(option.value)} className="sr-only" />
            {option.label}
          </label>
        ))}
      </fieldset>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        <PlanCardView
          plan={freeInCycle(free, cycle)}
          tone="plain"
          action={!signedIn && <a href="/create-account" className="mt-6 rounded-md px-4 py-2 text-center font-semibold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50">Start with {free.title}</a>}
        />
        {plans.status === 'loading' && <PlanCardsLoading placeholders={placeholders} />}
        {plans.status === 'error' && (
          <li className="rounded-2xl bg-white p-6 text-center ring-1 ring-red-200 md:col-span-2">
            <div role="alert">
              <p className="font-semibold text-red-800">Unable to load plans</p>
              <p className="mt-1 text-slate-700">Please try again later or contact support if the problem persists.</p>
            </div>
          </li>
        )}
        {plans.status === 'loaded' && offers.length === 0 && (
          <li className="rounded-2xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200 md:col-span-2">No subscription plans are currently available.</li>
        )}
        {offers.map((offer) => (
          <PlanCard key={offer.plan.id} offer={offer} state={cardState(offer)} disabled={processingPlanId !== null || current !== null} onChoose={choose} />
        ))}
      </ul>
      {layerNeeded && (
        <Suspense fallback={null}>
          <CheckoutLayer
            checkout={checkout}
            notice={notice}
            onPaid={() => {
              setCheckout(null)
              setProcessingPlanId(null)
              void refreshCurrent()
            }}
            onClose={() => {
              setCheckout(null)
              setProcessingPlanId(null)
            }}
          />
        </Suspense>
      )}
    </div>
  )
}
