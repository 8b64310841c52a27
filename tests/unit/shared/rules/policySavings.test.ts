import { describe, expect, it } from 'vitest'
import { compareWithPolicy, currentPolicyFor } from '../../../../shared/rules/policySavings.ts'

const coverages = { pip: null, um_uim: '100/300', med_pay: 5000, comprehensive: true, collision: true, rental: 30, roadside: true }
const policy = {
  status: 'active' as const, state: 'CA', request_number: null, expiration_date: '2027-03-01', premium: '1300.00', term_months: 12,
  liability_limits: '100/300/100', deductible: 500, coverages,
}

describe('currentPolicyFor', () => {
  it('picks the current policy in the request\'s state that expires last, never one bound from this request', () => {
    const later = { ...policy, expiration_date: '2027-06-01' }
    const fromThisRequest = { ...policy, expiration_date: '2027-09-01', request_number: 'GQ-1' }
    const expired = { ...policy, status: 'expired' as const, expiration_date: '2027-12-01' }
    const elsewhere = { ...policy, state: 'TX', expiration_date: '2027-11-01' }
    expect(currentPolicyFor([policy, later, fromThisRequest, expired, elsewhere], 'CA', 'GQ-1')).toBe(later)
    expect(currentPolicyFor([expired, elsewhere], 'CA', 'GQ-1')).toBeNull()
  })
})

describe('compareWithPolicy', () => {
  it('spreads a 6-month policy over a year and says what an offer as good saves', () => {
    const sixMonths = { ...policy, premium: '650.00', term_months: 6 }
    expect(compareWithPolicy({ price_per_year: '1180.50', liability_limits: '100/300/100', deductible: 500, coverages }, sixMonths))
      .toEqual({ yearlySaving: '119.50', costsMore: false, coversLess: [] })
  })

  it('flags every way a cheaper offer covers less, and a dearer one as costing more', () => {
    const thin = { pip: null, um_uim: null, med_pay: 1000, comprehensive: false, collision: true, rental: null, roadside: false }
    expect(compareWithPolicy({ price_per_year: '900.00', liability_limits: '50/100/50', deductible: 1000, coverages: thin }, policy)).toEqual({
      yearlySaving: '400.00',
      costsMore: false,
      coversLess: [
        'Lower liability limits (50/100/50 against 100/300/100)', 'A higher deductible ($1,000 against $500)', 'No comprehensive',
        'No uninsured/underinsured motorist cover', 'Less medical payments cover', 'No rental car', 'No roadside assistance',
      ],
    })
    expect(compareWithPolicy({ price_per_year: '1350.25', liability_limits: '100/300/100', deductible: 500, coverages }, policy))
      .toEqual({ yearlySaving: '50.25', costsMore: true, coversLess: [] })
  })
})
