import { describe, expect, it } from 'vitest'
import { RenewalForm, renewalFromDeclarations, type RenewalFormInput } from '../../../../shared/schemas/policyRenewal.ts'
import { blankInsurancePolicy } from '../../../../shared/schemas/insurancePolicy.ts'
import { amountDifference } from '../../../../shared/rules/renewalChanges.ts'

const current: RenewalFormInput = {
  term_months: 6, effective_date: '2027-01-10', premium: '600.00', down_payment: '100.00', monthly_instalment: '100.00', instalment_count: 5,
  deductible: '500', liability_limits: '100/300/100',
  coverages: { pip: '', um_uim: '100/300', med_pay: '5000', comprehensive: true, collision: true, rental: '30', roadside: true },
  discounts: 'Good driver, Paperless billing', vehicles: [{ vin: '1HGCM82633A004352', year: '2019', make: 'Honda', model: 'Accord', financed: false, leased: false }],
  drivers: [{ name: 'Robin Renewal' }], agent_note: '',
}

describe('renewalFromDeclarations', () => {
  it('takes what the page gave, paid in full, keeps the rest and the renewal\'s first day', () => {
    const values = blankInsurancePolicy()
    values.premium = '708'
    values.down_payment = '708'
    values.effective_date = '2027-01-10'
    values.liability_limits = '50/100/50'
    values.coverages = { pip: '', um_uim: '', med_pay: '', comprehensive: true, collision: true, rental: '', roadside: false }
    const merged = renewalFromDeclarations(current, { values, confidence: { premium: 0.95, effective_date: 0.9, liability_limits: 0.8 } })
    expect(merged).toEqual({
      ...current,
      premium: '708', down_payment: '708', monthly_instalment: '0', instalment_count: 0, liability_limits: '50/100/50',
      coverages: { pip: '', um_uim: '', med_pay: '', comprehensive: true, collision: true, rental: '', roadside: false },
    })
    expect(RenewalForm.safeParse(merged).success).toBe(true)
  })
})

describe('RenewalForm', () => {
  it('checks the instalments against the premium and caps the note', () => {
    const parsed = RenewalForm.safeParse({ ...current, premium: '700.00', agent_note: 'x'.repeat(2001) })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['agent_note', 'The note must be 2000 characters or fewer'],
      ['monthly_instalment', 'Down payment plus 5 instalments of 100.00 is 600.00, not the premium of 700.00'],
    ])
  })
})

describe('amountDifference', () => {
  it('says how far one amount is from another in dollars and per cent', () => {
    expect(amountDifference('1416.00', '1120.00')).toBe('−$296.00 (−20.9%)')
    expect(amountDifference('600.00', '600.00')).toBe('No change')
    expect(amountDifference('0.00', '10.00')).toBe('+$10.00')
  })
})
