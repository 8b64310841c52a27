import type { Knex } from 'knex'
import type { AppContext } from '../context.ts'
import { InsuranceRequest } from '../models/InsuranceRequest.ts'
import { Offer } from '../models/Offer.ts'
import { User } from '../models/User.ts'
import { AppError, conflict, notFound } from '../errors.ts'
import { toAppError } from '../driverErrors.ts'
import { offerChosenAdminMessage, offerChosenMessage } from '../mail/templates/offers.ts'
import { withLicence } from '../mail/templates/licence.ts'
import { ALREADY_CHOSEN, haveAllLapsed, isOfferExpired, isPriceToConfirm } from '../../shared/rules/offers.ts'
import { dollars } from '../../shared/rules/cents.ts'
import { recordStatusChange } from './insuranceRequests.ts'
import { adminRequestUrl, detailsUrl } from './statusMail.ts'
import { enqueueMail } from './mailing.ts'
import { noteForAgents } from './agentNotifications.ts'
import { licenceNotice } from './agency.ts'
import { describeOffer, hasChosenOffer, lockRequest, recordOfferEvent } from './offerRules.ts'

/** A request's offers in the order they were added; withdrawn ones only for those allowed to see them. */
export async function listOffers(requestId: number, includeWithdrawn: boolean): Promise<Offer[]> {
  return await Offer.query()
    .where({ insurance_request_id: requestId })
    .modify((query) => {
      if (!includeWithdrawn) query.whereNot('status', 'withdrawn')
    })
    .orderBy('id')
    .withGraphFetched('carrier')
}

/**
 * Records the customer's choice: this offer chosen, every other open one not chosen, in one
 * transaction on the locked request. A partial unique index allows one chosen offer per request, so
 * even a race that slipped past the check ends in a conflict, never in two choices.
 */
export async function chooseOffer(app: AppContext, actor: User, request: InsuranceRequest, offerId: number): Promise<Offer> {
  const now = app.now()
  try {
    await app.knex.transaction(async (trx) => {
      const locked = await lockRequest(trx, { id: request.id })
      const offer = await Offer.query(trx).findOne({ id: offerId, insurance_request_id: locked.id }).withGraphFetched('carrier')
      if (!offer?.carrier || offer.status === 'withdrawn') throw notFound('Offer not found')
      if (await hasChosenOffer(trx, locked.id)) throw conflict(ALREADY_CHOSEN)
      if (offer.status !== 'open' || locked.status !== 'quoted') throw conflict('This offer can no longer be chosen.')
      if (isOfferExpired(offer.valid_until, now)) throw conflict('This offer has expired and can no longer be chosen.')
      await Offer.query(trx).findById(offerId).patch({ status: 'chosen', chosen_at: now, chosen_by_user_id: actor.id, agreed_premium: offer.premium, updated_at: now })
      await Offer.query(trx).where({ insurance_request_id: locked.id, status: 'open' }).patch({ status: 'not_chosen', updated_at: now })
      await recordOfferEvent(trx, { requestId: locked.id, offerId, actorId: actor.id, action: 'offer_chosen', detail: describeOffer(offer.carrier, offer), now })
      await announceChoice(app, trx, actor, locked, offer)
    })
  } catch (error) {
    // Only the unique index's violation is re-worded; the checks above already speak for themselves.
    if (!(error instanceof AppError) && toAppError(error)?.code === 'conflict') throw conflict(ALREADY_CHOSEN)
    throw error
  }
  const chosen = await Offer.query().findById(offerId).withGraphFetched('carrier')
  if (!chosen?.carrier) throw notFound('Offer not found')
  return chosen
}

/** The customer's and every admin's e-mail about a choice, queued in the transaction that records it. */
async function announceChoice(app: AppContext, trx: Knex.Transaction, customer: User, request: InsuranceRequest, offer: Offer): Promise<void> {
  const chosen = {
    requestNumber: request.request_number,
    carrierName: offer.carrier?.name ?? '',
    termMonths: offer.term_months,
    premium: dollars(offer.premium),
  }
  const key = `offer_chosen:${offer.id}`
  const customerMessage = offerChosenMessage({ ...chosen, to: customer.email, firstName: customer.first_name, detailsUrl: detailsUrl(app, request.request_number) })
  await enqueueMail(trx, withLicence(customerMessage, await licenceNotice(trx, request.id)), key, app.now())
  const admins = await User.query(trx).where({ admin: true }).orderBy('id')
  const adminUrl = adminRequestUrl(app, request.request_number)
  const customerName = `${customer.first_name} ${customer.last_name}`.trim() || customer.email
  for (const admin of admins) {
    await enqueueMail(trx, offerChosenAdminMessage({ ...chosen, to: admin.email, customerName, detailsUrl: adminUrl }), `${key}:admin_${admin.id}`, app.now())
  }
}

/**
 * When every offer has expired, one click puts the request back in the agent's queue (pending),
 * through the usual status change and its e-mail, and tells the agents.
 */
export async function requestRequote(app: AppContext, actor: User, request: InsuranceRequest): Promise<InsuranceRequest> {
  const now = app.now()
  await app.knex.transaction(async (trx) => {
    const locked = await lockRequest(trx, { id: request.id })
    const offers = await Offer.query(trx).where({ insurance_request_id: locked.id }).whereNot('status', 'withdrawn')
    const lapsed = haveAllLapsed(offers.map((offer) => ({ status: offer.status, expired: isOfferExpired(offer.valid_until, now) })))
    if (locked.status !== 'quoted' || !lapsed) throw conflict('A re-quote can be asked for once every offer has expired.')
    await Offer.query(trx).where({ insurance_request_id: locked.id, status: 'open' }).patch({ status: 'not_chosen', updated_at: now })
    await recordOfferEvent(trx, { requestId: locked.id, offerId: null, actorId: actor.id, action: 'requote_requested', detail: 'Every offer had expired', now })
    await recordStatusChange(app, trx, actor, locked, 'pending')
    await noteForAgents(app, trx, { kind: 'requote', insurance_request_id: locked.id })
  })
  const updated = await InsuranceRequest.query().findById(request.id).withGraphFetched('[applicant, auto_insurance]')
  if (!updated) throw notFound('Request not found')
  return updated
}

/**
 * The customer's yes to a chosen offer's new final price: it becomes the agreed price, recorded in the
 * offer history with both amounts, and the agent may bind. Confirming a price already agreed is refused.
 */
export async function confirmFinalPrice(app: AppContext, actor: User, request: InsuranceRequest, offerId: number): Promise<Offer> {
  const now = app.now()
  await app.knex.transaction(async (trx) => {
    const locked = await lockRequest(trx, { id: request.id })
    const offer = await Offer.query(trx).findOne({ id: offerId, insurance_request_id: locked.id })
    if (!offer || offer.status === 'withdrawn') throw notFound('Offer not found')
    if (!isPriceToConfirm(offer)) throw conflict('There is no new price to confirm on this offer.')
    await Offer.query(trx).findById(offerId).patch({ agreed_premium: offer.premium, updated_at: now })
    const detail = `Confirmed the final price of ${dollars(offer.premium)} (chosen at ${dollars(offer.agreed_premium ?? offer.premium)})`
    await recordOfferEvent(trx, { requestId: locked.id, offerId, actorId: actor.id, action: 'price_confirmed', detail, now })
  })
  const confirmed = await Offer.query().findById(offerId).withGraphFetched('carrier')
  if (!confirmed) throw notFound('Offer not found')
  return confirmed
}
