import { describe, expect, it } from 'vitest'
import { confidenceLabel, prefillPolicy } from '../../../../shared/rules/declarationsDraft.ts'
import type { DeclarationsDraftJson } from '../../../../shared/schemas/declarationsDraft.ts'

const sure = <T>(value: T, confidence = 1) => ({ value, confidence })

const draft: DeclarationsDraftJson = {
  source: 'ocr',
  carrier: sure('Acme Mutual Insurance Company', 0.93),
  policy_number: sure('AM-4471-2093', 0.7),
  effective_date: sure('2027-03-01'),
  expiration_date: sure('2027-09-01', 0.5),
  premium: sure('1284.50'),
  state: sure('TX'),
  vins: [sure('1HGCV1F39MA104218', 0.88)],
  drivers: [sure('Dana Rivera'), sure('Sam Rivera')],
  bodily_injury_per_person: sure(100000),
  bodily_injury_per_accident: sure(300000, 0.8),
  property_damage: sure(100000),
  um_uim_per_person: sure('declined'),
  um_uim_per_accident: sure('declined'),
  pip: sure(2500),
  med_pay: sure('declined'),
  comprehensive_deductible: sure(500),
  collision_deductible: sure(1000),
  rental_per_day: sure(40),
  rental_maximum: sure(1200),
  roadside: sure(true),
  lienholder: sure('First Community Credit Union'),
  financed: sure(true),
}

describe('prefillPolicy', () => {
  it('fills the policy form from a draft, each filled field with its confidence', () => {
    const { values, confidence } = prefillPolicy(draft)
    expect(values).toEqual({
      carrier_id: '', carrier_name: 'Acme Mutual Insurance Company', policy_number: 'AM-4471-2093', state: 'TX', term_months: 6,
      effective_date: '2027-03-01', premium: '1284.50', down_payment: '1284.50', monthly_instalment: '0', instalment_count: 0,
      deductible: '1000', liability_limits: '100/300/100',
      coverages: { pip: '2500', um_uim: '', med_pay: '', comprehensive: true, collision: true, rental: '40', roadside: true },
      discounts: [], vehicles: [{ vin: '1HGCV1F39MA104218', year: '', make: '', model: '', financed: true, leased: false }],
      drivers: [{ name: 'Dana Rivera' }, { name: 'Sam Rivera' }], homeowner: false,
    })
    expect(confidence).toEqual({
      carrier_name: 0.93, policy_number: 0.7, state: 1, effective_date: 1, premium: 1, term_months: 0.5, liability_limits: 0.8,
      deductible: 1, 'coverages.pip': 1, 'coverages.med_pay': 1, 'coverages.rental': 1, 'vehicles.0.vin': 0.88, 'drivers.0.name': 1, 'drivers.1.name': 1,
    })
  })
})

describe('confidenceLabel', () => {
  it('says how sure the reader was in three steps', () => {
    expect([0.95, 0.7, 0.3].map(confidenceLabel)).toEqual(['Read with high confidence', 'Read with medium confidence: please check', 'Read with low confidence: please check carefully'])
  })
})
