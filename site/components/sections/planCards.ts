import type { PlanDisplayFields } from '../../islands/checkout/pricing.ts'

/** Marketing copy of the three tiers (spec §1); the live plans and their prices come from the API. */
export interface PlanCard extends PlanDisplayFields {
  planType: 'free' | 'basic' | 'premium'
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
  {
    planType: 'basic',
    title: 'Basic',
    subtitle: 'Core support',
    price: '$20',
    priceSuffix: '/month',
    billedInfo: 'Billed annually',
    features: ['Full dashboard', 'Unlimited help messages', 'Renewal notifications', 'Money-saving tips'],
    perfectFor: 'Drivers and homeowners who want a partner watching every renewal.',
  },
  {
    planType: 'premium',
    title: 'Premium',
    subtitle: 'Advanced assistance',
    price: '$35',
    priceSuffix: '/month',
    billedInfo: 'Billed annually',
    features: [
      'Everything in Basic',
      'Advanced analytics',
      'Priority guidance',
      'Partner deals (up to 10% off)',
      'Referral rewards: a $25 credit plus a $10 gift card per friend who requests a quote (NJ and GA)',
      'Extra resources: legal referrals, tax tips, real-estate support and concierge',
    ],
    perfectFor: 'Families and business owners with several policies and little time.',
  },
]
