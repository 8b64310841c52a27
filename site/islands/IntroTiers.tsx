import { useEffect, useState } from 'react'
import type { SubscriptionPlanJson } from '../../shared/schemas/subscriptions.ts'
import { introPriceLine, pricesOnSale } from '../../shared/rules/planPricing.ts'
import { loadPlans } from './checkout/planList.ts'

export interface IntroTier {
  name: string
  /** A paid tier reads its price from the plans on sale; the Free tier's detail is fixed. */
  planType: SubscriptionPlanJson['plan_type'] | null
  /** What the static page says: the list price, until the plans on sale are read. */
  detail: string
  note: string
}

/**
 * The landing intro's tiers. The page is built with the list prices; as the list comes into view the
 * island reads the plans on sale (the request the plan cards share), so an admin's new price shows
 * here as on the cards. Hydrating only in view keeps a phone's arrival free of script.
 */
export default function IntroTiers({ tiers }: { tiers: readonly IntroTier[] }) {
  const [plans, setPlans] = useState<SubscriptionPlanJson[] | null>(null)

  useEffect(() => {
    let live = true
    // When the list cannot be read, the built prices stay; the plan cards below say what went wrong.
    loadPlans().then((loaded) => live && setPlans(loaded), () => undefined)
    return () => {
      live = false
    }
  }, [])

  const detailOf = (tier: IntroTier) => (plans && tier.planType ? (introPriceLine(pricesOnSale(plans, tier.planType)) ?? '') : tier.detail)
  return (
    <ul className="space-y-4">
      {tiers.map((tier) => (
        <li key={tier.name} className="rounded-xl border border-slate-200 p-5 shadow-sm">
          <p className="text-lg font-semibold text-slate-900">
            {tier.name} <span className="font-normal text-brand-700">{detailOf(tier)}</span>
          </p>
          <p className="mt-1 text-slate-600">{tier.note}</p>
        </li>
      ))}
    </ul>
  )
}
