import { describe, expect, it } from 'vitest'
import { renewalChanges, type TermTerms } from '../../../../shared/rules/renewalChanges.ts'

const current: TermTerms = {
  term_months: 6,
  premium: '600.00',
  deductible: 500,
  liability_limits: '100/300/100',
  coverages: { pip: null, um_uim: '100/300', med_pay: 5000, comprehensive: true, collision: true, rental: 30, roadside: true },
  discounts: ['Homeowner', 'Paperless billing'],
  vehicles: [{ vin: '1HGCM82633A004352', year: 2019, make: 'Honda', model: 'Accord' }],
  drivers: [{ name: 'Dana Scully' }],
}

const line = (lines: ReturnType<typeof renewalChanges>, item: string) => lines.find((l) => l.item === item)

describe('renewalChanges', () => {
  it('says nothing changed, line by line, for the same terms', () => {
    const lines = renewalChanges(current, current)
    expect(lines.map((l) => l.change)).toEqual(lines.map(() => 'same'))
    expect(lines.map((l) => l.item)).toEqual([
      'Premium (6 months)', 'Liability limits', 'Deductible', 'Uninsured/underinsured motorist', 'Personal injury protection', 'Medical payments',
      'Rental car per day', 'Comprehensive', 'Collision', 'Roadside assistance', 'Homeowner', 'Paperless billing', '2019 Honda Accord (VIN 1HGCM82633A004352)', 'Dana Scully',
    ])
  })

  it('gives the premium change in dollars and per cent, exactly', () => {
    expect(line(renewalChanges(current, { ...current, premium: '708.00' }), 'Premium (6 months)')).toEqual({
      section: 'premium', item: 'Premium (6 months)', current: '$600.00', renewal: '$708.00', change: 'up', detail: '+$108.00 (+18.0%)',
    })
    expect(line(renewalChanges(current, { ...current, premium: '599.99' }), 'Premium (6 months)')?.detail).toBe('−$0.01 (−0.0%)')
    expect(line(renewalChanges({ ...current, premium: '300.00' }, { ...current, premium: '301.00' }), 'Premium (6 months)')?.detail).toBe('+$1.00 (+0.3%)')
  })

  it('reads limits part by part and the deductible as an amount', () => {
    const lines = renewalChanges(current, { ...current, liability_limits: '50/100/50', deductible: 1000, coverages: { ...current.coverages, um_uim: '100/500' } })
    expect(line(lines, 'Liability limits')).toMatchObject({ current: '$100,000/$300,000/$100,000', renewal: '$50,000/$100,000/$50,000', change: 'down', detail: 'Lowered' })
    expect(line(lines, 'Deductible')).toMatchObject({ current: '$500', renewal: '$1,000', change: 'up', detail: 'Raised' })
    expect(line(lines, 'Uninsured/underinsured motorist')).toMatchObject({ change: 'up' })
    expect(line(renewalChanges(current, { ...current, liability_limits: '250/300/50' }), 'Liability limits')?.change).toBe('changed')
  })

  it('lists coverages added or dropped and amounts no longer included', () => {
    const lines = renewalChanges(current, { ...current, coverages: { ...current.coverages, rental: null, pip: 10000, roadside: false } })
    expect(line(lines, 'Rental car per day')).toMatchObject({ current: '$30', renewal: 'Not included', change: 'dropped', detail: 'Dropped' })
    expect(line(lines, 'Personal injury protection')).toMatchObject({ current: 'Not included', renewal: '$10,000', change: 'added', detail: 'Added' })
    expect(line(lines, 'Roadside assistance')).toMatchObject({ current: 'Included', renewal: 'Not included', change: 'dropped' })
  })

  it('lists discounts lost and gained, vehicles and drivers added and removed', () => {
    const lines = renewalChanges(current, {
      ...current,
      discounts: ['homeowner', 'Safe driver'],
      vehicles: [{ vin: '5YJ3E1EA7KF317000', year: null, make: null, model: null }],
      drivers: [{ name: 'Dana Scully' }, { name: 'Fox Mulder' }],
    })
    expect(lines.filter((l) => l.section === 'discounts').map((l) => [l.item, l.detail])).toEqual([['Homeowner', 'No change'], ['Paperless billing', 'Lost'], ['Safe driver', 'Gained']])
    expect(lines.filter((l) => l.section === 'vehicles').map((l) => [l.item, l.detail])).toEqual([
      ['2019 Honda Accord (VIN 1HGCM82633A004352)', 'Removed'], ['VIN 5YJ3E1EA7KF317000', 'Added'],
    ])
    expect(lines.filter((l) => l.section === 'drivers').map((l) => [l.item, l.change])).toEqual([['Dana Scully', 'same'], ['Fox Mulder', 'added']])
  })
})
