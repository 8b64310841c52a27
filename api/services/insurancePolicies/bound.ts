import type { Knex } from 'knex'
import { InsurancePolicy } from '../../models/InsurancePolicy.ts'
import type { Offer } from '../../models/Offer.ts'
import { Applicant } from '../../models/Applicant.ts'
import { AutoInsurance } from '../../models/AutoInsurance.ts'
import type { InsuranceRequest } from '../../models/InsuranceRequest.ts'
import type { User } from '../../models/User.ts'
import { expirationDate } from '../../../shared/rules/policyTerm.ts'
import type { BindOfferBody } from '../../../shared/schemas/offers.ts'
import { recordPolicyEvent } from './events.ts'
import { deliverDocument } from '../paperDelivery.ts'

/**
 * The policy a binding makes, inside the binding's transaction: the offer's terms and coverages, the
 * request's vehicle (its VIN; year, make and model are not asked by the wizard) and its applicant as
 * the named driver. The unique offer_id keeps it to one policy per offer. Its papers go out as the
 * customer's E-SIGN consent allows (paperDelivery.ts).
 */
export async function createBoundPolicy(trx: Knex.Transaction, actor: User, offer: Offer, request: InsuranceRequest, binding: BindOfferBody, now: Date): Promise<InsurancePolicy> {
  const applicant = await Applicant.query(trx).findOne({ insurance_request_id: request.id })
  const auto = await AutoInsurance.query(trx).findOne({ insurance_request_id: request.id })
  if (!applicant || !auto) throw new Error(`request ${request.id} has no applicant or auto details to bind`)
  const policy = await InsurancePolicy.query(trx).insert({
    user_id: request.user_id,
    origin: 'bound',
    offer_id: offer.id,
    insurance_request_id: request.id,
    carrier_id: offer.carrier_id,
    carrier_name: null,
    policy_number: binding.policy_number,
    state: applicant.state,
    term_months: offer.term_months,
    effective_date: binding.effective_date,
    expiration_date: expirationDate(binding.effective_date, offer.term_months),
    premium: offer.premium,
    down_payment: offer.down_payment,
    monthly_instalment: offer.monthly_instalment,
    instalment_count: offer.instalment_count,
    deductible: offer.deductible,
    liability_limits: offer.liability_limits,
    coverages: offer.coverages,
    discounts: offer.discounts,
    vehicles: [{ vin: auto.vin, year: null, make: null, model: null, financed: auto.is_financed, leased: false }],
    drivers: [{ name: `${applicant.first_name} ${applicant.last_name}`.trim() }],
    homeowner: auto.homeowner,
    status: 'active',
    status_changed_at: now,
    created_at: now,
    updated_at: now,
  })
  await recordPolicyEvent(trx, { policyId: policy.id, actorId: actor.id, action: 'policy_bound', detail: `Bound from offer ${offer.id} on request ${request.request_number}`, now })
  await deliverDocument(trx, request.user_id, `the ID card and coverage summary of policy ${binding.policy_number} (request ${request.request_number})`, now)
  return policy
}
