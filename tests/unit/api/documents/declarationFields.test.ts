import { describe, expect, it } from 'vitest'
import { extractDraft } from '../../../../api/documents/declarations/fields.ts'

const read = (...texts: string[]) => extractDraft(texts.map((text) => ({ text, confidence: 0.9 })), 'ocr')

describe('extractDraft', () => {
  it('reads dates written three ways and refuses a day that does not exist', () => {
    expect(read('Policy Period: 02/28/2027 to 08/28/2027')).toMatchObject({ effective_date: { value: '2027-02-28' }, expiration_date: { value: '2027-08-28' } })
    expect(read('Effective Date: January 15, 2027', 'Expiration Date: Jul. 15, 2027')).toMatchObject({ effective_date: { value: '2027-01-15' }, expiration_date: { value: '2027-07-15' } })
    expect(read('Term 2027-05-01 - 2027-11-01')).toMatchObject({ effective_date: { value: '2027-05-01' }, expiration_date: { value: '2027-11-01' } })
    expect(read('Policy Period: 02/30/2027 to 08/30/2027')).toMatchObject({ effective_date: null, expiration_date: { value: '2027-08-30' } })
  })

  it('keeps the premium exact and skips premiums when reading limits', () => {
    const draft = read('Total Premium: $1,284.50', 'Bodily Injury  $25,000/$50,000  $210.00', 'Collision  $500  $300.00')
    expect(draft.premium?.value).toBe('1284.50')
    expect([draft.bodily_injury_per_person?.value, draft.bodily_injury_per_accident?.value, draft.collision_deductible?.value]).toEqual([25000, 50000, 500])
  })

  it('reads liability written short in thousands, and 100K', () => {
    const draft = read('BI 50/100 PD 25 UM/UIM 100K/300K MED 5,000')
    expect([draft.bodily_injury_per_person?.value, draft.bodily_injury_per_accident?.value, draft.property_damage?.value]).toEqual([50000, 100000, 25000])
    expect([draft.um_uim_per_person?.value, draft.um_uim_per_accident?.value, draft.med_pay?.value]).toEqual([100000, 300000, 5000])
    // A limit guessed to be in thousands is less sure than one printed in full.
    expect(draft.property_damage?.confidence).toBeLessThan(draft.med_pay?.confidence ?? 0)
  })

  it('tells a refused coverage from one the page does not mention', () => {
    const draft = read('Uninsured Motorist  Rejected', 'Roadside Assistance  Not covered', 'Lienholder: None')
    expect(draft).toMatchObject({ um_uim_per_person: { value: 'declined' }, um_uim_per_accident: { value: 'declined' }, roadside: { value: false }, lienholder: { value: null }, financed: { value: false } })
    expect([draft.pip, draft.collision_deductible, draft.rental_per_day]).toEqual([null, null, null])
  })

  it('puts back VIN characters OCR misreads, by the check digit', () => {
    // O for 0 and ) for J can only be one thing; S for 5 and B for 8 are settled by the check digit.
    expect(read('VIN 5Y)3E1EA8KF318264').vins).toEqual([{ value: '5YJ3E1EA8KF318264', confidence: 0.86 }])
    expect(read('VIN SY)3E1EABKF318264').vins).toEqual([{ value: '5YJ3E1EA8KF318264', confidence: 0.68 }])
    expect(read('VIN 1HGCV1F39MA1O4218').vins).toEqual([{ value: '1HGCV1F39MA104218', confidence: 0.86 }])
  })

  it('offers a VIN that cannot be repaired, flagged as unsure', () => {
    expect(read('VIN 1HGCV1F39MA104219').vins).toEqual([{ value: '1HGCV1F39MA104219', confidence: 0.27 }])
  })

  it('takes the state from its label, else from the address, and only a real one', () => {
    expect(read('Garaging State: FL', '1 Main St, Austin, TX 78701').state).toEqual({ value: 'FL', confidence: 0.86 })
    expect(read('1 Main St, Austin, TX 78701').state).toEqual({ value: 'TX', confidence: 0.63 })
    expect(read('Rated state ZZ').state).toBeNull()
  })

  it('reads drivers from a list or from numbered table rows', () => {
    expect(read('Operators: MARY K. SMITH; Joe Smith').drivers.map((d) => d.value)).toEqual(['Mary K. Smith', 'Joe Smith'])
    expect(read('DRV LISTED DRIVERS', '1 Morgan Lee', '2 Jordan Lee', 'COVERAGE LIMITS').drivers.map((d) => d.value)).toEqual(['Morgan Lee', 'Jordan Lee'])
  })
})
