import { describe, expect, it } from 'vitest'
import { bindingWaitsNote, licenceLine, licenceProblem, licenceStanding } from '../../../../shared/rules/licences.ts'
import { describeAgencyChange } from '../../../../shared/rules/agencyChanges.ts'

const ca = { state: 'CA', licence_number: '0K12345', lines_of_authority: ['Property', 'Casualty'], expires_on: '2026-12-31' }
const agency = { legal_name: 'Acme Agency', state_of_domicile: 'CA', principal_place_of_business: '1 Main St, Fresno, CA', national_producer_number: '123', licences: [ca] }

describe('licenceStanding and licenceProblem', () => {
  it('keeps a licence in force through its expiry day and reports the day after', () => {
    expect(licenceStanding([ca], 'CA', new Date(2026, 11, 31, 23, 59))).toBe('in_force')
    expect(licenceStanding([ca], 'CA', new Date(2027, 0, 1, 0, 1))).toBe('expired')
    expect(licenceProblem([ca], 'CA', new Date(2027, 0, 1))).toBe(
      'GetQuote’s licence in California (0K12345) expired on Dec 31, 2026, so offers there cannot be bound until it is renewed in Agency settings.',
    )
  })

  it('names a state without a licence', () => {
    expect(licenceStanding([ca], 'NV', new Date(2026, 0, 1))).toBe('missing')
    expect(licenceProblem([ca], 'NV', new Date(2026, 0, 1))).toBe('GetQuote holds no licence in Nevada, so offers there cannot be bound. Add the licence in Agency settings first.')
  })

  it('words the licence line', () => {
    expect(licenceLine([ca], 'CA')).toBe('California licence no. 0K12345')
    expect(licenceLine([ca], 'NV')).toBeNull()
  })
})

describe('bindingWaitsNote', () => {
  it('tells the customer why a chosen offer waits, and nothing while the licence is in force', () => {
    expect(bindingWaitsNote([ca], 'CA', new Date(2026, 11, 31, 12))).toBeNull()
    expect(bindingWaitsNote([ca], 'CA', new Date(2027, 0, 1, 12))).toBe(
      'Your agent cannot bind this offer yet: GetQuote’s licence in California has expired and is being renewed. Nothing is bound or charged until then, and we e-mail you as soon as your policy is bound.',
    )
    expect(bindingWaitsNote([ca], 'NV', new Date(2026, 0, 1))).toContain('GetQuote does not yet hold a licence in Nevada.')
  })
})

describe('describeAgencyChange', () => {
  it('says what a save added, changed and removed, and nothing for no change', () => {
    const nv = { ...ca, state: 'NV', licence_number: 'NV-1' }
    expect(describeAgencyChange(null, agency)).toBe('Set up Acme Agency with 1 licence')
    expect(describeAgencyChange(agency, agency)).toBeNull()
    expect(describeAgencyChange(agency, { ...agency, national_producer_number: '456', licences: [nv] })).toBe(
      'Changed national producer number; Added NV licence NV-1, Property/Casualty, until 2026-12-31; Removed CA licence 0K12345',
    )
  })
})
