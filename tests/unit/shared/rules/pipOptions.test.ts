import { describe, expect, it } from 'vitest'
import { isPipOption, pipOptions } from '../../../../shared/rules/pipOptions.ts'

const values = (state: string) => pipOptions(state).map((o) => o.value)

describe('pipOptions', () => {
  it('offers 10k, 25k and 50k above minimums up to $5,000', () => {
    expect(values('PA')).toEqual(['5000', '10000', '25000', '50000'])
    expect(values('UT')).toEqual(['3000', '10000', '25000', '50000'])
    expect(values('KS')).toEqual(['4500', '10000', '25000', '50000'])
  })

  it('offers 25k, 50k and 100k above minimums up to $10,000', () => {
    expect(values('FL')).toEqual(['10000', '25000', '50000', '100000'])
    expect(values('MA')).toEqual(['8000', '25000', '50000', '100000'])
  })

  it('offers 50k and 100k up to $25,000, and 100k up to $50,000', () => {
    expect(values('NJ')).toEqual(['15000', '50000', '100000'])
    expect(values('MN')).toEqual(['40000', '100000'])
    expect(values('NY')).toEqual(['50000', '100000'])
  })

  it('uses the data for Michigan ($250,000, then $500,000)', () => {
    expect(values('MI')).toEqual(['250000', '500000'])
  })

  it('labels the minimum and offers nothing where PIP is not asked', () => {
    expect(pipOptions('FL')[0]).toEqual({ value: '10000', label: '$10,000 (State Minimum)', isStateMinimum: true })
    expect(pipOptions('FL')[1]?.label).toBe('$25,000')
    expect(values('CA')).toEqual([])
    expect(values('DE')).toEqual([])
    expect(isPipOption('FL', 10000)).toBe(true)
    expect(isPipOption('FL', '25000')).toBe(true)
    expect(isPipOption('FL', 5000)).toBe(false)
  })
})
