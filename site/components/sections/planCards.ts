import type { PlanDisplayFields } from '../../islands/checkout/pricing.ts'
import { LIST_PRICES, PLAN_DISPLAY } from '../../../shared/constants/plans.ts'
import { annualCopy, monthlyCopy } from '../../../shared/rules/planPricing.ts'

/** Marketing copy of the three tiers (spec §1); the live plans and their prices come from the API. */
export interface PlanCard extends PlanDisplayFields {
  planType: 'free' | 'basic' | 'premium'
}

/**
 * A paid tier at its list price, worded as the live cards are: annually for the no-JavaScript cards,
 * monthly (the live cards' first cycle) for the placeholders that hold their place while they load.
 */
const paidCard = (planType: 'basic' | 'premium', cycle: 'monthly' | 'annual'): PlanCard => {
  const prices = LIST_PRICES[planType]
  const monthly = { price: prices.monthly, currency: prices.currency }
  return {
    planType,
    ...PLAN_DISPLAY[planType],
    ...(cycle === 'monthly' ? monthlyCopy(monthly) : annualCopy({ price: prices.annual, currency: prices.currency }, monthly)),
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
  paidCard('basic', 'annual'),
  paidCard('premium', 'annual'),
]

/** The paid tiers as the live cards first show them, to hold the cards' place while they load. */
export const MONTHLY_PAID_CARDS: readonly PlanCard[] = [paidCard('basic', 'monthly'), paidCard('premium', 'monthly')]
