import type { ReactNode } from 'react'
import Check from 'lucide-react/icons/check'
import { Spinner } from '../../../dashboard/kit/ui/Spinner.tsx'
import type { PlanDisplayFields, PlanOffer } from './pricing.ts'

export type CardState = 'subscribed' | 'processing' | 'choosable'

interface PlanCardViewProps {
  plan: PlanDisplayFields
  tone: 'plain' | 'featured' | 'subscribed'
  action?: ReactNode
}

const TONES = {
  plain: 'bg-white ring-1 ring-slate-200',
  featured: 'bg-white ring-2 ring-brand-600',
  subscribed: 'bg-green-50 ring-2 ring-green-600',
} as const

/** The card's content (spec §2): title, subtitle, price, priceSuffix, billedInfo, What You Get, Perfect For. */
export function PlanCardView({ plan, tone, action }: PlanCardViewProps) {
  return (
    <li className={`flex flex-col rounded-2xl p-6 shadow-sm ${TONES[tone]}`}>
      <PlanCardBody plan={plan} />
      {action}
    </li>
  )
}

function PlanCardBody({ plan }: { plan: PlanDisplayFields }) {
  return (
    <>
      <h3 className="text-xl font-bold text-slate-900">{plan.title}</h3>
      <p className="text-slate-600">{plan.subtitle}</p>
      <p className="mt-4">
        <span className="text-4xl font-extrabold text-slate-900">{plan.price}</span>
        <span className="text-slate-600">{plan.priceSuffix}</span>
      </p>
      <p className="text-sm text-slate-600">{plan.billedInfo}</p>
      <h4 className="mt-6 text-sm font-semibold uppercase tracking-wide text-slate-900">What You Get</h4>
      <ul className="mt-2 flex-1 space-y-2 text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-brand-600" />
            {feature}
          </li>
        ))}
      </ul>
      <h4 className="mt-6 text-sm font-semibold uppercase tracking-wide text-slate-900">Perfect For</h4>
      <p className="mt-1 text-slate-700">{plan.perfectFor}</p>
    </>
  )
}

/**
 * While the live plans load, the paid tiers' marketing cards hold their place unseen under the
 * spinner: the section keeps its final height, so nothing below it moves under a reader's pointer.
 */
export function PlanCardsLoading({ placeholders }: { placeholders: readonly PlanDisplayFields[] }) {
  return (
    <li className="relative md:col-span-2">
      <div className="invisible grid h-full gap-6 md:grid-cols-2" aria-hidden="true">
        {placeholders.map((plan) => (
          <div key={plan.title} className="flex flex-col rounded-2xl p-6 ring-1">
            <PlanCardBody plan={plan} />
            <span className="mt-6 px-4 py-2">Choose Plan</span>
          </div>
        ))}
      </div>
      <Spinner label="Loading subscription plans..." className="absolute inset-0" />
    </li>
  )
}

interface PlanCardProps {
  offer: PlanOffer
  state: CardState
  /** Another plan is processing, or the customer already has a plan. */
  disabled: boolean
  onChoose(offer: PlanOffer): void
}

/** A paid plan: subscribed (green, Current Plan), processing (Processing...) or choosable (Choose Plan). */
export function PlanCard({ offer, state, disabled, onChoose }: PlanCardProps) {
  const subscribed = state === 'subscribed'
  return (
    <PlanCardView
      plan={offer}
      tone={subscribed ? 'subscribed' : offer.plan.plan_type === 'premium' ? 'featured' : 'plain'}
      action={
        <>
          <button
            type="button"
            onClick={() => onChoose(offer)}
            disabled={disabled || state !== 'choosable'}
            aria-label={state === 'choosable' ? `Choose Plan: ${offer.title}` : undefined}
            className={`mt-6 rounded-md px-4 py-2 text-center font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed ${subscribed ? 'bg-green-700 text-white' : 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-600/60'}`}
          >
            {subscribed ? 'Current Plan' : state === 'processing' ? 'Processing...' : 'Choose Plan'}
          </button>
          {subscribed && (
            <a href="/account/subscription" className="mt-3 text-center font-medium text-green-800 underline-offset-4 hover:underline">
              Manage subscription
            </a>
          )}
        </>
      }
    />
  )
}
