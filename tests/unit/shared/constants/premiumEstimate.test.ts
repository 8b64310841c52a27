import { describe, expect, it } from 'vitest'
import { ESTIMATE_DATA } from '../../../../shared/constants/premiumEstimate.ts'

const { states, checks } = ESTIMATE_DATA.baseline

describe('the state averages behind the estimate', () => {
  it('names, for every state average, the second publication it was checked against and when', () => {
    const checked = new Set(checks.flatMap((check) => check.states))
    expect(Object.keys(states).filter((state) => !checked.has(state))).toEqual([])
    for (const check of checks) {
      expect(check.against).not.toBe('')
      expect(check.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })

  it('names only states that have an average in a check', () => {
    expect(checks.flatMap((check) => check.states).filter((state) => !(state in states))).toEqual([])
  })

  it('keeps the checked figures as the second transcription of NAIC Tables 1–3 gives them', () => {
    // Spot values from groseries/opencawr apps/web/src/region.ts: liability, collision, comprehensive (2023).
    const published = { CA: ['660.84', '607.06', '150.04'], FL: ['1294.57', '468.92', '230.32'], LA: ['1055.10', '581.47', '346.08'], IA: ['386.85', '312.87', '310.69'] }
    for (const [state, [liability = '', collision = '', comprehensive = '']] of Object.entries(published)) {
      const cents = [liability, collision, comprehensive].reduce((sum, amount) => sum + Math.round(Number(amount) * 100), 0)
      expect(states[state]?.liabilityOnly).toBe(liability)
      // Each NAIC table is rounded to the cent on its own, so the combined premium may differ from their sum by a cent.
      expect(Math.abs(Math.round(Number(states[state]?.fullCoverage) * 100) - cents)).toBeLessThanOrEqual(1)
    }
  })
})
