import type { InsurancePolicyJson } from '../schemas/insurancePolicy.ts'
import { blankInsuranceRequest, type CreateInsuranceRequestInput } from '../schemas/insuranceRequest.ts'
import { type ApplicantJson } from '../schemas/insuranceRequestJson.ts'
import { blankDriver, blankVehicle, type DriverInput, type VehicleInput } from '../schemas/household.ts'
import { isoDay } from '../dates.ts'
import { requoteAnswers } from './requoteAnswers.ts'

type PolicyForQuote = Pick<InsurancePolicyJson, 'state' | 'effective_date' | 'deductible' | 'liability_limits' | 'coverages' | 'vehicles' | 'homeowner' | 'drivers' | 'carrier_name'>

/** The query parameter the wizard reads the policy to shop again from. */
export const POLICY_PARAM = 'policy'

/** The wizard, opened pre-filled from a policy: the policy page's "Get quotes for this policy". */
export const policyQuoteHref = (policyId: number) => `/auto/request?${POLICY_PARAM}=${policyId}`

/** A form holds text: a number becomes its digits and "none" an empty field, as a blank form has them. */
const asText = (value: string | number | null) => (value === null ? '' : String(value))

/** A policy names its drivers in one line; the form asks for first and last names apart. */
function splitName(name: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/)
  return { first_name: first, last_name: rest.join(' ') }
}

function driverFrom(name: string, index: number, state: string, licence: string): DriverInput {
  const applicant = index === 0
  return { ...blankDriver(), ...splitName(name), relationship: applicant ? 'applicant' : '', license_state: state, license_number: applicant ? licence : '' }
}

function vehicleFrom(vehicle: InsurancePolicyJson['vehicles'][number], onlyDriver: boolean): VehicleInput {
  return {
    ...blankVehicle(),
    vin: vehicle.vin,
    year: asText(vehicle.year),
    make: vehicle.make ?? '',
    model: vehicle.model ?? '',
    main_driver: onlyDriver ? '1' : '',
  }
}

/**
 * The quote form for shopping a policy again (issue #33): its drivers and vehicles as step 1's cards,
 * its state, carrier and cover (as the one-click re-quote suggests it) in the form's own fields. What a
 * policy does not record (birthdays, licences, incidents, use and miles, how long the car has been
 * owned, the lender) stays empty for the customer to answer; the first driver listed is the applicant.
 * `known` is the applicant of the customer's latest request in the policy's state, if any: who they
 * are and where they live, as the one-click re-quote reads it too.
 */
export function quoteFormFromPolicy(policy: PolicyForQuote, today: Date, known: ApplicantJson | null = null): CreateInsuranceRequestInput {
  const form = blankInsuranceRequest()
  const request = form.insurance_request
  const answers = requoteAnswers(policy, policy.carrier_name, today, isoDay(today))
  if (known) {
    const { street, city, zip } = known.address
    request.applicant_attributes = {
      ...request.applicant_attributes,
      first_name: known.first_name, last_name: known.last_name, phone_number: known.phone_number, email: known.email,
      drivers_license: known.drivers_license ?? '', address_attributes: { street, city, zip, state: policy.state },
    }
  }
  request.applicant_attributes.address_attributes.state = policy.state
  request.auto_insurance_attributes = {
    ...request.auto_insurance_attributes,
    vin: answers.vin,
    insurance_company: answers.insurance_company,
    is_financed: answers.is_financed,
    coverage_type: answers.coverage_type,
    deductible: asText(answers.deductible ?? null),
    minimum_liability_limits: answers.minimum_liability_limits,
    pip: asText(answers.pip ?? null),
    um_uim: answers.um_uim,
    med_pay: answers.med_pay,
    med_pay_amount: asText(answers.med_pay_amount ?? null),
    multiple_vehicles: answers.multiple_vehicles,
    number_of_vehicles: asText(answers.number_of_vehicles ?? null),
    homeowner: answers.homeowner,
  }
  request.drivers_attributes = policy.drivers.map((driver, i) => driverFrom(driver.name, i, policy.state, known?.drivers_license ?? ''))
  request.vehicles_attributes = policy.vehicles.map((vehicle) => vehicleFrom(vehicle, policy.drivers.length === 1))
  return form
}
