import type { AppContext } from '../../context.ts'
import { Applicant } from '../../models/Applicant.ts'
import { InsuranceRequest } from '../../models/InsuranceRequest.ts'
import { InsurancePolicy } from '../../models/InsurancePolicy.ts'
import type { User } from '../../models/User.ts'
import { notFound, validationFailed } from '../../errors.ts'
import { fieldErrors } from '../../validation.ts'
import { isoDay } from '../../../shared/dates.ts'
import { insuranceRequestBody, type CreateInsuranceRequestBody } from '../../../shared/schemas/insuranceRequest.ts'
import type { RequoteBody } from '../../../shared/schemas/insurancePolicy.ts'
import { createInsuranceRequest } from '../insuranceRequests.ts'
import { recordPolicyEvent } from './events.ts'
import { requoteAnswers } from '../../../shared/rules/requoteAnswers.ts'

type NewInsuranceRequest = CreateInsuranceRequestBody['insurance_request']

const CONTACT_NEEDED = 'Please tell us where to reach you: we have no address for you in this state yet.'

/** The request's address and phone: the policy's own request, else the customer's latest in the policy's state. */
async function knownContact(owner: User, policy: InsurancePolicy): Promise<Applicant | undefined> {
  if (policy.insurance_request_id !== null) {
    const own = await Applicant.query().findOne({ insurance_request_id: policy.insurance_request_id })
    if (own) return own
  }
  return await Applicant.query()
    .join('insurance_requests', 'insurance_requests.id', 'applicants.insurance_request_id')
    .where({ 'insurance_requests.user_id': owner.id, 'applicants.state': policy.state })
    .orderBy('insurance_requests.created_at', 'desc')
    .select('applicants.*')
    .first()
}

/** The wizard's keys for the contact a re-quote body carries, so a field message lands on its input. */
function contactKey(path: string): string {
  const match = /^insurance_request\.applicant_attributes\.(?:address_attributes\.)?(street|city|zip|phone_number)$/.exec(path)
  return match ? `contact.${match[1]}` : path
}

/**
 * The wizard's request for a re-quote of a policy, pre-filled from it with what it lacks suggested
 * (requoteAnswers), parsed by the wizard's own schema; a missing address is a validation error.
 */
export async function requoteRequestInput(owner: User, policy: InsurancePolicy, body: RequoteBody, now: Date): Promise<NewInsuranceRequest> {
  const known = await knownContact(owner, policy)
  const contact = body.contact ?? (known ? { street: known.street, city: known.city, zip: known.zip, phone_number: known.phone_number } : null)
  if (!contact) throw validationFailed({ 'contact.street': '* required', 'contact.city': '* required', 'contact.zip': '* required', 'contact.phone_number': '* required' }, CONTACT_NEEDED)
  const [driver = ''] = policy.drivers.map((d) => d.name)
  const carrierName = policy.carrier?.name ?? policy.carrier_name ?? ''
  const parsed = insuranceRequestBody(() => now).safeParse({
    insurance_request: {
      insurance_type: 'auto',
      applicant_attributes: {
        first_name: known?.first_name ?? (owner.first_name || driver.split(' ')[0]),
        last_name: known?.last_name ?? (owner.last_name || driver.split(' ').slice(1).join(' ')),
        address_attributes: { street: contact.street, city: contact.city, state: policy.state, zip: contact.zip },
        phone_number: contact.phone_number,
        email: owner.email,
        drivers_license: known?.drivers_license ?? null,
      },
      auto_insurance_attributes: { ...requoteAnswers(policy, carrierName, now, isoDay(now)), authorization: body.authorization },
    },
  })
  if (!parsed.success) {
    const fields = Object.fromEntries(Object.entries(fieldErrors(parsed.error)).map(([path, message]) => [contactKey(path), message]))
    throw validationFailed(fields)
  }
  return parsed.data.insurance_request
}

/**
 * Turns a policy into a new quote request in the agent's queue, through the same schema and service
 * as the wizard's requests; the request and the policy's history line are written in one transaction.
 * While the renewal is pending, the request is the policy's re-shop: binding one of its offers
 * replaces the policy (replacement.ts).
 */
export async function requotePolicy(app: AppContext, owner: User, policy: InsurancePolicy, body: RequoteBody): Promise<InsuranceRequest> {
  const now = app.now()
  const input = await requoteRequestInput(owner, policy, body, now)
  const id = await app.knex.transaction(async (trx) => {
    const request = await createInsuranceRequest(app, owner, input, trx)
    await recordPolicyEvent(trx, { policyId: policy.id, actorId: owner.id, action: 'requote_requested', detail: `New quote request ${request.request_number}`, now })
    // Asked for while the renewal is pending, it is the renewal's re-shop (unless one is open already).
    const linked = await InsurancePolicy.query(trx).findById(policy.id).where({ status: 'renewal_pending' }).whereNull('reshop_request_id').patch({ reshop_request_id: request.id, updated_at: now })
    if (linked > 0) await recordPolicyEvent(trx, { policyId: policy.id, actorId: owner.id, action: 'reshop_opened', detail: `Re-shop request ${request.request_number}`, now })
    return request.id
  })
  const request = await InsuranceRequest.query().findById(id).withGraphFetched('[applicant, auto_insurance]')
  if (!request) throw notFound('Request not found')
  return request
}
