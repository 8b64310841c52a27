/**
 * How firm an offer's price is (issue #28), as the agent sets it. The customer sees the label and the
 * plain-words explanation on every offer; the agent's own note adds what is particular to this one.
 */
export const FIRMNESS_LEVELS = ['estimate', 'final_pending_underwriting', 'bindable'] as const
export type Firmness = (typeof FIRMNESS_LEVELS)[number]

export const FIRMNESS_COPY: Record<Firmness, { label: string; explanation: string }> = {
  estimate: {
    label: 'Estimate',
    explanation: 'An estimate before the carrier has run its reports: your driving record, claims history or credit can still change the price.',
  },
  final_pending_underwriting: {
    label: 'Final pending underwriting',
    explanation: 'The carrier’s final price unless underwriting finds something in your driving record, claims history or credit.',
  },
  bindable: {
    label: 'Bindable',
    explanation: 'The carrier will bind the policy at this price.',
  },
}

/** Firmest first: among offers of equal price, a bindable one leads the comparison. */
export const firmnessRank = (firmness: Firmness) => FIRMNESS_LEVELS.length - 1 - FIRMNESS_LEVELS.indexOf(firmness)
