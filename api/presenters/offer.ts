import type { Offer } from '../models/Offer.ts'
import type { OfferEvent } from '../models/OfferEvent.ts'
import { fromCents, toCents } from '../../shared/rules/cents.ts'
import { isOfferExpired, isPriceToConfirm, monthlyCents } from '../../shared/rules/offers.ts'
import type { OfferEventJson, OfferJson } from '../../shared/schemas/offers.ts'

/** An offer as its request's owner and the admins see it; `today` decides whether it has expired. */
export function presentOffer(offer: Offer, requestNumber: string, today: Date): OfferJson {
  const carrier = offer.carrier
  if (!carrier) throw new Error(`offer ${offer.id} was loaded without its carrier`)
  const premium = toCents(offer.premium)
  return {
    id: offer.id,
    request_number: requestNumber,
    carrier: {
      id: carrier.id,
      name: carrier.name,
      rating: carrier.rating,
      website: carrier.website,
      satisfaction_note: carrier.satisfaction_note,
      retired: carrier.retired_at !== null,
    },
    term_months: offer.term_months,
    premium: fromCents(premium),
    down_payment: fromCents(toCents(offer.down_payment)),
    monthly_instalment: fromCents(toCents(offer.monthly_instalment)),
    instalment_count: offer.instalment_count,
    price_per_month: fromCents(monthlyCents(offer.premium, offer.term_months)),
    price_per_year: fromCents(Math.round((premium * 12) / offer.term_months)),
    deductible: offer.deductible,
    liability_limits: offer.liability_limits,
    coverages: offer.coverages,
    discounts: offer.discounts,
    valid_until: offer.valid_until,
    expired: isOfferExpired(offer.valid_until, today),
    note: offer.note,
    status: offer.status,
    withdrawal_reason: offer.withdrawal_reason,
    chosen_at: offer.chosen_at ? offer.chosen_at.toISOString() : null,
    firmness: offer.firmness,
    firmness_note: offer.firmness_note,
    agreed_premium: offer.agreed_premium === null ? null : fromCents(toCents(offer.agreed_premium)),
    price_to_confirm: isPriceToConfirm(offer),
    created_at: offer.created_at.toISOString(),
    updated_at: offer.updated_at.toISOString(),
  }
}

export function presentOfferEvent(event: OfferEvent): OfferEventJson {
  const actor = event.actor
  return {
    action: event.action,
    offer_id: event.offer_id,
    detail: event.detail,
    actor: actor ? { id: actor.id, name: `${actor.first_name} ${actor.last_name}`.trim(), email: actor.email } : null,
    created_at: event.created_at.toISOString(),
  }
}
