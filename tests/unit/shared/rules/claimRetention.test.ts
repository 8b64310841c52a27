import { describe, expect, it } from 'vitest'
import { claimRetention, describeClaimRetention } from '../../../../shared/rules/claimRetention.ts'

describe('claimRetention', () => {
  it('keeps a California claim 5 years after its last step', () => {
    const kept = claimRetention({ claim_number: 'CL-1', state: 'CA', last_activity_day: '2027-03-15', policy_kept_until: null })
    expect(kept).toEqual({ claim_number: 'CL-1', years: 5, sourced: true, state: 'CA', last_activity_day: '2027-03-15', with_policy: false, kept_until: '2032-03-15' })
    expect(describeClaimRetention(kept)).toBe('Kept 5 years after its last step on March 15, 2027 (the law of California), until March 15, 2032.')
  })

  it('keeps a claim as long as its policy\'s records when those last longer, and never shorter than its own period', () => {
    const longer = claimRetention({ claim_number: 'CL-2', state: 'ID', last_activity_day: '2027-03-15', policy_kept_until: '2033-01-31' })
    expect([longer.with_policy, longer.kept_until]).toEqual([true, '2033-01-31'])
    expect(describeClaimRetention(longer)).toBe('Kept 5 years after its last step on March 15, 2027 (the law of Idaho), and as long as the records of its policy, until January 31, 2033.')
    const shorter = claimRetention({ claim_number: 'CL-3', state: 'ID', last_activity_day: '2027-03-15', policy_kept_until: '2031-01-31' })
    expect([shorter.with_policy, shorter.kept_until]).toEqual([false, '2032-03-15'])
  })

  it('uses the default period for a state without a sourced rule, or none known', () => {
    for (const state of ['TX', null]) {
      const kept = claimRetention({ claim_number: 'CL-4', state, last_activity_day: '2028-02-29', policy_kept_until: null })
      expect([kept.sourced, kept.kept_until]).toEqual([false, '2033-02-28'])
      expect(describeClaimRetention(kept)).toContain('our default period, as we have no sourced rule for your state')
    }
  })
})
