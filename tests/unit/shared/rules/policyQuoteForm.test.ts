import { describe, expect, it } from 'vitest'
import { quoteFormFromPolicy } from '../../../../shared/rules/policyQuoteForm.ts'
import { CreateInsuranceRequestBody } from '../../../../shared/schemas/insuranceRequest.ts'

const TODAY = new Date(2026, 10, 27, 12)
const coverages = { pip: null, um_uim: '100/300', med_pay: null, comprehensive: true, collision: true, rental: null, roadside: false }
const policy = {
  state: 'TX', carrier_name: 'Lone Star Mutual', effective_date: '2026-03-01', deductible: 500, liability_limits: '30/60/25', coverages, homeowner: false,
  drivers: [{ name: 'Casey  Ann Morgan' }, { name: 'Jordan Morgan' }],
  vehicles: [
    { vin: '1HGCM82633A004352', year: 2003, make: 'Honda', model: 'Accord', financed: true, leased: false },
    { vin: '2T1BURHE0JC014702', year: null, make: null, model: null, financed: false, leased: false },
  ],
}

describe('quoteFormFromPolicy', () => {
  it('puts the policy\'s drivers and vehicles on step 1\'s cards, the first driver as the applicant', () => {
    const request = quoteFormFromPolicy(policy, TODAY).insurance_request
    expect(request.drivers_attributes).toEqual([
      { first_name: 'Casey', last_name: 'Ann Morgan', date_of_birth: '', relationship: 'applicant', license_state: 'TX', license_number: '', years_licensed: '', incidents_attributes: [] },
      { first_name: 'Jordan', last_name: 'Morgan', date_of_birth: '', relationship: '', license_state: 'TX', license_number: '', years_licensed: '', incidents_attributes: [] },
    ])
    expect(request.vehicles_attributes).toEqual([
      { vin: '1HGCM82633A004352', year: '2003', make: 'Honda', model: 'Accord', use: '', annual_miles: '', main_driver: '' },
      { vin: '2T1BURHE0JC014702', year: '', make: '', model: '', use: '', annual_miles: '', main_driver: '' },
    ])
  })

  it('fills in the state, carrier and cover as text the form\'s fields hold, leaving what a policy does not know empty', () => {
    const request = quoteFormFromPolicy(policy, TODAY).insurance_request
    expect(request.applicant_attributes).toEqual({
      first_name: '', last_name: '', address_attributes: { street: '', city: '', state: 'TX', zip: '' }, phone_number: '', email: '', drivers_license: '',
    })
    expect(request.auto_insurance_attributes).toMatchObject({
      vin: '1HGCM82633A004352', insurance_company: 'Lone Star Mutual', insurance_company_length: '', car_ownership_length: '',
      is_financed: true, financial_institution: '', coverage_type: 'full_coverage', deductible: '500', minimum_liability_limits: '30/60/25',
      um_uim: true, multiple_vehicles: true, number_of_vehicles: '2', homeowner: false, authorization: false,
    })
  })

  it('fills in who and where the applicant is from their latest request in the state, and their licence on driver 1', () => {
    const known = {
      name: 'Casey Morgan', full_name: 'Casey Morgan', first_name: 'Casey', last_name: 'Morgan', email: 'casey@example.com', phone_number: '(512) 555-0134',
      drivers_license: 'TX1234567', address: { street: '500 Congress Avenue', city: 'Austin', state: 'TX', zip: '78701' },
    }
    const request = quoteFormFromPolicy(policy, TODAY, known).insurance_request
    expect(request.applicant_attributes).toEqual({
      first_name: 'Casey', last_name: 'Morgan', address_attributes: { street: '500 Congress Avenue', city: 'Austin', state: 'TX', zip: '78701' },
      phone_number: '(512) 555-0134', email: 'casey@example.com', drivers_license: 'TX1234567',
    })
    expect(request.drivers_attributes?.map((driver) => driver.license_number)).toEqual(['TX1234567', ''])
  })

  it('names the only driver as the main driver of every vehicle', () => {
    const single = quoteFormFromPolicy({ ...policy, drivers: [{ name: 'Casey' }] }, TODAY).insurance_request
    expect(single.drivers_attributes?.map((d) => [d.first_name, d.last_name])).toEqual([['Casey', '']])
    expect(single.vehicles_attributes?.map((v) => v.main_driver)).toEqual(['1', '1'])
  })

  it('leaves step 1 to be completed: the form is not sendable until the customer adds what the policy lacks', () => {
    const result = CreateInsuranceRequestBody.safeParse(quoteFormFromPolicy(policy, TODAY))
    expect(result.success).toBe(false)
    const paths = result.error?.issues.map((issue) => issue.path.join('.')) ?? []
    expect(paths).toContain('insurance_request.drivers_attributes.0.date_of_birth')
    expect(paths).toContain('insurance_request.vehicles_attributes.1.use')
    expect(paths).not.toContain('insurance_request.auto_insurance_attributes.minimum_liability_limits')
    expect(paths).not.toContain('insurance_request.vehicles_attributes.0.vin')
  })
})
