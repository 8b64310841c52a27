import type { Knex } from 'knex'
import { Carrier } from '../models/Carrier.ts'
import { InsuranceRequest } from '../models/InsuranceRequest.ts'
import { Offer } from '../models/Offer.ts'
import { OfferEvent } from '../models/OfferEvent.ts'
import { conflict, notFound, validationFailed } from '../errors.ts'
import { findState } from '../../shared/constants/states.ts'
import { isoDay } from '../../shared/dates.ts'
import { addOfferRefusal, isPriceToConfirm, stateRuleProblems } from '../../shared/rules/offers.ts'
import { FIRMNESS_COPY } from '../../shared/constants/firmness.ts'
import { dollars } from '../../shared/rules/cents.ts'
import type { OfferForm } from '../../shared/schemas/offers.ts'

/** The request row locked for this transaction, so offer writes on one request run one at a time. */
export async function lockRequest(trx: Knex.Transaction, where: { id: number } | { request_number: string }): Promise<InsuranceRequest> {
  const key = 'id' in where ? { id: where.id } : { request_number: where.request_number.trim().toUpperCase() }
  const request = await InsuranceRequest.query(trx).findOne(key).forUpdate()
  if (!request) throw notFound('Request not found')
  return request
}

export async function hasChosenOffer(trx: Knex.Transaction, requestId: number): Promise<boolean> {
  return Boolean(await Offer.query(trx).where({ insurance_request_id: requestId }).whereIn('status', ['chosen', 'bound']).first())
}

/** Whether the request has an offer the customer could still choose: open, and valid until today or later. */
export async function hasOpenOffer(trx: Knex.Transaction, requestId: number, today: Date): Promise<boolean> {
  const open = await Offer.query(trx).where({ insurance_request_id: requestId, status: 'open' }).where('valid_until', '>=', isoDay(today)).first()
  return Boolean(open)
}

/** Refuses an offer the request, the carrier or the applicant's state does not allow, before any write. */
export async function checkOffer(trx: Knex.Transaction, request: InsuranceRequest, form: OfferForm, today: Date, keptCarrierId?: number): Promise<Carrier> {
  const refusal = addOfferRefusal(request.status, await hasChosenOffer(trx, request.id))
  if (refusal) throw conflict(refusal)
  const carrier = await Carrier.query(trx).findById(form.carrier_id)
  if (!carrier) throw validationFailed({ 'offer.carrier_id': 'Please choose a carrier' })
  if (carrier.retired_at && carrier.id !== keptCarrierId) {
    throw validationFailed({ 'offer.carrier_id': `${carrier.name} is retired and cannot make new offers` })
  }
  const applicant = await InsuranceRequest.relatedQuery('applicant', trx).for(request.id).first()
  const stateCode = applicant?.state ?? ''
  if (!carrier.states.includes(stateCode)) {
    throw validationFailed({ 'offer.carrier_id': `${carrier.name} does not write insurance in ${findState(stateCode)?.name ?? stateCode}` })
  }
  const problems = stateRuleProblems(form, stateCode, today)
  if (Object.keys(problems).length > 0) {
    throw validationFailed(Object.fromEntries(Object.entries(problems).map(([path, message]) => [`offer.${path}`, message])))
  }
  return carrier
}

export async function recordOfferEvent(
  trx: Knex.Transaction,
  event: { requestId: number; offerId: number | null; actorId: number; action: OfferEvent['action']; detail: string; now: Date },
): Promise<void> {
  await OfferEvent.query(trx).insert({
    insurance_request_id: event.requestId,
    offer_id: event.offerId,
    actor_user_id: event.actorId,
    action: event.action,
    detail: event.detail,
    created_at: event.now,
  })
}

export const offerRow = (form: OfferForm) => ({
  carrier_id: form.carrier_id,
  term_months: form.term_months,
  premium: form.premium,
  down_payment: form.down_payment,
  monthly_instalment: form.monthly_instalment,
  instalment_count: form.instalment_count,
  deductible: form.deductible,
  liability_limits: form.liability_limits,
  coverages: form.coverages,
  discounts: form.discounts,
  valid_until: form.valid_until,
  note: form.note,
  firmness: form.firmness,
  firmness_note: form.firmness_note,
})

export const describeOffer = (carrier: Carrier, offer: { term_months: number; premium: string }) =>
  `${carrier.name}, ${offer.term_months} months, ${dollars(offer.premium)}`

/** Binding needs the carrier's word on the price and, when it moved, the customer's. */
export function refuseUnfirmPrice(offer: Offer): void {
  if (offer.firmness !== 'bindable') {
    throw conflict(`This offer is marked “${FIRMNESS_COPY[offer.firmness].label}”. Mark it bindable at its final price before binding.`)
  }
  if (isPriceToConfirm(offer)) {
    throw conflict(`The customer has not yet confirmed the final price of ${dollars(offer.premium)} (they chose this offer at ${dollars(offer.agreed_premium ?? offer.premium)}).`)
  }
}
