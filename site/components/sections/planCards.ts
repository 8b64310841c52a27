import type { PlanDisplayFields } from '../../islands/checkout/pricing.ts'
import { LIST_PRICES, PLAN_DISPLAY } from '../../../shared/constants/plans.ts'
import { annualCopy, monthlyCopy } from '../../../shared/rules/planPricing.ts'

/** Marketing copy of the three tiers (spec §1); the live plans and their prices come from the API. */
export interface PlanCard extends PlanDisplayFields {
  planType: 'free' | 'basic' | 'premium'
}

/** A paid tier at its list price, billed annually (spec §1), worded as the live annual cards are. */
const paidCard = (planType: 'basic' | 'premium'): PlanCard => {
  const prices = LIST_PRICES[planType]
  return {
    planType,
    ...PLAN_DISPLAY[planType],
    ...annualCopy({ price: prices.annual, currency: prices.currency }, { price: prices.monthly, currency: prices.currency }),
  }
}

export const PLAN_CARDS: readonly PlanCard[] = [
  {
    planType: 'free',
    title: 'Free',
    subtitle: 'Explore at your own pace',
    price: '$0',
    priceSuffix: '/month',
    billedInfo: 'Free forever',
    features: ['One help message', 'Basic dashboard', 'Quote tool', 'Opt-in quote notifications'],
    perfectFor: 'Curious shoppers who want to see how GetQuote works before committing.',
  },
  paidCard('basic'),
  paidCard('premium'),
]

/** The paid tiers as the live cards first show them (monthly), to hold the cards' place while they load. */
export const MONTHLY_PAID_CARDS: readonly PlanCard[] = (['basic', 'premium'] as const).map((planType) => ({
  planType,
  ...PLAN_DISPLAY[planType],
  ...monthlyCopy({ price: LIST_PRICES[planType].monthly, currency: LIST_PRICES[planType].currency }),
}))
