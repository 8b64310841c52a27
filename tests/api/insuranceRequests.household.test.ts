import { describe, expect, it } from 'vitest'
import { InsuranceRequestJson } from '../../shared/schemas/insuranceRequestJson.ts'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser } from '../support/factories.ts'
import { validRequestBody } from '../support/insuranceRequestBodies.ts'
import { householdParts, twoDriverHousehold, type HouseholdParts } from '../support/households.ts'

const PATH = '/api/v1/insurance_requests'
const lastYear = new Date().getFullYear() - 1

async function requestCount(userId: number) {
  const { app } = await testServer()
  const row = await app.knex('insurance_requests').where({ user_id: userId }).count({ n: '*' }).first()
  return Number(row?.n)
}

/** The household with `change` made to its members, posted; answers the response for the caller to check. */
async function postHousehold(change: (parts: HouseholdParts) => void, lists: (parts: HouseholdParts) => Record<string, unknown> = twoDriverHousehold) {
  const { token, user } = await createUser()
  const parts = householdParts()
  change(parts)
  const res = await http('POST', PATH, { token, body: validRequestBody({ request: lists(parts) }) })
  return { res, count: () => requestCount(user.id) }
}

describe('POST /api/v1/insurance_requests with a household', () => {
  it('still creates a request from the spec\'s single-vehicle payload, with no drivers or vehicles', async () => {
    const { token } = await createUser()
    const { drivers_attributes: _drivers, vehicles_attributes: _vehicles, ...specPayload } = validRequestBody().insurance_request
    const res = await http('POST', PATH, { token, body: { insurance_request: specPayload } })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const data = InsuranceRequestJson.parse(res.body.data)
    expect(data.request_number).toMatch(/^GQ-/)
    expect(data.drivers).toEqual([])
    expect(data.vehicles).toEqual([])
  })

  it('stores every driver, incident and vehicle, decoding the year and maker from a VIN', async () => {
    const { res } = await postHousehold(() => undefined)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const data = InsuranceRequestJson.parse(res.body.data)
    expect(data.drivers).toEqual([
      { first_name: 'Dana', last_name: 'Scully', date_of_birth: '1984-02-23', relationship: 'applicant', license_state: 'CA', license_number: 'D1234567', years_licensed: 20, incidents: [] },
      {
        first_name: 'Fox', last_name: 'Mulder', date_of_birth: '2003-10-13', relationship: 'spouse', license_state: 'CA', license_number: null, years_licensed: 4,
        incidents: [{ kind: 'at_fault_accident', month: 3, year: lastYear }],
      },
    ])
    expect(data.vehicles).toEqual([
      { vin: '1HGCM82633A004352', year: 2003, make: 'Honda', model: null, use: 'commute', annual_miles: 12000, main_driver: 1 },
      { vin: null, year: 2019, make: 'Toyota', model: 'Corolla', use: 'pleasure', annual_miles: 6000, main_driver: 2 },
    ])
    const { token } = await createUser({ admin: true })
    const shown = await http('GET', `${PATH}/${data.request_number}`, { token })
    expect(shown.status).toBe(200)
    expect(shown.body.data.drivers).toEqual(data.drivers)
    expect(shown.body.data.vehicles).toEqual(data.vehicles)
  })

  it('answers 401 to a visitor sending a household', async () => {
    const res = await http('POST', PATH, { body: validRequestBody({ request: twoDriverHousehold() }) })
    expect(res.status).toBe(401)
  })

  const refusals: [string, (parts: HouseholdParts) => void, string, string][] = [
    ['a future incident', (h) => { h.spouse.incidents_attributes = [{ kind: 'speeding', month: '1', year: String(lastYear + 3) }] }, 'drivers_attributes.1.incidents_attributes.0.year', 'An incident cannot be in the future'],
    ['an incident over 5 years old', (h) => { h.spouse.incidents_attributes = [{ kind: 'dui', month: '1', year: String(lastYear - 6) }] }, 'drivers_attributes.1.incidents_attributes.0.year', 'Only incidents in the last 5 years are asked for'],
    ['an unknown incident kind', (h) => { h.spouse.incidents_attributes = [{ kind: 'arson', month: '1', year: String(lastYear) }] }, 'drivers_attributes.1.incidents_attributes.0.kind', 'Please choose what happened'],
    ['an impossible birthday', (h) => { h.applicant.date_of_birth = '1990-02-30' }, 'drivers_attributes.0.date_of_birth', 'Please enter a real date of birth'],
    ['a second applicant', (h) => { h.spouse.relationship = 'applicant' }, 'drivers_attributes.1.relationship', 'Only the first driver is the applicant'],
    ['more years licensed than possible', (h) => { h.spouse.years_licensed = '40' }, 'drivers_attributes.1.years_licensed', 'More years licensed than this driver could have had'],
    ['a vehicle with neither VIN nor model', (h) => { h.byModel.year = '' }, 'vehicles_attributes.1.year', 'Enter a VIN, or the year, make and model'],
    ['a model the make does not have', (h) => { h.byModel.model = 'Mustang' }, 'vehicles_attributes.1.model', 'Please choose a model from the list'],
    ['a VIN with a wrong check digit', (h) => { h.byVin.vin = '1HGCM82643A004352' }, 'vehicles_attributes.0.vin', 'This VIN is not valid (its check digit does not match)'],
    ['a main driver who is not listed', (h) => { h.byVin.main_driver = '3' }, 'vehicles_attributes.0.main_driver', 'Please choose one of the drivers listed'],
  ]
  for (const [what, change, path, message] of refusals) {
    it(`answers 422 to ${what} and saves nothing`, async () => {
      const { res, count } = await postHousehold(change)
      expect(res.status, JSON.stringify(res.body)).toBe(422)
      expect(res.body.fields[`insurance_request.${path}`]).toBe(message)
      expect(await count()).toBe(0)
    })
  }

  it('answers 422 to more than 6 drivers, 5 vehicles or a list that is not a list, and saves nothing', async () => {
    const many = await postHousehold(() => undefined, (h) => ({ drivers_attributes: Array.from({ length: 7 }, () => h.spouse), vehicles_attributes: [] }))
    expect(many.res.status).toBe(422)
    expect(many.res.body.fields['insurance_request.drivers_attributes']).toBe('At most 6 drivers')
    const cars = await postHousehold(() => undefined, (h) => ({ drivers_attributes: [], vehicles_attributes: Array.from({ length: 6 }, () => h.byModel) }))
    expect(cars.res.body.fields['insurance_request.vehicles_attributes']).toBe('At most 5 vehicles')
    const { token, user } = await createUser()
    const notList = await http('POST', PATH, { token, body: validRequestBody({ request: { drivers_attributes: { 0: 'x' } } }) })
    expect(notList.status).toBe(422)
    expect(notList.body.fields['insurance_request.drivers_attributes']).toBe('Drivers must be a list')
    expect([await many.count(), await cars.count(), await requestCount(user.id)]).toEqual([0, 0, 0])
  })
})
