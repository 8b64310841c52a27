import { dueAt } from '../../shared/rules/promise.ts'
import type { InsuranceRequest } from '../models/InsuranceRequest.ts'
import type { Applicant } from '../models/Applicant.ts'
import type { AutoInsurance } from '../models/AutoInsurance.ts'
import type { RequestStatusChange } from '../models/RequestStatusChange.ts'
import { AutoInsuranceJson, type ApplicantJson, type InsuranceRequestDetailJson, type InsuranceRequestJson, type RequestStatusChangeJson } from '../../shared/schemas/insuranceRequestJson.ts'
import { pickShape } from '../../shared/schemas/storedForms.ts'

function presentApplicant(applicant: Applicant): ApplicantJson {
  const fullName = `${applicant.first_name} ${applicant.last_name}`.trim()
  return {
    name: fullName,
    full_name: fullName,
    first_name: applicant.first_name,
    last_name: applicant.last_name,
    email: applicant.email,
    phone_number: applicant.phone_number,
    drivers_license: applicant.drivers_license,
    address: { street: applicant.street, city: applicant.city, state: applicant.state, zip: applicant.zip },
  }
}

/** Every answer the response schema names, in its order; the row's id and request id stay inside. */
const presentAutoInsurance = (auto: AutoInsurance): AutoInsuranceJson => pickShape(AutoInsuranceJson.shape, auto)

/** A request with its applicant and auto details, as customers and admins see it. */
export function presentInsuranceRequest(request: InsuranceRequest): InsuranceRequestJson {
  return {
    request_number: request.request_number,
    status: request.status,
    insurance_type: request.insurance_type,
    created_at: request.created_at.toISOString(),
    updated_at: request.updated_at.toISOString(),
    applicant: request.applicant ? presentApplicant(request.applicant) : null,
    auto_insurance: request.auto_insurance ? presentAutoInsurance(request.auto_insurance) : null,
    drivers: request.auto_insurance?.drivers ?? [],
    vehicles: request.auto_insurance?.vehicles ?? [],
    due_at: dueAt(request.created_at).toISOString(),
    first_offer_at: request.first_offer_at ? request.first_offer_at.toISOString() : null,
    policy_number: request.policy_number ?? null,
    effective_date: request.effective_date ?? null,
  }
}

/** A request on its own page (read by findByNumber or requestForPage, which know its status history). */
export const presentInsuranceRequestDetail = (request: InsuranceRequest): InsuranceRequestDetailJson => ({
  ...presentInsuranceRequest(request),
  been_processing: request.been_processing === true,
})

export function presentStatusChange(change: RequestStatusChange): RequestStatusChangeJson {
  const actor = change.actor
  return {
    from_status: change.from_status,
    to_status: change.to_status,
    actor: actor ? { id: actor.id, name: `${actor.first_name} ${actor.last_name}`.trim(), email: actor.email } : null,
    created_at: change.created_at.toISOString(),
  }
}
