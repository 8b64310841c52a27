import { describe, expect, it } from 'vitest'
import { InsuranceRequestJson } from '../../shared/schemas/insuranceRequestJson.ts'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, mailTo } from '../support/factories.ts'
import { floridaOverrides, validRequestBody, type RequestOverrides } from '../support/insuranceRequestBodies.ts'

const PATH = '/api/v1/insurance_requests'
const A = 'insurance_request.applicant_attributes'
const ADDR = `${A}.address_attributes`
const AUTO = 'insurance_request.auto_insurance_attributes'

async function rowsFor(userId: number) {
  const { app } = await testServer()
  const ids = app.knex('insurance_requests').where({ user_id: userId }).select('id')
  const [requests, applicants, autos] = await Promise.all([
    app.knex('insurance_requests').where({ user_id: userId }).count({ n: '*' }).first(),
    app.knex('applicants').whereIn('insurance_request_id', ids.clone()).count({ n: '*' }).first(),
    app.knex('auto_insurances').whereIn('insurance_request_id', ids.clone()).count({ n: '*' }).first(),
  ])
  return [requests?.n, applicants?.n, autos?.n].map(Number)
}

/** Posts a body that must be refused: 422, the message on its path, and no row written. */
async function expectRejected(body: unknown, path: string, message?: string | RegExp) {
  const { token, user } = await createUser()
  const res = await http('POST', PATH, { token, body })
  expect(res.status, JSON.stringify(res.body)).toBe(422)
  expect(res.body.code).toBe('validation_failed')
  expect(res.body.fields).toHaveProperty([path])
  if (typeof message === 'string') expect(res.body.fields[path]).toBe(message)
  else if (message) expect(res.body.fields[path]).toMatch(message)
  expect(res.body.errors).toContain(res.body.fields[path])
  expect(await rowsFor(user.id)).toEqual([0, 0, 0])
}

async function expectAccepted(overrides: RequestOverrides) {
  const { token } = await createUser()
  const res = await http('POST', PATH, { token, body: validRequestBody(overrides) })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return InsuranceRequestJson.parse(res.body.data)
}

const fl = (auto: Record<string, unknown>): RequestOverrides => ({ ...floridaOverrides, auto: { ...floridaOverrides.auto, ...auto } })

describe('POST /api/v1/insurance_requests', () => {
  it('creates the request, applicant, address and auto details and answers 201 with the request number', async () => {
    const { token, user } = await createUser()
    const res = await http('POST', PATH, { token, body: validRequestBody({ applicant: { phone_number: '+1 415 555 0134' } }) })
    expect(res.status).toBe(201)
    const data = InsuranceRequestJson.parse(res.body.data)
    expect(data.request_number).toMatch(/^GQ-[0-9A-Z]{10}$/)
    expect(data.status).toBe('pending')
    expect(data.applicant).toMatchObject({ full_name: 'Dana Scully', phone_number: '(415) 555-0134', address: { state: 'CA', zip: '94105' } })
    expect(data.auto_insurance).toMatchObject({ vin: '1HGCM82633A004352', deductible: 500, minimum_liability_limits: '30/60/15', pip: null })
    expect(await rowsFor(user.id)).toEqual([1, 1, 1])
  })

  it('answers the stored auto details with every field, in the order the API has always sent them', async () => {
    const { token } = await createUser()
    const res = await http('POST', PATH, { token, body: validRequestBody() })
    expect(res.status).toBe(201)
    expect(JSON.stringify(res.body.data.auto_insurance)).toBe(JSON.stringify({
      vin: '1HGCM82633A004352', insurance_company_length: '1_2', insurance_company: 'Acme Mutual', car_ownership_length: '3_5',
      is_financed: false, financial_institution: null, coverage_type: 'full_coverage', deductible: 500,
      minimum_liability_limits: '30/60/15', pip: null, um_uim: false, med_pay: false, med_pay_amount: null,
      professional_organization: false, professional_organization_name: null, defensive_driving_certificate: false,
      multiple_vehicles: false, number_of_vehicles: null, homeowner: false, good_student: false, school: null,
      safety_features: false, safety_features_list: null, anti_theft_devices: false, full_payment_upfront: false,
      clean_record: false, paperless_billing: false, automatic_payments: false, telematics_program: false, military: false,
      military_branch: null, senior_course: false, affinity_group: false, affinity_group_name: null, advance_quote: false,
      had_insurance_lapse: false, authorization: true,
    }))
  })

  it('stores a Florida request with PIP, UM/UIM and MedPay', async () => {
    const data = await expectAccepted(floridaOverrides)
    expect(data.auto_insurance).toMatchObject({ pip: 10000, um_uim: true, med_pay: true, med_pay_amount: 2500 })
  })

  it('ignores status, user and timestamps sent by the client', async () => {
    const { token, user } = await createUser()
    const other = await createUser()
    const body = validRequestBody({ request: { status: 'purchased', user_id: other.user.id, created_at: '2001-01-01T00:00:00Z' } })
    const res = await http('POST', PATH, { token, body: { ...body, status: 'quoted', user_id: other.user.id } })
    expect(res.status).toBe(201)
    expect(res.body.data.status).toBe('pending')
    expect(res.body.data.created_at.startsWith('2001')).toBe(false)
    expect(await rowsFor(user.id)).toEqual([1, 1, 1])
    expect(await rowsFor(other.user.id)).toEqual([0, 0, 0])
  })

  it('mails a confirmation with the request number to the account', async () => {
    const { token, email } = await createUser({ first_name: '<b>Fox</b>' })
    const res = await http('POST', PATH, { token, body: validRequestBody() })
    const [mail] = await mailTo(email)
    expect(mail?.subject).toContain(res.body.data.request_number)
    expect(mail?.text_body).toContain(res.body.data.request_number)
    expect(mail?.html_body).toContain(res.body.data.request_number)
    expect(mail?.html_body).toContain('&lt;b&gt;Fox&lt;/b&gt;')
    expect(mail?.html_body).not.toContain('<b>Fox</b>')
  })

  it('answers 401 to a visitor and writes nothing', async () => {
    const { app } = await testServer()
    const before = await app.knex('insurance_requests').count({ n: '*' }).first()
    const res = await http('POST', PATH, { body: validRequestBody() })
    expect(res.status).toBe(401)
    const after = await app.knex('insurance_requests').count({ n: '*' }).first()
    expect(Number(after?.n)).toBe(Number(before?.n))
  })

  describe('step 1 rules', () => {
    it.each([
      ['an empty state', { address: { state: '' } }, `${ADDR}.state`],
      ['an empty first name', { applicant: { first_name: '' } }, `${A}.first_name`],
      ['a whitespace last name', { applicant: { last_name: '   ' } }, `${A}.last_name`],
      ['an empty street', { address: { street: '' } }, `${ADDR}.street`],
      ['an empty city', { address: { city: ' ' } }, `${ADDR}.city`],
      ['a short zip', { address: { zip: '941' } }, `${ADDR}.zip`],
      ['an empty phone', { applicant: { phone_number: '' } }, `${A}.phone_number`],
      ['an empty e-mail', { applicant: { email: '' } }, `${A}.email`],
      ['a short VIN', { auto: { vin: '1HGCM' } }, `${AUTO}.vin`],
      ['no insurance tenure', { auto: { insurance_company_length: '' } }, `${AUTO}.insurance_company_length`],
      ['an unknown insurance tenure', { auto: { insurance_company_length: '10_plus' } }, `${AUTO}.insurance_company_length`],
      ['no car ownership length', { auto: { car_ownership_length: '' } }, `${AUTO}.car_ownership_length`],
      ['financed without an institution', { auto: { is_financed: true, financial_institution: ' ' } }, `${AUTO}.financial_institution`],
    ])('rejects %s with "* required"', async (_name, overrides, path) => {
      await expectRejected(validRequestBody(overrides), path, '* required')
    })

    it.each([
      ['a one-letter first name', { applicant: { first_name: 'D' } }, `${A}.first_name`, 'Please enter at least 2 characters'],
      ['a short street', { address: { street: '1 Ma' } }, `${ADDR}.street`, 'Please enter at least 5 characters'],
      ['a short city', { address: { city: 'S' } }, `${ADDR}.city`, 'Please enter at least 2 characters'],
      ['a short phone', { applicant: { phone_number: '555-0134' } }, `${A}.phone_number`, 'Please enter a valid US phone number'],
      ['an invalid e-mail', { applicant: { email: 'dana@' } }, `${A}.email`, 'Please enter a valid email address'],
    ])('rejects %s, saying what is wrong with it', async (_name, overrides, path, message) => {
      await expectRejected(validRequestBody(overrides), path, message)
    })

    it('accepts the same fields when filled in (financed with an institution, no licence)', async () => {
      const data = await expectAccepted({ applicant: { drivers_license: '' }, auto: { is_financed: true, financial_institution: 'Chase Auto' } })
      expect(data.applicant?.drivers_license).toBeNull()
      expect(data.auto_insurance?.financial_institution).toBe('Chase Auto')
    })

    it('rejects an unknown state, a VIN with a wrong check digit and a ZIP outside the state', async () => {
      await expectRejected(validRequestBody({ address: { state: 'XX' } }), `${ADDR}.state`, 'Please choose a state from the list')
      await expectRejected(validRequestBody({ auto: { vin: '1HGCM82633A004353' } }), `${AUTO}.vin`, /check digit/)
      await expectRejected(validRequestBody({ address: { zip: '33131' } }), `${ADDR}.zip`, 'This ZIP code is not in California')
    })

    it('keeps the insurer name only when there is a tenure', async () => {
      expect((await expectAccepted({ auto: { insurance_company_length: 'none', insurance_company: 'Acme' } })).auto_insurance?.insurance_company).toBeNull()
      expect((await expectAccepted({ auto: { insurance_company_length: 'lt_1', insurance_company: 'Acme' } })).auto_insurance?.insurance_company).toBe('Acme')
    })
  })

  describe('step 2 rules', () => {
    it('requires coverage type and liability limits with the spec messages', async () => {
      await expectRejected(validRequestBody({ auto: { coverage_type: '' } }), `${AUTO}.coverage_type`, 'Coverage type is required')
      await expectRejected(validRequestBody({ auto: { coverage_type: 'everything' } }), `${AUTO}.coverage_type`, 'Coverage type is required')
      await expectRejected(validRequestBody({ auto: { minimum_liability_limits: '' } }), `${AUTO}.minimum_liability_limits`, 'Minimum liability limits required')
    })

    it('accepts only limits offered in the state', async () => {
      await expectRejected(validRequestBody({ auto: { minimum_liability_limits: '15/30/5' } }), `${AUTO}.minimum_liability_limits`, /offered in California/)
      expect((await expectAccepted({ auto: { minimum_liability_limits: '250/500/100' } })).auto_insurance?.minimum_liability_limits).toBe('250/500/100')
    })

    it('requires a deductible with full coverage only', async () => {
      await expectRejected(validRequestBody({ auto: { deductible: '' } }), `${AUTO}.deductible`, 'Deductible is required')
      await expectRejected(validRequestBody({ auto: { deductible: '300' } }), `${AUTO}.deductible`, 'Please choose a deductible')
      expect((await expectAccepted({ auto: { coverage_type: 'liability_only', deductible: '' } })).auto_insurance?.deductible).toBeNull()
    })

    it('requires PIP in a PIP state, from that state\'s options, and ignores it elsewhere', async () => {
      await expectRejected(validRequestBody(fl({ pip: '' })), `${AUTO}.pip`, 'PIP coverage is required in Florida')
      await expectRejected(validRequestBody(fl({ pip: '7000' })), `${AUTO}.pip`, /PIP amounts offered in Florida/)
      expect((await expectAccepted(fl({ pip: 50000 }))).auto_insurance?.pip).toBe(50000)
      expect((await expectAccepted({ auto: { pip: '10000' } })).auto_insurance?.pip).toBeNull()
    })

    it('requires a MedPay amount when MedPay is checked', async () => {
      await expectRejected(validRequestBody(fl({ med_pay_amount: '' })), `${AUTO}.med_pay_amount`, 'Medical payments amount is required')
      await expectRejected(validRequestBody(fl({ med_pay_amount: '2000' })), `${AUTO}.med_pay_amount`, 'Please choose a medical payments amount')
      expect((await expectAccepted(fl({ med_pay: false, med_pay_amount: '' }))).auto_insurance?.med_pay_amount).toBeNull()
    })

    it.each([
      ['professional_organization', 'professional_organization_name', 'Organization name is required', 'IEEE'],
      ['multiple_vehicles', 'number_of_vehicles', 'Number of vehicles is required', '3'],
      ['good_student', 'school', 'School name is required', 'State U'],
      ['safety_features', 'safety_features_list', 'Safety features list is required', 'ABS, airbags'],
      ['military', 'military_branch', 'Military branch is required', 'Navy'],
      ['affinity_group', 'affinity_group_name', 'Affinity group name is required', 'AAA'],
    ])('requires %s\'s %s when checked (whitespace-only is empty)', async (flag, detail, message, value) => {
      await expectRejected(validRequestBody({ auto: { [flag]: true, [detail]: '  ' } }), `${AUTO}.${detail}`, message)
      const data = await expectAccepted({ auto: { [flag]: true, [detail]: value } })
      expect(data.auto_insurance).toHaveProperty(detail, detail === 'number_of_vehicles' ? 3 : value)
    })
  })

  describe('step 3 rule', () => {
    it('requires the authorization', async () => {
      await expectRejected(validRequestBody({ auto: { authorization: false } }), `${AUTO}.authorization`, 'You must authorize GetQuote to proceed')
    })
  })

  describe('bad input', () => {
    it.each([
      ['a missing envelope', {}, 'insurance_request'],
      ['a missing applicant', { insurance_request: { insurance_type: 'auto', auto_insurance_attributes: {} } }, `${A}`],
      ['a missing address', validRequestBody({ applicant: { address_attributes: undefined } }), `${ADDR}`],
      ['an array for the auto details', validRequestBody({ request: { auto_insurance_attributes: [] } }), 'insurance_request.auto_insurance_attributes'],
      ['an array for the address', validRequestBody({ applicant: { address_attributes: [{ state: 'CA' }] } }), `${ADDR}`],
      ['a number for the first name', validRequestBody({ applicant: { first_name: 42 } }), `${A}.first_name`],
      ['a string for a checkbox', validRequestBody({ auto: { homeowner: 'yes' } }), `${AUTO}.homeowner`],
      ['a fractional PIP', validRequestBody(fl({ pip: 10000.5 })), `${AUTO}.pip`],
      ['a 10,000-character street', validRequestBody({ address: { street: 'x'.repeat(10_000) } }), `${ADDR}.street`],
      ['a 10,000-character school', validRequestBody({ auto: { good_student: true, school: 'x'.repeat(10_000) } }), `${AUTO}.school`],
      ['a 10,000-character VIN', validRequestBody({ auto: { vin: 'x'.repeat(10_000) } }), `${AUTO}.vin`],
      ['another insurance type', validRequestBody({ request: { insurance_type: 'life' } }), 'insurance_request.insurance_type'],
    ])('answers 422 to %s and writes nothing', async (_name, body, path) => {
      await expectRejected(body, path)
    })

    it('answers 422 with per-field messages to a JSON array body and 400 to broken JSON', async () => {
      await expectRejected([validRequestBody()], 'insurance_request')
      const { token } = await createUser()
      const res = await http('POST', PATH, { token, rawBody: '{"insurance_request":' })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe('malformed_json')
    })

    it('lists every problem of an empty request at once', async () => {
      const { token } = await createUser()
      const res = await http('POST', PATH, {
        token,
        body: { insurance_request: { insurance_type: 'auto', applicant_attributes: { address_attributes: {} }, auto_insurance_attributes: {} } },
      })
      expect(res.status).toBe(422)
      expect(Object.keys(res.body.fields)).toEqual(expect.arrayContaining([`${A}.first_name`, `${ADDR}.zip`, `${AUTO}.vin`, `${AUTO}.authorization`]))
    })
  })
})
