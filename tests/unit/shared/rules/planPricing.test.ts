import { describe, expect, it } from 'vitest'
import { annualCopy, monthlyCopy, perMonth } from '../../../../shared/rules/planPricing.ts'
import { toCents } from '../../../../shared/rules/cents.ts'

const usd = (price: string) => ({ price, currency: 'USD' })

describe('plan pricing copy', () => {
  it('reads cents without a float', () => {
    expect(toCents('21.50')).toBe(2150)
    expect(toCents('0.07')).toBe(7)
    expect(toCents('240')).toBe(24000)
  })

  it('states a monthly price as charged', () => {
    expect(monthlyCopy(usd('21.50'))).toEqual({ price: '$21.50', priceSuffix: '/month', billedInfo: 'Billed monthly' })
  })

  it('states an annual price per month, with the yearly charge and the saving', () => {
    expect(annualCopy(usd('240.00'), usd('21.50'))).toEqual({ price: '$20.00', priceSuffix: '/month', billedInfo: 'Billed $240.00 yearly — save 7%' })
    expect(annualCopy(usd('420.00'), usd('37.50'))).toEqual({ price: '$35.00', priceSuffix: '/month', billedInfo: 'Billed $420.00 yearly — save 7%' })
  })

  it('claims no saving without a cheaper-by-the-year price in the same currency', () => {
    expect(annualCopy(usd('300.00'), usd('25.00')).billedInfo).toBe('Billed $300.00 yearly')
    expect(annualCopy(usd('240.00'), undefined).billedInfo).toBe('Billed $240.00 yearly')
    expect(annualCopy(usd('240.00'), { price: '21.50', currency: 'EUR' }).billedInfo).toBe('Billed $240.00 yearly')
  })

  it('rounds a per-month figure to the cent', () => {
    expect(perMonth(usd('100.00'))).toBe('$8.33')
    expect(perMonth({ price: '99.99', currency: 'EUR' })).toBe('8.33 EUR')
  })
})
