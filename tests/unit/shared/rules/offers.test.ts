import { describe, expect, it } from 'vitest'
import { addOfferRefusal, compareByPrice, coverageScore, isOfferExpired, offerDifferences, stateRuleProblems, type AskedCoverage, type OfferTerms } from '../../../../shared/rules/offers.ts'
import { dollars, fromCents, toCents } from '../../../../shared/rules/cents.ts'
import { describeDuration, timeLeft } from '../../../../shared/rules/promise.ts'
import { OfferForm } from '../../../../shared/schemas/offers.ts'

const cover = { pip: null, um_uim: null, med_pay: null, comprehensive: true, collision: true, rental: null, roadside: false }
const offer = (overrides: Partial<OfferTerms> = {}): OfferTerms => ({ liability_limits: '100/300/100', deductible: 500, coverages: cover, ...overrides })
const asked = (overrides: Partial<AskedCoverage> = {}): AskedCoverage => ({
  minimum_liability_limits: '100/300/100', coverage_type: 'full_coverage', deductible: 500, pip: null, um_uim: false, med_pay: false, med_pay_amount: null, ...overrides,
})
const DAY = new Date('2026-11-23T12:00:00')

describe('offerDifferences', () => {
  it('finds nothing when the offer matches what was asked', () => {
    expect(offerDifferences(offer(), asked(), 'CA', DAY)).toEqual([])
  })

  it('names every difference from the answers, in words', () => {
    const differences = offerDifferences(
      offer({ liability_limits: '50/100/50', deductible: 1000, coverages: { ...cover, collision: false } }),
      asked({ um_uim: true, med_pay: true, med_pay_amount: 2500 }),
      'CA',
      DAY,
    )
    expect(differences).toEqual([
      { kind: 'asked', message: 'You asked $100,000/$300,000/$100,000; this offer is $50,000/$100,000/$50,000' },
      { kind: 'asked', message: 'You asked for full coverage; this offer has no collision' },
      { kind: 'asked', message: 'You asked a $500 deductible; this offer has $1,000' },
      { kind: 'asked', message: 'You asked for UM/UIM; this offer has none' },
      { kind: 'asked', message: 'You asked $2,500 medical payments; this offer has none' },
    ])
  })

  it('writes limits as the wizard offered them, the state minimum marked', () => {
    expect(offerDifferences(offer({ liability_limits: '60/120/30' }), asked({ minimum_liability_limits: '30/60/15' }), 'CA', DAY)).toEqual([
      { kind: 'asked', message: 'You asked $30,000/$60,000/$15,000 (State Minimum); this offer is $60,000/$120,000/$30,000' },
    ])
  })

  it('flags liability below the state minimum on the day', () => {
    expect(offerDifferences(offer({ liability_limits: '15/30/5' }), asked({ minimum_liability_limits: '30/60/15' }), 'CA', DAY)).toContainEqual({
      kind: 'minimum',
      message: 'Liability $15,000/$30,000/$5,000 is below the California minimum of $30,000/$60,000/$15,000',
    })
  })
})

describe('stateRuleProblems', () => {
  it('asks for PIP where it is compulsory and for enough of it', () => {
    expect(stateRuleProblems(offer({ liability_limits: '10/20/10' }), 'FL', DAY)).toEqual({ 'coverages.pip': 'PIP is compulsory in Florida (at least $10,000)' })
    expect(stateRuleProblems(offer({ liability_limits: '10/20/10', coverages: { ...cover, pip: 5000 } }), 'FL', DAY)).toEqual({
      'coverages.pip': 'PIP of $5,000 is below the Florida minimum of $10,000',
    })
    expect(stateRuleProblems(offer({ liability_limits: '10/20/10', coverages: { ...cover, pip: 10000 } }), 'FL', DAY)).toEqual({})
  })
})

describe('isOfferExpired and coverageScore', () => {
  it('keeps an offer valid through its valid-until day', () => {
    expect(isOfferExpired('2026-11-23', DAY)).toBe(false)
    expect(isOfferExpired('2026-11-22', DAY)).toBe(true)
  })

  it('scores higher limits and more covers higher', () => {
    expect(coverageScore(offer())).toBeGreaterThan(coverageScore(offer({ liability_limits: '50/100/50' })))
    expect(coverageScore(offer({ coverages: { ...cover, roadside: true } }))).toBe(coverageScore(offer()) + 1)
  })
})

describe('cents and the promise', () => {
  it('adds money in whole cents', () => {
    expect(toCents('0.1') + toCents('0.2')).toBe(toCents('0.30'))
    expect(fromCents(123456)).toBe('1234.56')
    expect(dollars('1234.5')).toBe('$1,234.50')
  })

  it('says how long is left, soon under 4 hours, and how overdue', () => {
    const now = new Date('2026-11-23T12:00:00Z')
    expect(timeLeft('2026-11-23T15:30:00Z', now)).toEqual({ label: '3 h 30 min left', overdue: false, soon: true })
    expect(timeLeft('2026-11-23T20:00:00Z', now)).toEqual({ label: '8 h left', overdue: false, soon: false })
    expect(timeLeft('2026-11-23T10:00:00Z', now)).toEqual({ label: 'Overdue by 2 h', overdue: true, soon: false })
    expect(describeDuration(45 * 60_000)).toBe('45 min')
    expect(describeDuration(20_000)).toBe('under a minute')
    expect(describeDuration(50 * 3_600_000)).toBe('2 d 2 h')
  })
})

describe('OfferForm', () => {
  const base = {
    carrier_id: 1, term_months: 6, premium: '600', down_payment: '100', monthly_instalment: '100', instalment_count: 5,
    deductible: '500', liability_limits: '100/300/100', coverages: { comprehensive: true }, discounts: 'Homeowner, Paperless ', valid_until: '2026-12-01',
  }

  it('normalises amounts to two decimals and discounts to a list', () => {
    const parsed = OfferForm.parse(base)
    expect(parsed).toMatchObject({ premium: '600.00', down_payment: '100.00', deductible: 500, discounts: ['Homeowner', 'Paperless'] })
    expect(parsed.coverages).toEqual({ pip: null, um_uim: null, med_pay: null, comprehensive: true, collision: false, rental: null, roadside: false })
  })

  it('refuses more instalments than months', () => {
    const result = OfferForm.safeParse({ ...base, instalment_count: 7, monthly_instalment: '71.43', down_payment: '99.99' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toContain('A 6-month term has at most 6 instalments')
  })
})

describe('addOfferRefusal', () => {
  it('takes offers while a request is being quoted and none was taken, and says why not otherwise', () => {
    expect((['pending', 'processing', 'quoted'] as const).map((status) => addOfferRefusal(status, false))).toEqual([null, null, null])
    expect(addOfferRefusal('quoted', true)).toBe('An offer has already been chosen for this request.')
    expect(addOfferRefusal('purchased', true)).toBe('Offers cannot be added to a purchased request.')
    expect(addOfferRefusal('rejected', false)).toBe('Offers cannot be added to a rejected request.')
    expect(addOfferRefusal('expired', false)).toBe('Offers cannot be added to an expired request.')
  })
})

describe('compareByPrice', () => {
  it('lists the cheapest first and, among equal prices, bindable before final pending underwriting before estimates', () => {
    const offers = [
      { id: 1, price_per_month: '100.00', firmness: 'estimate' as const },
      { id: 2, price_per_month: '90.00', firmness: 'estimate' as const },
      { id: 3, price_per_month: '100.00', firmness: 'bindable' as const },
      { id: 4, price_per_month: '100.00', firmness: 'final_pending_underwriting' as const },
    ]
    expect([...offers].sort(compareByPrice).map((offer) => offer.id)).toEqual([2, 3, 4, 1])
  })
})
