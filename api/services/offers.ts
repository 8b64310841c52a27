import type { AppContext } from '../context.ts'
import { InsuranceRequest } from '../models/InsuranceRequest.ts'
import { Offer } from '../models/Offer.ts'
import { OfferEvent } from '../models/OfferEvent.ts'
import type { User } from '../models/User.ts'
import { conflict, notFound, validationFailed } from '../errors.ts'
import { isoDay } from '../../shared/dates.ts'
import type { BindOfferBody, OfferForm } from '../../shared/schemas/offers.ts'
import { recordStatusChange } from './insuranceRequests.ts'
import { checkOffer, describeOffer, lockRequest, offerRow, recordOfferEvent, refuseUnfirmPrice } from './offerRules.ts'
import { createBoundPolicy } from './insurancePolicies/bound.ts'
import { replacePolicyByReshop } from './insurancePolicies/replacement.ts'
import { assertLicensedIn } from './agency.ts'

const OFFER_NOT_FOUND = 'Offer not found'

export interface OfferResult {
  offer: Offer
  request: InsuranceRequest
}

export async function loaded(offerId: number): Promise<OfferResult> {
  const offer = await Offer.query().findById(offerId).withGraphFetched('carrier')
  if (!offer) throw notFound(OFFER_NOT_FOUND)
  const request = await InsuranceRequest.query().findById(offer.insurance_request_id).withGraphFetched('[applicant, auto_insurance]')
  if (!request) throw notFound('Request not found')
  return { offer, request }
}

/**
 * Records an offer after checking it against the request, the carrier and the state's rules. The
 * request's first offer stamps first_offer_at and moves a pending or processing request to quoted.
 */
export async function addOffer(app: AppContext, actor: User, requestNumber: string, form: OfferForm): Promise<OfferResult> {
  const now = app.now()
  const offerId = await app.knex.transaction(async (trx) => {
    const request = await lockRequest(trx, { request_number: requestNumber })
    const carrier = await checkOffer(trx, request, form, now)
    const offer = await Offer.query(trx).insert({ ...offerRow(form), insurance_request_id: request.id, created_at: now, updated_at: now })
    await recordOfferEvent(trx, { requestId: request.id, offerId: offer.id, actorId: actor.id, action: 'offer_added', detail: describeOffer(carrier, form), now })
    if (!request.first_offer_at) await InsuranceRequest.query(trx).findById(request.id).patch({ first_offer_at: now })
    await recordStatusChange(app, trx, actor, request, 'quoted')
    return offer.id
  })
  return await loaded(offerId)
}

export async function lockOffer(trx: Parameters<typeof lockRequest>[0], offerId: number) {
  const found = await Offer.query(trx).findById(offerId)
  if (!found) throw notFound(OFFER_NOT_FOUND)
  const request = await lockRequest(trx, { id: found.insurance_request_id })
  const offer = await Offer.query(trx).findById(offerId).withGraphFetched('carrier')
  if (!offer) throw notFound(OFFER_NOT_FOUND)
  return { offer, request }
}

/** Changes an open offer; once the customer has chosen, offers stand as they were. */
export async function changeOffer(app: AppContext, actor: User, offerId: number, form: OfferForm): Promise<OfferResult> {
  const now = app.now()
  await app.knex.transaction(async (trx) => {
    const { offer, request } = await lockOffer(trx, offerId)
    if (offer.status !== 'open') throw conflict(`A ${offer.status.replace('_', ' ')} offer cannot be changed.`)
    const carrier = await checkOffer(trx, request, form, now, offer.carrier_id)
    await Offer.query(trx).findById(offerId).patch({ ...offerRow(form), updated_at: now })
    await recordOfferEvent(trx, { requestId: request.id, offerId, actorId: actor.id, action: 'offer_changed', detail: describeOffer(carrier, form), now })
  })
  return await loaded(offerId)
}

/** Takes an open offer off the table, with the reason kept for the record. */
export async function withdrawOffer(app: AppContext, actor: User, offerId: number, reason: string): Promise<OfferResult> {
  const now = app.now()
  await app.knex.transaction(async (trx) => {
    const { offer, request } = await lockOffer(trx, offerId)
    if (offer.status !== 'open') throw conflict(`A ${offer.status.replace('_', ' ')} offer cannot be withdrawn.`)
    await Offer.query(trx).findById(offerId).patch({ status: 'withdrawn', withdrawal_reason: reason, updated_at: now })
    await recordOfferEvent(trx, { requestId: request.id, offerId, actorId: actor.id, action: 'offer_withdrawn', detail: reason, now })
  })
  return await loaded(offerId)
}

/**
 * Binding the chosen offer is what makes the request purchased: the policy number goes on the request,
 * and the customer's policy is made from the offer and the request in the same transaction (and a
 * policy this request re-shopped is marked to cancel when the new one starts).
 */
export async function bindOffer(app: AppContext, actor: User, offerId: number, binding: BindOfferBody): Promise<OfferResult> {
  const now = app.now()
  if (binding.effective_date < isoDay(now)) throw validationFailed({ effective_date: 'The effective date cannot be in the past' })
  await app.knex.transaction(async (trx) => {
    const { offer, request } = await lockOffer(trx, offerId)
    if (offer.status !== 'chosen') throw conflict('Only the offer the customer chose can be bound.')
    refuseUnfirmPrice(offer)
    const applicant = await InsuranceRequest.relatedQuery('applicant', trx).for(request.id).first()
    await assertLicensedIn(trx, applicant?.state ?? '', now)
    await Offer.query(trx).findById(offerId).patch({ status: 'bound', updated_at: now })
    await InsuranceRequest.query(trx)
      .findById(request.id)
      .patch({ policy_number: binding.policy_number, effective_date: binding.effective_date })
    const detail = `Policy ${binding.policy_number} effective ${binding.effective_date}`
    await recordOfferEvent(trx, { requestId: request.id, offerId, actorId: actor.id, action: 'offer_bound', detail, now })
    const policy = await createBoundPolicy(trx, actor, offer, request, binding, now)
    await replacePolicyByReshop(trx, actor, request.id, policy, now)
    await recordStatusChange(app, trx, actor, request, 'purchased')
  })
  return await loaded(offerId)
}

/** The request's offer history, newest first, with who did what. */
export async function listOfferEvents(requestId: number): Promise<OfferEvent[]> {
  return await OfferEvent.query()
    .where({ insurance_request_id: requestId })
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .withGraphFetched('actor')
}
