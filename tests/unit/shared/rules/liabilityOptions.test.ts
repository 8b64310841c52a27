import { describe, expect, it } from 'vitest'
import { isLiabilityOption, liabilityOptions } from '../../../../shared/rules/liabilityOptions.ts'

const TODAY = new Date('2026-11-23T12:00:00')
const values = (state: string, date = TODAY) => liabilityOptions(state, date).map((o) => o.value)

describe('liabilityOptions', () => {
  it('offers CA its 2025 minimum, multiples and the fixed choices in ascending order', () => {
    expect(values('CA')).toEqual(['30/60/15', '60/120/30', '100/300/100', '120/240/60', '250/500/100', '500/1000/100'])
    expect(liabilityOptions('CA', TODAY)[0]).toEqual({
      value: '30/60/15',
      label: '$30,000/$60,000/$15,000 (State Minimum)',
      isStateMinimum: true,
    })
  })

  it('offers TX its minimum and marks only the minimum', () => {
    const options = liabilityOptions('TX', TODAY)
    expect(options.map((o) => o.value)).toEqual(['30/60/25', '60/120/50', '100/300/100', '120/240/100', '250/500/100', '500/1000/100'])
    expect(options.filter((o) => o.isStateMinimum)).toHaveLength(1)
    expect(options[1]?.label).toBe('$60,000/$120,000/$50,000')
  })

  it('says what FL and PR require and starts their multiples from 10/20/10', () => {
    expect(values('FL')).toEqual(['0/0/10', '10/20/10', '20/40/20', '40/80/40', '100/300/100', '250/500/100', '500/1000/100'])
    expect(liabilityOptions('FL', TODAY)[0]?.label).toBe('$10,000 property damage only, no bodily injury required (State Minimum)')
    expect(values('PR')[0]).toBe('0/0/4.5')
    expect(liabilityOptions('PR', TODAY)[0]?.label).toBe('$4,500 property damage only, no bodily injury required (State Minimum)')
    expect(values('PR').slice(1, 4)).toEqual(['10/20/10', '20/40/20', '40/80/40'])
  })

  it('switches NJ to 35/70/25 on 2026-01-01', () => {
    expect(values('NJ', new Date('2025-12-31T12:00:00'))).toEqual(['25/50/25', '50/100/50', '100/200/100', '100/300/100', '250/500/100', '500/1000/100'])
    expect(values('NJ', new Date('2026-01-01T12:00:00'))).toEqual(['35/70/25', '70/140/50', '100/300/100', '140/280/100', '250/500/100', '500/1000/100'])
  })

  it('offers MI its signed-form minimum 50/100/10 and orders by per-person, then per-accident', () => {
    expect(values('MI')).toEqual(['50/100/10', '100/200/20', '100/300/100', '200/400/40', '250/500/100', '500/1000/100'])
  })

  it('never offers the same limit twice in any jurisdiction', () => {
    for (const state of ['AL', 'AK', 'CA', 'FL', 'ME', 'NC', 'PR', 'VA', 'VI', 'MP']) {
      const offered = values(state)
      expect(new Set(offered).size).toBe(offered.length)
    }
  })

  it('flags the unverified territories in the label', () => {
    expect(liabilityOptions('AS', TODAY)[0]?.label).toBe('$10,000/$20,000/$10,000 (State Minimum, verify with agent)')
  })

  it('offers nothing for an unknown state and checks membership', () => {
    expect(liabilityOptions('ZZ', TODAY)).toEqual([])
    expect(isLiabilityOption('CA', '30/60/15', TODAY)).toBe(true)
    expect(isLiabilityOption('CA', '15/30/5', TODAY)).toBe(false)
    expect(isLiabilityOption('NJ', '25/50/25', TODAY)).toBe(false)
  })
})
