import { describe, expect, it } from 'vitest'
import { findState, liabilityMinimumOn, STATE_CODES, STATES } from '../../../../shared/constants/states.ts'

const day = (iso: string) => new Date(`${iso}T12:00:00`)

describe('STATES', () => {
  it('lists 56 jurisdictions: 50 states by name, then DC, AS, GU, MP, PR, VI', () => {
    expect(STATES).toHaveLength(56)
    expect(new Set(STATE_CODES).size).toBe(56)
    const names = STATES.slice(0, 50).map((s) => s.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    expect(STATE_CODES.slice(50)).toEqual(['DC', 'AS', 'GU', 'MP', 'PR', 'VI'])
    expect(findState('CA')?.name).toBe('California')
  })

  it('reads minimums from the data, with dated changes taking effect by date', () => {
    const nj = findState('NJ')
    if (!nj) throw new Error('NJ missing')
    expect(liabilityMinimumOn(nj, day('2025-12-31'))).toEqual({ perPerson: 25, perAccident: 50, propertyDamage: 25 })
    expect(liabilityMinimumOn(nj, day('2026-01-01'))).toEqual({ perPerson: 35, perAccident: 70, propertyDamage: 25 })
    const ca = findState('CA')
    if (!ca) throw new Error('CA missing')
    expect(liabilityMinimumOn(ca, day('2026-11-23'))).toEqual({ perPerson: 30, perAccident: 60, propertyDamage: 15 })
    expect(liabilityMinimumOn(ca, day('2035-01-01'))).toEqual({ perPerson: 50, perAccident: 100, propertyDamage: 25 })
  })

  it('uses the unverified placeholder for AS, MP and GU and marks them unverified', () => {
    for (const code of ['AS', 'MP', 'GU']) expect(findState(code)?.verified).toBe(false)
    expect(findState('VI')?.verified).toBe(true)
    const gu = findState('GU')
    if (!gu) throw new Error('GU missing')
    expect(liabilityMinimumOn(gu)).toEqual({ perPerson: 25, perAccident: 50, propertyDamage: 10 })
  })

  it('asks for PIP in the spec list only, with current-law minimums', () => {
    const pip = STATES.filter((s) => s.pipMinimum !== null).map((s) => s.code)
    expect(pip.sort()).toEqual(['FL', 'HI', 'KS', 'KY', 'MA', 'MI', 'MN', 'ND', 'NJ', 'NY', 'PA', 'PR', 'UT'])
    expect(findState('MI')?.pipMinimum).toBe(250_000)
    expect(findState('KS')?.pipMinimum).toBe(4500)
    expect(findState('DE')?.pipMinimum).toBeNull()
  })

  it('offers UM/UIM and MedPay per the spec, recommended in FL/TX and TX', () => {
    expect(findState('FL')?.umUim).toBe('recommended')
    expect(findState('TX')?.umUim).toBe('recommended')
    expect(findState('CA')?.umUim).toBe('offered')
    expect(findState('AL')?.umUim).toBe('none')
    expect(findState('TX')?.medPay).toBe('recommended')
    expect(findState('FL')?.medPay).toBe('offered')
    expect(findState('NY')?.medPay).toBe('none')
  })
})

describe('time zones', () => {
  it('gives every jurisdiction the zone most of its people live in', () => {
    // Intl throws a RangeError for a zone it does not know.
    for (const state of STATES) expect(() => new Intl.DateTimeFormat('en-US', { timeZone: state.timeZone })).not.toThrow()
    expect(findState('NY')?.timeZone).toBe('America/New_York')
    expect(findState('CA')?.timeZone).toBe('America/Los_Angeles')
    expect(findState('AZ')?.timeZone).toBe('America/Phoenix')
    expect(findState('PR')?.timeZone).toBe('America/Puerto_Rico')
  })
})
