import { describe, expect, it } from 'vitest'
import { CreateInsuranceRequestBody, insuranceRequestBody, REQUIRED } from '../../../../shared/schemas/insuranceRequest.ts'
import { AUTHORIZATION_MESSAGE, DISCOUNTS } from '../../../../shared/constants/requestOptions.ts'
import { PROGRESS_FIELDS, WIZARD_STEPS } from '../../../../shared/rules/wizardSteps.ts'
import { floridaOverrides, validRequestBody, type RequestOverrides } from '../../../support/insuranceRequestBodies.ts'

const A = 'insurance_request.applicant_attributes'
const ADDR = `${A}.address_attributes`
const AUTO = 'insurance_request.auto_insurance_attributes'

/** One message per dotted path, first wins (what the API's `fields` holds). */
function fieldsOf(overrides: RequestOverrides, schema = CreateInsuranceRequestBody): Record<string, string> {
  const result = schema.safeParse(validRequestBody(overrides))
  const fields: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message
  return fields
}

function parsed(overrides: RequestOverrides = {}) {
  const result = CreateInsuranceRequestBody.safeParse(validRequestBody(overrides))
  if (!result.success) throw new Error(JSON.stringify(result.error.issues))
  return result.data.insurance_request
}

describe('CreateInsuranceRequestBody', () => {
  it('accepts a complete CA request and normalises phone, e-mail and VIN', () => {
    const request = parsed({ applicant: { email: ' Dana@Example.COM ', phone_number: '+1 415.555.0134' }, auto: { vin: '1hgcm82633a004352' } })
    expect(request.applicant_attributes.phone_number).toBe('(415) 555-0134')
    expect(request.applicant_attributes.email).toBe('dana@example.com')
    expect(request.auto_insurance_attributes.vin).toBe('1HGCM82633A004352')
    expect(request.auto_insurance_attributes.deductible).toBe(500)
    expect(request.auto_insurance_attributes.pip).toBeNull()
  })

  it('accepts a FL request with PIP, UM/UIM and MedPay', () => {
    const auto = parsed(floridaOverrides).auto_insurance_attributes
    expect(auto).toMatchObject({ pip: 10000, um_uim: true, med_pay: true, med_pay_amount: 2500, minimum_liability_limits: '0/0/10' })
  })

  it.each([
    ['state', { address: { state: '' } }, `${ADDR}.state`],
    ['empty first name', { applicant: { first_name: '' } }, `${A}.first_name`],
    ['blank last name', { applicant: { last_name: ' ' } }, `${A}.last_name`],
    ['empty street', { address: { street: '' } }, `${ADDR}.street`],
    ['empty city', { address: { city: '  ' } }, `${ADDR}.city`],
    ['zip under 5', { address: { zip: '941' } }, `${ADDR}.zip`],
    ['empty phone', { applicant: { phone_number: '' } }, `${A}.phone_number`],
    ['empty e-mail', { applicant: { email: ' ' } }, `${A}.email`],
    ['vin under 17', { auto: { vin: '1HGCM82633' } }, `${AUTO}.vin`],
    ['insurance company length', { auto: { insurance_company_length: '' } }, `${AUTO}.insurance_company_length`],
    ['car ownership length', { auto: { car_ownership_length: 'forever' } }, `${AUTO}.car_ownership_length`],
    ['financial institution when financed', { auto: { is_financed: true, financial_institution: '   ' } }, `${AUTO}.financial_institution`],
  ])('step 1: rejects %s with "* required"', (_name, overrides, path) => {
    expect(fieldsOf(overrides)[path]).toBe(REQUIRED)
  })

  it.each([
    ['first name of one letter', { applicant: { first_name: 'D' } }, `${A}.first_name`, 'Please enter at least 2 characters'],
    ['last name of one letter', { applicant: { last_name: 'L' } }, `${A}.last_name`, 'Please enter at least 2 characters'],
    ['street under 5', { address: { street: '1 Ma' } }, `${ADDR}.street`, 'Please enter at least 5 characters'],
    ['city of one letter', { address: { city: 'S' } }, `${ADDR}.city`, 'Please enter at least 2 characters'],
    ['phone under 10 digits', { applicant: { phone_number: '555-0134' } }, `${A}.phone_number`, 'Please enter a valid US phone number'],
    ['invalid e-mail', { applicant: { email: 'dana@' } }, `${A}.email`, 'Please enter a valid email address'],
  ])('step 1: says what is wrong with a filled-in %s', (_name, overrides, path, message) => {
    expect(fieldsOf(overrides)[path]).toBe(message)
  })

  it('step 1: accepts the optional fields empty and the institution when financed', () => {
    expect(fieldsOf({ applicant: { drivers_license: '' }, auto: { insurance_company: null } })).toEqual({})
    expect(fieldsOf({ auto: { is_financed: true, financial_institution: 'Chase Auto' } })).toEqual({})
    expect(parsed({ auto: { is_financed: true, financial_institution: 'Chase Auto' } }).auto_insurance_attributes.financial_institution).toBe('Chase Auto')
  })

  it('step 1: drops the insurance company name when tenure is None, keeps it otherwise', () => {
    expect(parsed({ auto: { insurance_company_length: 'none', insurance_company: 'Acme' } }).auto_insurance_attributes.insurance_company).toBeNull()
    expect(parsed({ auto: { insurance_company_length: '5_plus', insurance_company: 'Acme' } }).auto_insurance_attributes.insurance_company).toBe('Acme')
  })

  it('step 1: explains a bad VIN, an unknown state and a ZIP outside the state', () => {
    expect(fieldsOf({ auto: { vin: '1HGCM82633A004353' } })[`${AUTO}.vin`]).toMatch(/check digit/)
    expect(fieldsOf({ auto: { vin: '1HGCM82633A00435Q' } })[`${AUTO}.vin`]).toMatch(/I, O and Q/)
    expect(fieldsOf({ address: { state: 'ZZ' } })[`${ADDR}.state`]).toBe('Please choose a state from the list')
    expect(fieldsOf({ address: { zip: '10001' } })[`${ADDR}.zip`]).toBe('This ZIP code is not in California')
    expect(fieldsOf({ address: { zip: 'abcde' } })[`${ADDR}.zip`]).toBe('Please enter a 5-digit ZIP code')
    expect(fieldsOf({ applicant: { phone_number: '011-555-0134' } })[`${A}.phone_number`]).toBe('Please enter a valid US phone number')
  })

  it('step 2: requires coverage type and liability limits with the spec messages', () => {
    expect(fieldsOf({ auto: { coverage_type: '' } })[`${AUTO}.coverage_type`]).toBe('Coverage type is required')
    expect(fieldsOf({ auto: { minimum_liability_limits: '' } })[`${AUTO}.minimum_liability_limits`]).toBe('Minimum liability limits required')
    expect(fieldsOf({ auto: { coverage_type: 'liability_only', deductible: '' } })).toEqual({})
  })

  it('step 2: requires limits offered in the state on the day', () => {
    expect(fieldsOf({ auto: { minimum_liability_limits: '15/30/5' } })[`${AUTO}.minimum_liability_limits`]).toBe(
      'Please choose one of the liability limits offered in California',
    )
    const nj = { address: { street: '1 Hudson St', city: 'Hoboken', state: 'NJ', zip: '07030' }, auto: { pip: '15000', minimum_liability_limits: '25/50/25' } }
    const before = insuranceRequestBody(() => new Date('2025-12-31T12:00:00'))
    const after = insuranceRequestBody(() => new Date('2026-11-23T12:00:00'))
    expect(fieldsOf(nj, before)).toEqual({})
    expect(Object.keys(fieldsOf(nj, after))).toEqual([`${AUTO}.minimum_liability_limits`])
  })

  it('step 2: requires a deductible with full coverage, one of 250/500/1000/2000', () => {
    expect(fieldsOf({ auto: { deductible: '' } })[`${AUTO}.deductible`]).toBe('Deductible is required')
    expect(fieldsOf({ auto: { deductible: '750' } })[`${AUTO}.deductible`]).toBe('Please choose a deductible')
    expect(fieldsOf({ auto: { deductible: 2000 } })).toEqual({})
    expect(parsed({ auto: { coverage_type: 'liability_only', deductible: '500' } }).auto_insurance_attributes.deductible).toBeNull()
  })

  it('step 2: requires PIP in PIP states, from that state\'s options', () => {
    expect(fieldsOf({ ...floridaOverrides, auto: { ...floridaOverrides.auto, pip: '' } })[`${AUTO}.pip`]).toBe('PIP coverage is required in Florida')
    expect(fieldsOf({ ...floridaOverrides, auto: { ...floridaOverrides.auto, pip: '4000' } })[`${AUTO}.pip`]).toBe(
      'Please choose one of the PIP amounts offered in Florida',
    )
    expect(fieldsOf({ ...floridaOverrides, auto: { ...floridaOverrides.auto, pip: 100000 } })).toEqual({})
    expect(parsed({ auto: { pip: '10000' } }).auto_insurance_attributes.pip).toBeNull()
  })

  it('step 2: requires a MedPay amount of 1000, 2500 or 5000 when MedPay is checked', () => {
    const fl = (auto: Record<string, unknown>) => ({ ...floridaOverrides, auto: { ...floridaOverrides.auto, ...auto } })
    expect(fieldsOf(fl({ med_pay_amount: '' }))[`${AUTO}.med_pay_amount`]).toBe('Medical payments amount is required')
    expect(fieldsOf(fl({ med_pay_amount: '3000' }))[`${AUTO}.med_pay_amount`]).toBe('Please choose a medical payments amount')
    expect(fieldsOf(fl({ med_pay_amount: '5000' }))).toEqual({})
    expect(parsed(fl({ med_pay: false, med_pay_amount: '5000' })).auto_insurance_attributes.med_pay_amount).toBeNull()
  })

  it('step 2: ignores UM/UIM and MedPay where the state does not offer them', () => {
    const ny = { address: { street: '1 Main Street', city: 'Albany', state: 'NY', zip: '12207' }, auto: { pip: '50000', minimum_liability_limits: '25/50/10', med_pay: true, um_uim: true } }
    const auto = parsed(ny).auto_insurance_attributes
    expect(auto.med_pay).toBe(false)
    expect(auto.um_uim).toBe(true)
  })

  it.each(DISCOUNTS.filter((d) => 'detail' in d).map((d) => [d.flag, 'detail' in d ? d.detail : '', 'message' in d ? d.message : '']))(
    'step 2: %s requires its %s, whitespace-only counting as empty',
    (flag, detail, message) => {
      expect(fieldsOf({ auto: { [flag]: true, [detail]: '   ' } })[`${AUTO}.${detail}`]).toBe(message)
      const value = detail === 'number_of_vehicles' ? '3' : 'Something'
      expect(fieldsOf({ auto: { [flag]: true, [detail]: value } })).toEqual({})
      expect(fieldsOf({ auto: { [flag]: false, [detail]: '' } })).toEqual({})
    },
  )

  it('step 2: drops a dependent text whose checkbox is off and bounds the number of vehicles', () => {
    expect(parsed({ auto: { military: false, military_branch: 'Navy' } }).auto_insurance_attributes.military_branch).toBeNull()
    expect(fieldsOf({ auto: { multiple_vehicles: true, number_of_vehicles: '1' } })[`${AUTO}.number_of_vehicles`]).toMatch(/from 2 to 50/)
    expect(fieldsOf({ auto: { multiple_vehicles: true, number_of_vehicles: 'two' } })[`${AUTO}.number_of_vehicles`]).toMatch(/from 2 to 50/)
  })

  it('step 3: requires the authorization', () => {
    expect(fieldsOf({ auto: { authorization: false } })[`${AUTO}.authorization`]).toBe(AUTHORIZATION_MESSAGE)
    expect(AUTHORIZATION_MESSAGE).toBe('You must authorize GetQuote to proceed')
  })

  it('reports every step\'s problems at once, including cross-field ones', () => {
    const fields = fieldsOf({ applicant: { first_name: '' }, auto: { coverage_type: '', is_financed: true, authorization: false } })
    expect(Object.keys(fields).sort()).toEqual(
      [`${A}.first_name`, `${AUTO}.authorization`, `${AUTO}.coverage_type`, `${AUTO}.financial_institution`].sort(),
    )
  })

  it('strips fields a client may not set and bounds every text', () => {
    const request = parsed({ request: { status: 'quoted', user_id: 1, created_at: '2020-01-01' } })
    expect(request).not.toHaveProperty('status')
    expect(request).not.toHaveProperty('user_id')
    expect(fieldsOf({ applicant: { first_name: 'x'.repeat(10_000) } })[`${A}.first_name`]).toMatch(/characters or fewer/)
    expect(fieldsOf({ auto: { school: 'x'.repeat(10_000), good_student: true } })[`${AUTO}.school`]).toMatch(/characters or fewer/)
  })

  it('names the wizard steps and the 14 progress fields with the same dotted paths', () => {
    expect(WIZARD_STEPS.map((s) => s.title)).toEqual(['Personal & Vehicle Info', 'Coverage & Discounts', 'Authorization'])
    expect(PROGRESS_FIELDS).toHaveLength(14)
    const all: string[] = WIZARD_STEPS.flatMap((s) => [...s.paths])
    for (const path of PROGRESS_FIELDS) expect(all).toContain(path)
    expect(new Set(all).size).toBe(all.length)
  })
})
