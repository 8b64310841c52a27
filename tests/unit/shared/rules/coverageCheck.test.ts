import { describe, expect, it } from 'vitest'
import { checkCoverage, type CheckedPolicy } from '../../../../shared/rules/coverageCheck.ts'

const TODAY = '2026-11-27'

function policy(overrides: Partial<CheckedPolicy> = {}): CheckedPolicy {
  return {
    state: 'CA',
    liability_limits: '100/300/100',
    deductible: 500,
    coverages: { pip: null, um_uim: '100/300', med_pay: null, comprehensive: true, collision: true, rental: null, roadside: false },
    vehicles: [{ vin: '1HGCM82633A004352', year: 2019, make: 'Honda', model: 'Accord', financed: false, leased: false }],
    homeowner: false,
    effective_date: '2026-06-01',
    expiration_date: '2027-06-01',
    status: 'active',
    ...overrides,
  }
}

const codes = (overrides: Partial<CheckedPolicy>) => checkCoverage(policy(overrides), TODAY).map((item) => `${item.level}:${item.code}`)

describe('checkCoverage', () => {
  it('finds nothing on a well-covered CA policy', () => {
    expect(checkCoverage(policy(), TODAY)).toEqual([])
  })

  it('reads the liability minimum in force on the effective date', () => {
    // California's minimum rose from 15/30/5 to 30/60/15 on 2025-01-01.
    expect(codes({ liability_limits: '15/30/5', effective_date: '2024-06-01', expiration_date: '2025-06-01', status: 'expired' })).toEqual(['error:expired'])
    expect(codes({ liability_limits: '15/30/5' })).toEqual(['error:liability_below_minimum'])
  })

  it('says in plain words why a below-minimum liability matters and what fixes it', () => {
    const [item] = checkCoverage(policy({ liability_limits: '15/30/5' }), TODAY)
    expect(item).toEqual({
      code: 'liability_below_minimum',
      level: 'error',
      title: 'Liability is below the California minimum',
      why: 'Liability $15,000/$30,000/$5,000 is below the California minimum of $30,000/$60,000/$15,000. Driving with less than the law asks can mean fines, a suspended licence, and paying for others\' injuries yourself.',
      fix: 'Raise your liability limits to at least the California minimum.',
    })
  })

  it('requires PIP where it is compulsory, and flags no UM/UIM where the state offers it', () => {
    expect(codes({ state: 'NY', liability_limits: '25/50/10', coverages: { ...policy().coverages, um_uim: null } })).toEqual(['error:pip_below_minimum', 'warning:no_um_uim'])
  })

  it('flags no MedPay or PIP where MedPay is recommended (Texas), but not where PIP is carried', () => {
    const texas = { state: 'TX', liability_limits: '30/60/25' }
    expect(codes(texas)).toEqual(['warning:no_med_pay'])
    expect(codes({ ...texas, coverages: { ...policy().coverages, pip: 2500 } })).toEqual([])
  })

  it('flags a financed or leased car without comprehensive and collision as an error', () => {
    const bare = { ...policy().coverages, comprehensive: false, collision: false }
    const leased = [{ ...policy().vehicles[0], vin: '1HGCM82633A004352', year: null, make: null, model: null, financed: false, leased: true }]
    expect(checkCoverage(policy({ vehicles: leased, coverages: bare }), TODAY)[0]?.title).toBe('A financed or leased car without comprehensive and collision')
    expect(codes({ vehicles: leased, coverages: { ...bare, comprehensive: true, collision: true } })).toEqual([])
  })

  it('warns a homeowner below 100/300/100 and anyone with a deductible over $1,000', () => {
    expect(codes({ homeowner: true, liability_limits: '50/100/50' })).toEqual(['warning:homeowner_liability'])
    expect(codes({ homeowner: false, liability_limits: '50/100/50' })).toEqual([])
    expect(codes({ deductible: 1000 })).toEqual([])
    expect(codes({ deductible: 1500 })).toEqual(['warning:high_deductible'])
  })

  it('warns from 45 days before expiry and calls an expired policy a lapse; a renewed one never', () => {
    expect(codes({ expiration_date: '2027-01-11' })).toEqual(['warning:expiring_soon'])
    expect(checkCoverage(policy({ expiration_date: '2026-11-28' }), TODAY)[0]?.title).toBe('Expires in 1 day')
    expect(codes({ expiration_date: '2027-01-12' })).toEqual([])
    expect(codes({ expiration_date: TODAY })).toEqual(['error:expired'])
    expect(codes({ expiration_date: '2026-01-01', status: 'renewed' })).toEqual([])
  })

  it('lists errors before warnings', () => {
    expect(codes({ deductible: 2000, liability_limits: '15/30/5' })).toEqual(['error:liability_below_minimum', 'warning:high_deductible'])
  })
})
