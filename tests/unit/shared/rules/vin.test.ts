import { describe, expect, it } from 'vitest'
import { expectedCheckDigit, isValidVin, vinManufacturer, vinModelYear, vinProblem } from '../../../../shared/rules/vin.ts'

describe('vin', () => {
  it('accepts VINs whose check digit matches', () => {
    expect(vinProblem('1HGCM82633A004352')).toBeNull()
    expect(vinProblem('11111111111111111')).toBeNull()
    expect(isValidVin(' 1hgcm82633a004352 ')).toBe(true)
  })

  it('rejects a wrong check digit, bad letters and a wrong length', () => {
    expect(vinProblem('1HGCM82633A004353')).toBe('check_digit')
    expect(vinProblem('1HGCM82633A00435O')).toBe('characters')
    expect(vinProblem('IHGCM82633A004352')).toBe('characters')
    expect(vinProblem('1HGCM82633A00435')).toBe('length')
    expect(isValidVin('1HGCM82633A004353')).toBe(false)
  })

  it('computes X when the remainder is 10', () => {
    expect(expectedCheckDigit('1M8GDM9AXKP042788')).toBe('X')
    expect(vinProblem('1M8GDM9AXKP042788')).toBeNull()
  })

  it('reads the model year, preferring the latest year not after next year', () => {
    const today = new Date('2026-11-23T12:00:00')
    expect(vinModelYear('1HGCM82633A004352', today)).toBe(2003)
    expect(vinModelYear('5YJ3E1EA7KF317000', today)).toBe(2019)
    expect(vinModelYear('1M8GDM9AXKP042788', today)).toBe(2019)
    expect(vinModelYear('xxxxxxxxxTxxxxxxx', today)).toBe(2026)
    expect(vinModelYear('xxxxxxxxxVxxxxxxx', today)).toBe(2027)
    // 'W' is 2028 or 1998: next year is the limit, so 1998.
    expect(vinModelYear('xxxxxxxxxWxxxxxxx', today)).toBe(1998)
    expect(vinModelYear('xxxxxxxxxUxxxxxxx', today)).toBeNull()
  })

  it('names the manufacturer from the WMI, falling back to a two-character prefix', () => {
    expect(vinManufacturer('1HGCM82633A004352')).toBe('Honda')
    expect(vinManufacturer('5YJ3E1EA7KF317000')).toBe('Tesla')
    expect(vinManufacturer('JTZZZZZZZZZZZZZZZ')).toBe('Toyota')
    expect(vinManufacturer('11111111111111111')).toBeNull()
  })
})
