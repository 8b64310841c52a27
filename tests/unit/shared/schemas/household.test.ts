import { describe, expect, it } from 'vitest'
import { ageOn, monthsAgo, storedHousehold } from '../../../../shared/schemas/household.ts'

const today = new Date(2026, 10, 27)

describe('ageOn', () => {
  it('counts whole years, a birthday today included and tomorrow not yet', () => {
    expect(ageOn('1984-11-27', today)).toBe(42)
    expect(ageOn('1984-11-28', today)).toBe(41)
  })

  it('answers null to a date that does not exist or is not YYYY-MM-DD', () => {
    expect(ageOn('1990-02-30', today)).toBeNull()
    expect(ageOn('27/11/1984', today)).toBeNull()
  })
})

describe('monthsAgo', () => {
  it('is 0 this month, negative in the future and 60 five years back', () => {
    expect(monthsAgo(11, 2026, today)).toBe(0)
    expect(monthsAgo(12, 2026, today)).toBe(-1)
    expect(monthsAgo(11, 2021, today)).toBe(60)
  })
})

describe('storedHousehold', () => {
  it('fills in a VIN\'s model year and maker and keeps a vehicle entered by model as given', () => {
    const stored = storedHousehold(
      {
        drivers_attributes: [],
        vehicles_attributes: [
          { vin: '1HGCM82633A004352', year: 2019, make: 'Toyota', model: 'Corolla', use: 'commute', annual_miles: 9000, main_driver: 1 },
          { vin: '', year: 2019, make: 'Toyota', model: 'Corolla', use: 'business', annual_miles: 20000, main_driver: null },
        ],
      },
      today,
    )
    expect(stored.vehicles).toEqual([
      { vin: '1HGCM82633A004352', year: 2003, make: 'Honda', model: null, use: 'commute', annual_miles: 9000, main_driver: null },
      { vin: null, year: 2019, make: 'Toyota', model: 'Corolla', use: 'business', annual_miles: 20000, main_driver: null },
    ])
  })
})
