import { describe, expect, it } from 'vitest'
import { callStatus, type ContactConsentState } from '../../../../shared/rules/contactWindow.ts'

const yes: ContactConsentState = { consent: true, phone: '(212) 555-0100', everGranted: true, hoursStart: 8, hoursEnd: 21 }
const NEW_YORK = 'America/New_York'
// New York is UTC-5 in winter and UTC-4 in summer.
const at = (utc: string) => new Date(utc)

describe('callStatus', () => {
  it('allows a call from the first hour and stops at the last, in the customer’s zone', () => {
    expect(callStatus(yes, '(212) 555-0100', NEW_YORK, at('2026-12-01T12:59:00Z'))).toBe('quiet_hours')
    expect(callStatus(yes, '(212) 555-0100', NEW_YORK, at('2026-12-01T13:00:00Z'))).toBe('may_call')
    expect(callStatus(yes, '(212) 555-0100', NEW_YORK, at('2026-12-02T01:59:00Z'))).toBe('may_call')
    expect(callStatus(yes, '(212) 555-0100', NEW_YORK, at('2026-12-02T02:00:00Z'))).toBe('quiet_hours')
  })

  it('follows daylight saving time', () => {
    expect(callStatus(yes, '(212) 555-0100', NEW_YORK, at('2026-07-01T12:30:00Z'))).toBe('may_call')
    expect(callStatus(yes, '(212) 555-0100', NEW_YORK, at('2026-12-01T12:30:00Z'))).toBe('quiet_hours')
  })

  it('treats another number as no consent, a withdrawn yes as opted out, and never a yes as no consent', () => {
    const noon = at('2026-12-01T17:00:00Z')
    expect(callStatus(yes, '(212) 555-0199', NEW_YORK, noon)).toBe('no_consent')
    expect(callStatus({ ...yes, consent: false }, '(212) 555-0100', NEW_YORK, noon)).toBe('opted_out')
    expect(callStatus({ ...yes, consent: false, everGranted: false, phone: null }, '(212) 555-0100', NEW_YORK, noon)).toBe('no_consent')
  })

  it('reads an evening that ends at midnight (24) as open until then', () => {
    expect(callStatus({ ...yes, hoursEnd: 24 }, '(212) 555-0100', NEW_YORK, at('2026-12-02T04:59:00Z'))).toBe('may_call')
  })
})
