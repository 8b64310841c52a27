import type { Knex } from 'knex'
import type { AppContext } from '../context.ts'
import { InsuranceRequest } from '../models/InsuranceRequest.ts'
import { Applicant } from '../models/Applicant.ts'
import { AutoInsurance } from '../models/AutoInsurance.ts'
import { RequestStatusChange } from '../models/RequestStatusChange.ts'
import { User } from '../models/User.ts'
import { conflict, notFound } from '../errors.ts'
import { requestConfirmationMessage } from '../mail/templates/insuranceRequests.ts'
import { newRequestNumber } from './requestNumbers.ts'
import { enqueueMail } from './mailing.ts'
import { noteForAgents } from './agentNotifications.ts'
import { hasOpenOffer } from './offerRules.ts'
import { detailsUrl, notifyOwner } from './statusMail.ts'
import type { RequestStatus } from '../../shared/constants/requests.ts'
import type { CreateInsuranceRequestBody } from '../../shared/schemas/insuranceRequest.ts'
import { storedHousehold } from '../../shared/schemas/household.ts'
import { statusChangeRefusal } from '../../shared/rules/requestStatus.ts'

type NewRequest = CreateInsuranceRequestBody['insurance_request']

const NUMBER_ATTEMPTS = 5

/** Inserts the request row under a fresh random number; a (rare) taken number is simply drawn again. */
async function insertRequestRow(trx: Knex.Transaction, userId: number, type: string): Promise<InsuranceRequest> {
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt += 1) {
    const rows: Record<string, unknown>[] = await trx('insurance_requests')
      .insert({ request_number: newRequestNumber(), user_id: userId, insurance_type: type })
      .onConflict('request_number')
      .ignore()
      .returning('*')
    const inserted = rows[0]
    if (inserted) return InsuranceRequest.fromDatabaseJson(inserted)
  }
  throw new Error('Could not draw an unused request number')
}

/**
 * Writes the request, its applicant (with address), auto details, the confirmation e-mail and the
 * agents' notification in one transaction (inside the caller's, when given), and answers the request from the rows the inserts returned (no second read).
 */
export async function createInsuranceRequest(app: AppContext, user: User, input: NewRequest, outer?: Knex.Transaction): Promise<InsuranceRequest> {
  const { address_attributes: address, ...applicant } = input.applicant_attributes
  return (outer ?? app.knex).transaction(async (trx) => {
    const request = await insertRequestRow(trx, user.id, input.insurance_type)
    request.applicant = await Applicant.query(trx).insert({ insurance_request_id: request.id, ...applicant, ...address }).returning('*')
    const household = storedHousehold(input, app.now())
    request.auto_insurance = await AutoInsurance.query(trx)
      .insert({ insurance_request_id: request.id, ...input.auto_insurance_attributes, ...household })
      .returning('*')
    const message = requestConfirmationMessage({
      to: user.email,
      firstName: user.first_name || applicant.first_name,
      requestNumber: request.request_number,
      detailsUrl: detailsUrl(app, request.request_number),
    })
    await enqueueMail(trx, message, `request_confirmation:request_${request.id}`, app.now())
    await noteForAgents(app, trx, { kind: 'new_request', insurance_request_id: request.id })
    return request
  })
}

/**
 * Sets a locked request's status and records who changed it, from what, to what, inside the caller's
 * transaction, with the owner's status e-mail queued there too. Setting the current status is a
 * no-op; the answer says whether anything changed.
 */
export async function recordStatusChange(
  app: AppContext,
  trx: Knex.Transaction,
  actor: User,
  current: InsuranceRequest,
  status: RequestStatus,
): Promise<boolean> {
  if (current.status === status) return false
  const now = app.now()
  await InsuranceRequest.query(trx).findById(current.id).patch({ status, updated_at: now })
  const change = await RequestStatusChange.query(trx).insertAndFetch({
    insurance_request_id: current.id,
    actor_user_id: actor.id,
    from_status: current.status,
    to_status: status,
    created_at: now,
  })
  await notifyOwner(app, trx, current, status, change.id)
  return true
}

/**
 * An admin's status change, recorded in one transaction with the owner's e-mail (statusMail.ts
 * decides which). Purchased comes from binding the chosen offer (bindOffer), not from here;
 * a bound policy keeps the request purchased, and Quoted needs an open offer (statusChangeRefusal).
 */
export async function changeRequestStatus(
  app: AppContext,
  actor: User,
  requestId: number,
  status: RequestStatus,
): Promise<InsuranceRequest> {
  await app.knex.transaction(async (trx) => {
    const current = await InsuranceRequest.query(trx).findById(requestId).whereNull('restricted_at').forUpdate()
    if (!current) throw notFound('Request not found')
    const refusal = statusChangeRefusal(current, status, status === 'quoted' && (await hasOpenOffer(trx, current.id, app.now())))
    if (refusal) throw conflict(refusal)
    await recordStatusChange(app, trx, actor, current, status)
  })
  const request = await InsuranceRequest.query().findById(requestId).withGraphFetched('[applicant, auto_insurance]')
  if (!request) throw notFound('Request not found')
  return request
}

/** The audit trail of a request, newest first, with who made each change. */
export async function listStatusChanges(requestId: number, trx?: Knex.Transaction): Promise<RequestStatusChange[]> {
  return await RequestStatusChange.query(trx)
    .where({ insurance_request_id: requestId })
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .withGraphFetched('actor')
}
