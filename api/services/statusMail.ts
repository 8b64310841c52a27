import type { Knex } from 'knex'
import type { AppContext } from '../context.ts'
import { InsuranceRequest } from '../models/InsuranceRequest.ts'
import { Offer } from '../models/Offer.ts'
import { RequestStatusChange } from '../models/RequestStatusChange.ts'
import { User } from '../models/User.ts'
import { optionsReadyMessage, policyBoundMessage, statusChangedMessage } from '../mail/templates/insuranceRequests.ts'
import { withLicence } from '../mail/templates/licence.ts'
import { enqueueJob } from './jobs/queue.ts'
import { defineJob, type JobPayload } from './jobs/defineJob.ts'
import { enqueueMail } from './mailing.ts'
import { hasOpenOffer } from './offerRules.ts'
import { withUnsubscribe } from './notifications.ts'
import { licenceNotice } from './agency.ts'
import { isOpenStatus, type RequestStatus } from '../../shared/constants/requests.ts'
import { longCalendarDay } from '../../shared/dates.ts'
import { dollars, fromCents } from '../../shared/rules/cents.ts'
import { isOfferExpired, monthlyCents } from '../../shared/rules/offers.ts'

export const detailsUrl = (app: AppContext, requestNumber: string) => `${app.config.publicUrl}/dashboard/requests/${requestNumber}`

/** The request's page in the admin dashboard, which the agents' e-mails link to. */
export const adminRequestUrl = (app: AppContext, requestNumber: string) => `${app.config.publicUrl}/admin/requests/${requestNumber}`

/**
 * How long after the first offer the customer is told: an agent adds a request's offers in one
 * sitting, and the e-mail counts them all instead of announcing the first alone.
 */
const OPTIONS_SETTLE_MS = 10 * 60_000

/** Queues the announcement of a move to quoted, in the transaction that makes it. */
async function enqueueOptionsReady(trx: Knex.Transaction, statusChangeId: number, now: Date): Promise<void> {
  const runAt = new Date(now.getTime() + OPTIONS_SETTLE_MS)
  await enqueueJob(trx, { kind: 'announce_options', payload: { status_change_id: statusChangeId }, runAt, dedupeKey: `announce_options:${statusChangeId}` })
}

/**
 * The announce_options handler: "Your options are ready" with the offers open when it runs, sent
 * whatever the customer's opt-in (it answers their own request). Nothing when the request has left
 * quoted or has no open offer left; the e-mail's dedupe key makes a second run a no-op.
 */
async function announceOptions(app: AppContext, { status_change_id: changeId }: JobPayload<'announce_options'>): Promise<void> {
  const now = app.now()
  const change = await RequestStatusChange.query().findById(changeId)
  const request = change && (await InsuranceRequest.query().findById(change.insurance_request_id))
  // A deleted account's kept request is written about to no one.
  if (request?.status !== 'quoted' || request.restricted_at) return
  const offers = (await Offer.query().where({ insurance_request_id: request.id, status: 'open' })).filter((offer) => !isOfferExpired(offer.valid_until, now))
  const owner = await User.query().findById(request.user_id)
  if (!owner || offers.length === 0) return
  const lowest = Math.min(...offers.map((offer) => monthlyCents(offer.premium, offer.term_months)))
  const message = optionsReadyMessage({
    to: owner.email,
    firstName: owner.first_name,
    requestNumber: request.request_number,
    detailsUrl: detailsUrl(app, request.request_number),
    offerCount: offers.length,
    lowestMonthly: dollars(fromCents(lowest)),
  })
  await enqueueMail(app.knex, withLicence(message, await licenceNotice(app.knex, request.id)), `options_ready:${changeId}`, now)
}

export const announceOptionsJob = defineJob({ kind: 'announce_options', maxAttempts: 5, concurrency: 2, handle: announceOptions })

/** The bound policy's e-mail: the carrier, policy number and effective date the binding just recorded. */
async function policyMessage(app: AppContext, trx: Knex.Transaction, requestId: number, owner: User) {
  const request = await InsuranceRequest.query(trx).findById(requestId)
  const bound = await Offer.query(trx).findOne({ insurance_request_id: requestId, status: 'bound' }).withGraphFetched('carrier')
  if (!request?.policy_number || !request.effective_date || !bound?.carrier) throw new Error(`request ${requestId} is purchased without a bound policy`)
  const message = policyBoundMessage({
    to: owner.email,
    firstName: owner.first_name,
    requestNumber: request.request_number,
    detailsUrl: detailsUrl(app, request.request_number),
    carrierName: bound.carrier.name,
    policyNumber: request.policy_number,
    effectiveDate: longCalendarDay(request.effective_date),
    // As the binding's delivery decided in this transaction (paperDelivery.ts).
    papers: owner.esign_consented_at ? 'electronic' : 'paper',
  })
  return withLicence(message, await licenceNotice(trx, requestId))
}

/**
 * The owner's e-mail about a status change, queued in the transaction that makes it. Offers arriving
 * (quoted), the bound policy, a rejection and expiry answer the customer's own request and are always
 * sent; pending and processing only report progress, so they follow the quote-updates opt-in.
 */
export async function notifyOwner(app: AppContext, trx: Knex.Transaction, request: InsuranceRequest, status: RequestStatus, changeId: number): Promise<void> {
  const owner = await User.query(trx).findById(request.user_id)
  if (!owner) return
  const key = `status_change:${changeId}`
  if (status === 'quoted' && (await hasOpenOffer(trx, request.id, app.now()))) return await enqueueOptionsReady(trx, changeId, app.now())
  if (status === 'purchased') return await enqueueMail(trx, await policyMessage(app, trx, request.id, owner), key, app.now())
  const message = statusChangedMessage({
    to: owner.email,
    firstName: owner.first_name,
    requestNumber: request.request_number,
    status,
    detailsUrl: detailsUrl(app, request.request_number),
  })
  // Quoted with no open offer (set by hand) has nothing to show yet: it reads as progress.
  const progress = isOpenStatus(status) || status === 'quoted'
  if (!progress) return await enqueueMail(trx, message, key, app.now())
  if (owner.quote_notifications) await enqueueMail(trx, withUnsubscribe(app, message, owner.id, 'quote_notifications'), key, app.now())
}
