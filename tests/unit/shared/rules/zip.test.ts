import { describe, expect, it } from 'vitest'
import { isZipInState, normalizeZip } from '../../../../shared/rules/zip.ts'

describe('zip', () => {
  it('accepts 5 digits and ZIP+4', () => {
    expect(normalizeZip('90210')).toBe('90210')
    expect(normalizeZip('902101234')).toBe('90210-1234')
    expect(normalizeZip(' 90210-1234 ')).toBe('90210-1234')
    expect(normalizeZip('9021')).toBeNull()
    expect(normalizeZip('90210-12')).toBeNull()
    expect(normalizeZip('abcde')).toBeNull()
  })

  it('matches ZIPs to their state', () => {
    expect(isZipInState('90210', 'CA')).toBe(true)
    expect(isZipInState('33101', 'FL')).toBe(true)
    expect(isZipInState('10001', 'NY')).toBe(true)
    expect(isZipInState('07030', 'NJ')).toBe(true)
    expect(isZipInState('73301', 'TX')).toBe(true)
    expect(isZipInState('20500', 'DC')).toBe(true)
    expect(isZipInState('90210', 'FL')).toBe(false)
    expect(isZipInState('10001', 'NJ')).toBe(false)
    expect(isZipInState('73301', 'OK')).toBe(false)
  })

  it('includes the territories', () => {
    expect(isZipInState('00901', 'PR')).toBe(true)
    expect(isZipInState('00802', 'VI')).toBe(true)
    expect(isZipInState('96910', 'GU')).toBe(true)
    expect(isZipInState('96950', 'MP')).toBe(true)
    expect(isZipInState('96799', 'AS')).toBe(true)
    expect(isZipInState('96799', 'HI')).toBe(false)
    expect(isZipInState('96813', 'HI')).toBe(true)
    expect(isZipInState('96910', 'HI')).toBe(false)
  })
})
