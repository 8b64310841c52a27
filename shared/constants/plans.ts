/** Marketing copy for the plan cards (spec §1); prices always come from the plan variations. */

export interface PlanDisplay {
  title: string
  subtitle: string
  features: readonly string[]
  perfectFor: string
}

export const PLAN_DISPLAY = {
  basic: {
    title: 'Basic',
    subtitle: 'Core support',
    features: ['Full dashboard', 'Unlimited help messages', 'Renewal notifications', 'Money-saving tips'],
    perfectFor: 'Drivers and households who want a partner on call for every policy question.',
  },
  premium: {
    title: 'Premium',
    subtitle: 'Advanced assistance',
    features: [
      'Everything in Basic',
      'Advanced analytics',
      'Priority guidance',
      'Partner deals (up to 10% off)',
      'Referral rewards: $25 credit plus a $10 gift card per friend who requests a quote (NJ and GA)',
      'Extra resources: legal referrals, tax tips, real-estate support, concierge',
    ],
    perfectFor: 'Families, homeowners and small businesses who want hands-on help and extra savings.',
  },
} as const satisfies Record<'basic' | 'premium', PlanDisplay>

export const BILLING_CYCLES = [
  { value: 'MONTHLY', label: 'Monthly' },
  { value: 'ANNUAL', label: 'Annually' },
] as const

/**
 * The prices the demo seed stores and the static pages quote (the intro, the no-JavaScript cards);
 * the live cards read the stored variations. Paying annually saves 5–10%, as the landing page says.
 */
export const LIST_PRICES = {
  basic: { monthly: '21.50', annual: '240.00', currency: 'USD' },
  premium: { monthly: '37.50', annual: '420.00', currency: 'USD' },
} as const satisfies Record<'basic' | 'premium', { monthly: string; annual: string; currency: string }>

export const SUPPORT_EMAIL = 'support@getquote.example'
