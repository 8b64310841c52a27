import type { ReactNode } from 'react'
import { liabilityLabel, medPayLabel, wholeDollars } from '../../../../shared/rules/coverageLabels.ts'
import { vehicleCount } from '../../../lib/requests.ts'
import { COVERAGE_TYPE_LABELS, LENGTH_LABELS } from '../../../../shared/constants/requestOptions.ts'
import { type ApplicantJson, type AutoInsuranceJson } from '../../../../shared/schemas/insuranceRequestJson.ts'

/** A request's answers as label/value pairs for Facts: the live request's page and a kept record's alike. */

const labelOf = (labels: Record<string, string>, value: string) => labels[value] ?? value
const yesNo = (flag: boolean, detail?: string | number | null) => (flag ? `Yes${detail ? ` (${detail})` : ''}` : 'No')

export function applicantFacts(applicant: ApplicantJson): [string, ReactNode][] {
  return [
    ['Full Name', `${applicant.first_name} ${applicant.last_name}`.trim()],
    ['Email', applicant.email],
    ['Phone', applicant.phone_number],
    ["Driver's License", applicant.drivers_license],
    ['Street', applicant.address.street],
    ['City', applicant.address.city],
    ['State', applicant.address.state],
    ['ZIP', applicant.address.zip],
  ]
}

export function autoFacts(auto: AutoInsuranceJson, state: string, submitted: Date, householdVehicles = 0): [string, ReactNode][] {
  return [
    ['VIN', auto.vin],
    ['Coverage Type', labelOf(COVERAGE_TYPE_LABELS, auto.coverage_type)],
    ['Liability Limits', liabilityLabel(auto.minimum_liability_limits, state, submitted)],
    ['Deductible', auto.deductible === null ? 'N/A' : wholeDollars(auto.deductible)],
    ['PIP', auto.pip === null ? 'N/A' : wholeDollars(auto.pip)],
    ['UM/UIM', yesNo(auto.um_uim)],
    ['Medical Payments', medPayLabel(auto.med_pay, auto.med_pay_amount)],
    ['Years with Insurance Company', labelOf(LENGTH_LABELS, auto.insurance_company_length)],
    ['Insurance Company', auto.insurance_company],
    ['Years with Car', labelOf(LENGTH_LABELS, auto.car_ownership_length)],
    ['Financed', yesNo(auto.is_financed, auto.financial_institution)],
    ['Vehicles', String(vehicleCount(auto.number_of_vehicles, householdVehicles))],
    ['Homeowner', yesNo(auto.homeowner)],
    ['Clean Record', yesNo(auto.clean_record)],
    ['Good Student', yesNo(auto.good_student, auto.school)],
    ['Military', yesNo(auto.military, auto.military_branch)],
    ['Safety Features', yesNo(auto.safety_features, auto.safety_features_list)],
    ['Paperless Billing', yesNo(auto.paperless_billing)],
    ['Automatic Payments', yesNo(auto.automatic_payments)],
  ]
}
