import { describe, expect, it } from 'vitest'
import { liabilityLabel, medPayLabel, wholeDollars } from '../../../../shared/rules/coverageLabels.ts'

describe('coverage labels', () => {
  it('writes limits as the wizard offered them in the state', () => {
    expect(liabilityLabel('30/60/15', 'CA', new Date('2026-11-23T12:00:00'))).toBe('$30,000/$60,000/$15,000 (State Minimum)')
    expect(liabilityLabel('100/300/100', 'CA', new Date('2026-11-23T12:00:00'))).toBe('$100,000/$300,000/$100,000')
  })

  it('writes limits no longer offered in dollars, and anything else as stored', () => {
    expect(liabilityLabel('15/30/5', 'CA', new Date('2026-11-23T12:00:00'))).toBe('$15,000/$30,000/$5,000')
    expect(liabilityLabel('basic', 'CA', new Date('2026-11-23T12:00:00'))).toBe('basic')
    expect(liabilityLabel('1/2', 'CA', new Date('2026-11-23T12:00:00'))).toBe('1/2')
  })

  it('writes medical payments as the amount, or Not Selected', () => {
    expect(medPayLabel(true, 2500)).toBe('$2,500')
    expect(medPayLabel(false, 2500)).toBe('Not Selected')
    expect(medPayLabel(true, null)).toBe('Not Selected')
    expect(wholeDollars(10000)).toBe('$10,000')
  })
})
