import { FIRMNESS_COPY } from '../../../shared/constants/firmness.ts'
import type { OfferJson } from '../../../shared/schemas/offers.ts'

const TONE = {
  estimate: 'bg-slate-100 text-slate-800',
  final_pending_underwriting: 'bg-amber-50 text-amber-900',
  bindable: 'bg-green-50 text-green-900',
} as const

/** How firm the price is, in the agent's label, the plain-words explanation and their own note. */
export function FirmnessNote({ offer }: { offer: Pick<OfferJson, 'firmness' | 'firmness_note'> }) {
  const copy = FIRMNESS_COPY[offer.firmness]
  return (
    <div className={`rounded-md px-3 py-2 text-sm ${TONE[offer.firmness]}`}>
      <p className="font-semibold">Price: {copy.label}</p>
      <p>{copy.explanation}{offer.firmness_note ? ` ${offer.firmness_note}` : ''}</p>
    </div>
  )
}
