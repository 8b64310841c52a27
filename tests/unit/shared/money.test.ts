import { describe, expect, it } from 'vitest'
import { formatMoney } from '../../../shared/money.ts'
import { dollars } from '../../../shared/rules/cents.ts'

describe('formatMoney', () => {
  it('writes dollars as every other screen does, thousands grouped', () => {
    expect(formatMoney('21.5', 'USD')).toBe('$21.50')
    expect(formatMoney('1234.5', 'USD')).toBe(dollars('1234.5'))
    expect(formatMoney('1234.5', 'USD')).toBe('$1,234.50')
  })

  it('writes another currency as the amount and its code', () => {
    expect(formatMoney('1200', 'EUR')).toBe('1,200.00 EUR')
  })
})
