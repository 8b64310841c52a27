import { dueAt } from '../../shared/rules/promise.ts'
import type { InsuranceRequest } from '../models/InsuranceRequest.ts'
import type { Applicant } from '../models/Applicant.ts'
import type { AutoInsurance } from '../models/AutoInsurance.ts'
import type { RequestStatusChange } from '../models/RequestStatusChange.ts'
import type {
  ApplicantJson,
  AutoInsuranceJson,
  InsuranceRequestJson,
  RequestStatusChangeJson,
} from '../../shared/schemas/insuranceRequest.ts'

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

function presentAutoInsurance(auto: AutoInsurance): AutoInsuranceJson {
  return {
    vin: auto.vin,
    insurance_company_length: auto.insurance_company_length,
    insurance_company: auto.insurance_company,
    car_ownership_length: auto.car_ownership_length,
    is_financed: auto.is_financed,
    financial_institution: auto.financial_institution,
    coverage_type: auto.coverage_type,
    deductible: auto.deductible,
    minimum_liability_limits: auto.minimum_liability_limits,
    pip: auto.pip,
    um_uim: auto.um_uim,
    med_pay: auto.med_pay,
    med_pay_amount: auto.med_pay_amount,
    professional_organization: auto.professional_organization,
    professional_organization_name: auto.professional_organization_name,
    defensive_driving_certificate: auto.defensive_driving_certificate,
    multiple_vehicles: auto.multiple_vehicles,
    number_of_vehicles: auto.number_of_vehicles,
    homeowner: auto.homeowner,
    good_student: auto.good_student,
    school: auto.school,
    safety_features: auto.safety_features,
    safety_features_list: auto.safety_features_list,
    anti_theft_devices: auto.anti_theft_devices,
    full_payment_upfront: auto.full_payment_upfront,
    clean_record: auto.clean_record,
    paperless_billing: auto.paperless_billing,
    automatic_payments: auto.automatic_payments,
    telematics_program: auto.telematics_program,
    military: auto.military,
    military_branch: auto.military_branch,
    senior_course: auto.senior_course,
    affinity_group: auto.affinity_group,
    affinity_group_name: auto.affinity_group_name,
    advance_quote: auto.advance_quote,
    had_insurance_lapse: auto.had_insurance_lapse,
    authorization: auto.authorization,
  }
}



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
    due_at: dueAt(request.created_at).toISOString(),
    first_offer_at: request.first_offer_at ? request.first_offer_at.toISOString() : null,
    policy_number: request.policy_number ?? null,
    effective_date: request.effective_date ?? null,
  }
}

export function presentStatusChange(change: RequestStatusChange): RequestStatusChangeJson {
  const actor = change.actor
  return {
    from_status: change.from_status,
    to_status: change.to_status,
    actor: actor ? { id: actor.id, name: `${actor.first_name} ${actor.last_name}`.trim(), email: actor.email } : null,
    created_at: change.created_at.toISOString(),
  }
}
