import type { InsuranceType } from './requests.ts'

export interface InsuranceTypeDisplay {
  /** Upper-case label shown on the selection grid. */
  label: string
  /** Title-case name for running text and product cards. */
  name: string
  description: string
}

/** Display copy for each insurance type; the wire values live in requests.ts. */
export const INSURANCE_TYPE_DISPLAY = {
  auto: {
    label: 'AUTO',
    name: 'Auto Insurance',
    description: 'Cover for your car, your passengers and the other drivers on the road, from liability-only to full coverage.',
  },
  life: {
    label: 'LIFE',
    name: 'Life Insurance',
    description: 'Term and whole life policies that keep your family on steady ground if the unexpected happens.',
  },
  homeowners: {
    label: 'HOMEOWNERS',
    name: 'Homeowners Insurance',
    description: 'Protection for your house, your belongings and your liability when someone is hurt on your property.',
  },
  commercial: {
    label: 'COMMERCIAL',
    name: 'Commercial Insurance',
    description: 'Property, equipment and business-interruption cover sized for small shops and growing companies.',
  },
  generalLiability: {
    label: 'GENERAL LIABILITY',
    name: 'General Liability',
    description: 'Cover for injury and property-damage claims made against your business by customers or the public.',
  },
  truck: {
    label: 'TRUCK',
    name: 'Truck Insurance',
    description: 'Commercial truck and fleet policies for owner-operators and carriers, including cargo and liability.',
  },
  health: {
    label: 'HEALTH',
    name: 'Health Insurance',
    description: 'Individual and family health plans with the doctors, prescriptions and deductibles that fit your life.',
  },
  investment: {
    label: 'INVESTMENT',
    name: 'Investment Protection',
    description: 'Annuities and investment-linked policies that protect your savings and build long-term value.',
  },
} as const satisfies Record<InsuranceType, InsuranceTypeDisplay>

/** Where CONTINUE leads for each type: only auto has an online request flow yet. */
export function nextPathFor(type: InsuranceType): string {
  return type === 'auto' ? '/auto/request' : '/not-implemented-yet'
}
