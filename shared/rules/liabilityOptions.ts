import { findState, liabilityMinimumOn, type LiabilityLimit, type StateRules } from '../constants/states.ts'

export interface LiabilityOption {
  /** Thousands of dollars, 'perPerson/perAccident/propertyDamage', e.g. '25/50/25': the wire value. */
  value: string
  label: string
  isStateMinimum: boolean
}

// Where no bodily injury is compulsory (FL, PR) multiples of zero mean nothing: they start from the
// 10/20/10 financial-responsibility level instead.
const NO_BODILY_INJURY_BASE: LiabilityLimit = { perPerson: 10, perAccident: 20, propertyDamage: 10 }
const FIXED_CHOICES: LiabilityLimit[] = [
  { perPerson: 100, perAccident: 300, propertyDamage: 100 },
  { perPerson: 250, perAccident: 500, propertyDamage: 100 },
  { perPerson: 500, perAccident: 1000, propertyDamage: 100 },
]

const limitValue = (limit: LiabilityLimit) => `${limit.perPerson}/${limit.perAccident}/${limit.propertyDamage}`

const dollars = (thousands: number) => `$${Math.round(thousands * 1000).toLocaleString('en-US')}`

export const limitLabel = (limit: LiabilityLimit) =>
  `${dollars(limit.perPerson)}/${dollars(limit.perAccident)}/${dollars(limit.propertyDamage)}`

const times = (limit: LiabilityLimit, factor: number): LiabilityLimit => ({
  perPerson: limit.perPerson * factor,
  perAccident: limit.perAccident * factor,
  propertyDamage: limit.propertyDamage * factor,
})

const ascending = (a: LiabilityLimit, b: LiabilityLimit) =>
  a.perPerson - b.perPerson || a.perAccident - b.perAccident || a.propertyDamage - b.propertyDamage

function minimumLabel(state: StateRules, minimum: LiabilityLimit): string {
  if (!state.bodilyInjuryRequired) {
    return `${dollars(minimum.propertyDamage)} property damage only, no bodily injury required (State Minimum)`
  }
  const caveat = state.verified ? '' : ', verify with agent'
  return `${limitLabel(minimum)} (State Minimum${caveat})`
}

/**
 * The liability limits offered in a state on a day: the state minimum, twice and four times it, and
 * 100/300/100, 250/500/100, 500/1000/100; without duplicates, ascending. Empty for an unknown state.
 */
export function liabilityOptions(stateCode: unknown, date: Date = new Date()): LiabilityOption[] {
  const state = findState(stateCode)
  if (!state) return []
  const minimum = liabilityMinimumOn(state, date)
  const base = state.bodilyInjuryRequired ? minimum : NO_BODILY_INJURY_BASE
  const others = state.bodilyInjuryRequired ? [times(base, 2), times(base, 4)] : [base, times(base, 2), times(base, 4)]
  const options: LiabilityOption[] = [{ value: limitValue(minimum), label: minimumLabel(state, minimum), isStateMinimum: true }]
  // Every other choice is at least the minimum, so ascending order keeps the minimum first.
  for (const limit of [...others, ...FIXED_CHOICES].sort(ascending)) {
    const value = limitValue(limit)
    if (!options.some((option) => option.value === value)) options.push({ value, label: limitLabel(limit), isStateMinimum: false })
  }
  return options
}

export const isLiabilityOption = (stateCode: unknown, value: unknown, date: Date = new Date()) =>
  liabilityOptions(stateCode, date).some((option) => option.value === value)
