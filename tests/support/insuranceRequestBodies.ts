/** Wire bodies for POST /insurance_requests: a valid CA request and a way to change one field. */
import { blankInsuranceRequest } from '../../shared/schemas/insuranceRequest.ts'

export interface RequestOverrides {
  applicant?: Record<string, unknown>
  address?: Record<string, unknown>
  auto?: Record<string, unknown>
  request?: Record<string, unknown>
}

export function validRequestBody(overrides: RequestOverrides = {}) {
  const blank = blankInsuranceRequest().insurance_request
  return {
    insurance_request: {
      ...blank,
      applicant_attributes: {
        ...blank.applicant_attributes,
        first_name: 'Dana',
        last_name: 'Scully',
        address_attributes: { street: '1 Market Street', city: 'San Francisco', state: 'CA', zip: '94105', ...overrides.address },
        phone_number: '415-555-0134',
        email: 'dana.scully@example.com',
        drivers_license: 'D1234567',
        ...overrides.applicant,
      },
      auto_insurance_attributes: {
        ...blank.auto_insurance_attributes,
        vin: '1HGCM82633A004352',
        insurance_company_length: '1_2',
        insurance_company: 'Acme Mutual',
        car_ownership_length: '3_5',
        coverage_type: 'full_coverage',
        deductible: '500',
        minimum_liability_limits: '30/60/15',
        authorization: true,
        ...overrides.auto,
      },
      ...overrides.request,
    },
  }
}

/** A Florida request: PIP, UM/UIM and MedPay all apply there. */
export const floridaOverrides: RequestOverrides = {
  address: { street: '200 Biscayne Blvd', city: 'Miami', state: 'FL', zip: '33131' },
  auto: { minimum_liability_limits: '0/0/10', pip: '10000', um_uim: true, med_pay: true, med_pay_amount: '2500' },
}
