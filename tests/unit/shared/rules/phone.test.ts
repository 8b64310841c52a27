import { describe, expect, it } from 'vitest'
import { normalizePhone } from '../../../../shared/rules/phone.ts'

describe('normalizePhone', () => {
  it('formats US numbers typed in common ways', () => {
    for (const input of ['2125551234', '212-555-1234', '212.555.1234', '(212) 555-1234', '+1 212 555 1234', '1-212-555-1234', '+12125551234']) {
      expect(normalizePhone(input)).toBe('(212) 555-1234')
    }
  })

  it('rejects wrong lengths, letters and impossible area codes or exchanges', () => {
    expect(normalizePhone('212555123')).toBeNull()
    expect(normalizePhone('212555123456')).toBeNull()
    expect(normalizePhone('212-555-CALL')).toBeNull()
    expect(normalizePhone('0125551234')).toBeNull()
    expect(normalizePhone('2120551234')).toBeNull()
    expect(normalizePhone('+44 20 7946 0958')).toBeNull()
  })
})
