import { findState } from '../constants/states.ts'

export interface PipOption {
  /** Dollars as digits, the wire value ('10000'). */
  value: string
  label: string
  isStateMinimum: boolean
}

// Spec §9: the higher choices offered above a state's minimum, by the minimum's size. The last tier
// is ours: Michigan's minimum is $250,000 under current law (the data), and its next choice is $500,000.
const HIGHER_CHOICES: { upTo: number; choices: number[] }[] = [
  { upTo: 5_000, choices: [10_000, 25_000, 50_000] },
  { upTo: 10_000, choices: [25_000, 50_000, 100_000] },
  { upTo: 25_000, choices: [50_000, 100_000] },
  { upTo: 50_000, choices: [100_000] },
  { upTo: 250_000, choices: [500_000] },
]

const money = (dollars: number) => `$${dollars.toLocaleString('en-US')}`

/** The PIP amounts offered in a state: its minimum, then the higher choices. Empty where PIP is not asked. */
export function pipOptions(stateCode: unknown): PipOption[] {
  const minimum = findState(stateCode)?.pipMinimum
  if (!minimum) return []
  const higher = HIGHER_CHOICES.find((tier) => minimum <= tier.upTo)?.choices ?? []
  return [
    { value: String(minimum), label: `${money(minimum)} (State Minimum)`, isStateMinimum: true },
    ...higher.map((amount) => ({ value: String(amount), label: money(amount), isStateMinimum: false })),
  ]
}

export const isPipOption = (stateCode: unknown, value: unknown) =>
  pipOptions(stateCode).some((option) => option.value === String(value))
