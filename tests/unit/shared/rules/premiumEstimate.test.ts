import { describe, expect, it } from 'vitest'
import { estimatePremium, type EstimateInput } from '../../../../shared/rules/premiumEstimate.ts'
import type { DriverJson } from '../../../../shared/schemas/household.ts'

const on = new Date(2026, 10, 27)

const texasLiability = (change: Partial<EstimateInput> = {}): EstimateInput => ({
  state: 'TX', coverage_type: 'liability_only', minimum_liability_limits: '100/300/100', deductible: null, discounts: [],
  drivers: [], vehicles: [], on, ...change,
})

const driver = (change: Partial<DriverJson>): DriverJson => ({
  first_name: 'Fox', last_name: 'Mulder', date_of_birth: '1980-01-01', relationship: 'applicant', license_state: 'TX',
  license_number: null, years_licensed: 20, incidents: [], ...change,
})

describe('estimatePremium', () => {
  // Texas's 2023 liability average, $797.86, × the price index 848.231 ÷ 716.004 = $945.20; × 0.79 and × 1.27.
  it('starts from the state average for the coverage asked, moved by the price index, within the companies\' spread', () => {
    const estimate = estimatePremium(texasLiability())
    expect(estimate?.baseAnnual).toBe('797.86')
    expect(estimate?.annual).toEqual({ low: 747, likely: 945, high: 1200 })
    expect(estimate?.sixMonths).toEqual({ low: 373, high: 600 })
    expect(estimate?.monthly).toEqual({ low: 62, likely: 79, high: 100 })
    expect(estimate?.household.map((line) => [line.label, line.effect])).toEqual([['Car insurance price change since 2023 (2023 annual average to August 2026)', '+18 %']])
    expect(estimate?.vehicles).toEqual([{ label: 'Vehicle 1', lines: [{ label: 'The state average, as is', effect: '±0 %', source: 'No published factor applies to this vehicle.' }] }])
  })

  it('takes 13 % off a liability-only premium for the state minimum limits, with the factor\'s own spread', () => {
    const estimate = estimatePremium(texasLiability({ minimum_liability_limits: '30/60/25' }))
    expect(estimate?.household[1]).toMatchObject({ label: 'State-minimum liability limits', effect: '−13 %' })
    expect(estimate?.annual).toEqual({ low: 590, likely: 822, high: 1080 })
  })

  it('moves only the liability part of a full-coverage premium for the state minimum limits', () => {
    // California: $1,417.94 full, of which $660.84 liability: (1417.94 − 660.84 × 0.13) ÷ 1417.94 = 0.9394.
    const estimate = estimatePremium({ ...texasLiability(), state: 'CA', coverage_type: 'full_coverage', minimum_liability_limits: '30/60/15', deductible: 500 })
    expect(estimate?.baseAnnual).toBe('1417.94')
    expect(estimate?.household[1]).toMatchObject({ effect: '−6 %' })
    expect(estimate?.notPriced).toEqual(['Your $500 deductible: no published figure'])
  })

  it('prices each vehicle by its main driver\'s age and first at-fault accident, and low mileage', () => {
    const estimate = estimatePremium(texasLiability({
      drivers: [
        driver({ first_name: 'Dana', last_name: 'Scully', date_of_birth: '1984-02-23' }),
        driver({ date_of_birth: '2003-10-13', relationship: 'spouse', incidents: [{ kind: 'at_fault_accident', month: 3, year: 2025 }] }),
      ],
      vehicles: [
        { vin: null, year: 2019, make: 'Toyota', model: 'Corolla', use: 'commute', annual_miles: 12000, main_driver: 1 },
        { vin: null, year: 2020, make: 'Honda', model: 'Civic', use: 'pleasure', annual_miles: 6000, main_driver: 2 },
      ],
    }))
    expect(estimate?.vehicles.map((vehicle) => [vehicle.label, vehicle.lines.map((line) => `${line.label}: ${line.effect}`)])).toEqual([
      ['Vehicle 1 (2019 Toyota Corolla)', ['Main driver Dana Scully, age 42: ±0 %']],
      ['Vehicle 2 (2020 Honda Civic)', ['Main driver Fox Mulder, age 23: +30 %', 'At-fault accident in 2025 (Fox Mulder): +52 %', 'Under 7,500 miles a year: −8 %']],
    ])
    // $945.20 + $945.20 × 1.30 × 1.52 × 0.92 = $945.20 × 2.817952.
    expect(estimate?.annual.likely).toBe(2664)
    expect(estimate?.notPriced).toEqual(['Each vehicle\'s make and model: no published figure used'])
  })

  it('lists what has no published figure instead of pricing it: an age band, a second accident, other incidents, an old one not at all', () => {
    const estimate = estimatePremium(texasLiability({
      drivers: [driver({
        date_of_birth: '2006-01-01',
        incidents: [
          { kind: 'at_fault_accident', month: 1, year: 2025 },
          { kind: 'at_fault_accident', month: 6, year: 2025 },
          { kind: 'speeding', month: 2, year: 2026 },
          { kind: 'dui', month: 10, year: 2021 },
        ],
      })],
      discounts: ['Homeowner'],
    }))
    expect(estimate?.vehicles[0]?.lines.map((line) => line.label)).toEqual(['At-fault accident in 2025 (Fox Mulder)'])
    expect(estimate?.notPriced).toEqual([
      'Fox Mulder\'s age (20): no published figure for this age band',
      'At-fault accident in 2025 (Fox Mulder): no published figure',
      'Speeding ticket in 2026 (Fox Mulder): no published figure',
      'Discounts claimed (Homeowner): no published figure',
    ])
  })

  it('says when a driver is the main driver of no vehicle', () => {
    const estimate = estimatePremium(texasLiability({
      drivers: [driver({}), driver({ first_name: 'Sam', relationship: 'child' })],
      vehicles: [{ vin: null, year: 2019, make: 'Toyota', model: 'Corolla', use: 'commute', annual_miles: 12000, main_driver: 1 }],
    }))
    expect(estimate?.notPriced).toContain('Sam Mulder is the main driver of no vehicle: their age and record are not priced')
  })

  it('gives no estimate where NAIC publishes no state average', () => {
    expect(estimatePremium(texasLiability({ state: 'PR' }))).toBeNull()
  })
})
