import { describe, expect, it } from 'vitest'
import { accountKeptUntil, describeRequestRetention, requestRetention, retentionTableRows } from '../../../../shared/rules/retention.ts'
import { agencyRetentionFor } from '../../../../shared/constants/retention.ts'

describe('requestRetention', () => {
  it('keeps a bound California request 5 years after its policy ends', () => {
    const kept = requestRetention({ request_number: 'A', state: 'CA', policy_end_day: '2027-06-01', last_activity_day: '2026-11-27' })
    expect(kept).toEqual({ request_number: 'A', from: 'policy_end', from_day: '2027-06-01', years: 5, sourced: true, state: 'CA', kept_until: '2032-06-01' })
    expect(describeRequestRetention(kept)).toBe('Kept 5 years after its policy ends on June 1, 2027 (the law of California), until June 1, 2032.')
  })

  it('counts a request never bound from its last activity, and a state without a sourced rule by the default', () => {
    const kept = requestRetention({ request_number: 'B', state: 'FL', policy_end_day: null, last_activity_day: '2028-02-29' })
    expect(kept).toMatchObject({ from: 'last_activity', from_day: '2028-02-29', years: 5, sourced: false, kept_until: '2033-02-28' })
    expect(describeRequestRetention(kept)).toContain('our default period, as we have no sourced rule for your state')
    expect(agencyRetentionFor(null)).toEqual({ years: 5, sourced: false })
  })
})

describe('accountKeptUntil', () => {
  it('is the latest of its requests\' days and 5 years after the last payment, or null with neither', () => {
    const request = requestRetention({ request_number: 'A', state: 'CA', policy_end_day: null, last_activity_day: '2026-01-10' })
    expect(accountKeptUntil([request], '2027-05-05')).toBe('2032-05-05')
    expect(accountKeptUntil([request], null)).toBe('2031-01-10')
    expect(accountKeptUntil([], null)).toBeNull()
  })
})

describe('retentionTableRows', () => {
  it('has a row per sourced state, one for every other state, one for sent accident claims and one for account data', () => {
    expect(retentionTableRows().map((row) => [row.where, row.sources.length > 0])).toEqual([
      ['California', true], ['Idaho', true], ['Every other state', false], ['Every state', false], ['Everywhere', false],
    ])
  })
})
