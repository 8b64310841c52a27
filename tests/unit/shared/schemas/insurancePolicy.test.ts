import { describe, expect, it } from 'vitest'
import { InsurancePolicyForm, policyFormValues, type InsurancePolicyJson } from '../../../../shared/schemas/insurancePolicy.ts'

const saved: InsurancePolicyJson = {
  id: 7, origin: 'added', offer_id: null, request_number: null, carrier_id: null, carrier_name: 'Faraway Mutual',
  policy_number: 'FM-2026-0001', state: 'CA', term_months: 12, effective_date: '2026-03-01', expiration_date: '2027-03-01',
  premium: '1200.00', down_payment: '200.00', monthly_instalment: '100.00', instalment_count: 10, deductible: 500,
  liability_limits: '100/300/100', coverages: { pip: null, um_uim: '100/300', med_pay: 5000, comprehensive: true, collision: false, rental: null, roadside: true },
  discounts: ['Good driver', 'Paperless'], vehicles: [{ vin: '1HGCM82633A004352', year: 2019, make: 'Honda', model: null, financed: true, leased: false }],
  drivers: [{ name: 'Dana Scully' }], homeowner: true, status: 'active', status_changed_at: '2026-03-01T00:00:00.000Z', cancellation_date: null, auto_reshop: false, reshop_request_number: null,
  owner: { id: 1, name: 'Dana Scully', email: 'dana@example.com' }, created_at: '2026-03-01T00:00:00.000Z', updated_at: '2026-03-01T00:00:00.000Z',
}

describe('policyFormValues', () => {
  it('turns a saved policy into form values that parse back to the same policy', () => {
    const parsed = InsurancePolicyForm.parse(policyFormValues(saved))
    expect(parsed).toEqual({
      carrier_id: null, carrier_name: 'Faraway Mutual', policy_number: 'FM-2026-0001', state: 'CA', term_months: 12, effective_date: '2026-03-01',
      premium: '1200.00', down_payment: '200.00', monthly_instalment: '100.00', instalment_count: 10, deductible: 500, liability_limits: '100/300/100',
      coverages: saved.coverages, discounts: saved.discounts, vehicles: saved.vehicles, drivers: saved.drivers, homeowner: true,
    })
  })

  it('keeps a listed carrier by its id and leaves the typed name empty', () => {
    expect(InsurancePolicyForm.parse(policyFormValues({ ...saved, carrier_id: 3, carrier_name: 'Listed Mutual' }))).toMatchObject({ carrier_id: 3, carrier_name: null })
  })
})

describe('InsurancePolicyForm', () => {
  it('asks for exactly one of a listed or a typed carrier', () => {
    const values = policyFormValues(saved)
    const result = InsurancePolicyForm.safeParse({ ...values, carrier_id: '4' })
    expect(result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['carrier_id', 'Please choose a carrier or type its name']])
  })
})
