import { describe, expect, it } from 'vitest'
import { InsurancePolicyJson } from '../../shared/schemas/insurancePolicy.ts'
import { collectionEnvelope, listEnvelope } from '../../shared/schemas/envelope.ts'
import { XDateWeekJson } from '../../shared/schemas/xDates.ts'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, type CreatedUser } from '../support/factories.ts'
import { day } from '../support/offers.ts'
import { addPolicy } from '../support/policies.ts'

/** A 12-month policy whose expiration day is `offsetDays` from today: it took effect that day a year before. */
async function expiringIn(owner: CreatedUser, offsetDays: number, premium: string): Promise<number> {
  const expires = day(offsetDays)
  const effective = `${Number(expires.slice(0, 4)) - 1}${expires.slice(4)}`
  const instalment = (Number(premium) / 12).toFixed(2)
  return await addPolicy(owner, { effective_date: effective, premium, down_payment: (Number(premium) - Number(instalment) * 11).toFixed(2), monthly_instalment: instalment, instalment_count: 11 })
}

/** Days from today back to this week's Monday (0 on a Monday), by the same UTC days as `day`. */
const mondayOffset = () => -((new Date(`${day(0)}T12:00:00Z`).getUTCDay() + 6) % 7)

/** The Monday-to-Sunday week, counted from this one, that the day `offsetDays` from today falls in. */
function weekOf(offsetDays: number): { start: string; end: string } {
  const monday = mondayOffset() + 7 * Math.floor((offsetDays - mondayOffset()) / 7)
  return { start: day(monday), end: day(monday + 6) }
}

describe('GET /api/v1/admin/policies/x_dates', () => {
  it('counts live policies expiring week by week, this week first, with their premium and pending renewals', async () => {
    const admin = await createUser({ admin: true })
    const owner = await createUser()
    const soon = await expiringIn(owner, 1, '1200.00')
    const nextWeekA = await expiringIn(owner, 8, '960.00')
    const nextWeekB = await expiringIn(owner, 8, '600.00')
    await expiringIn(owner, 120, '840.00')
    const cancelled = await expiringIn(owner, 10, '360.00')
    const { app } = await testServer()
    await app.knex('insurance_policies').where({ id: nextWeekB }).update({ status: 'renewal_pending' })
    await app.knex('insurance_policies').where({ id: cancelled }).update({ status: 'cancelled' })

    const res = await http('GET', '/api/v1/admin/policies/x_dates', { token: admin.token })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const weeks = collectionEnvelope(XDateWeekJson).parse(res.body).data
    const expected = Array.from({ length: 13 }, (_, i) => {
      const { start, end } = weekOf(7 * i)
      return { week_start: start, week_end: end, policies: 0, renewal_pending: 0, premium: '0.00' }
    })
    const add = (offset: number, premium: number, pending: number) => {
      const week = expected.find((w) => w.week_start === weekOf(offset).start)
      if (!week) throw new Error(`no week for day ${offset}`)
      week.policies += 1
      week.renewal_pending += pending
      week.premium = (Number(week.premium) + premium).toFixed(2)
    }
    add(1, 1200, 0)
    add(8, 960, 0)
    add(8, 600, 1)
    expect(weeks).toEqual(expected)

    const listedIn = async (offset: number) => {
      const week = weekOf(offset)
      const listed = await http('GET', `/api/v1/admin/policies?expires_from=${week.start}&expires_to=${week.end}&per_page=100`, { token: admin.token })
      return listEnvelope(InsurancePolicyJson).parse(listed.body).data.map((policy) => policy.id)
    }
    expect(await listedIn(1)).toEqual([soon])
    expect(await listedIn(8)).toEqual([nextWeekA, nextWeekB])
  })

  it('looks up to 26 weeks ahead and refuses more, 403 to a customer, 401 anonymous', async () => {
    const admin = await createUser({ admin: true })
    const long = await http('GET', '/api/v1/admin/policies/x_dates?weeks=26', { token: admin.token })
    expect(collectionEnvelope(XDateWeekJson).parse(long.body).data).toHaveLength(26)
    for (const weeks of ['27', '0', '2.5', 'soon']) {
      const bad = await http('GET', `/api/v1/admin/policies/x_dates?weeks=${weeks}`, { token: admin.token })
      expect([bad.status, bad.body.fields]).toEqual([422, { weeks: 'Weeks must be a whole number from 1 to 26' }])
    }
    const badDay = await http('GET', '/api/v1/admin/policies?expires_from=next-monday', { token: admin.token })
    expect([badDay.status, badDay.body.fields]).toEqual([422, { expires_from: 'Please enter a date' }])
    expect((await http('GET', '/api/v1/admin/policies/x_dates', { token: (await createUser()).token })).status).toBe(403)
    expect((await http('GET', '/api/v1/admin/policies/x_dates')).status).toBe(401)
  })
})
