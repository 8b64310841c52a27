import { describe, expect, it } from 'vitest'
import { routes } from '../../api/routes/index.ts'
import type { Route } from '../../api/routes/defineRoute.ts'
import { API_BASE } from '../../shared/contract.ts'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, type CreatedUser } from '../support/factories.ts'
import { validRequestBody } from '../support/insuranceRequestBodies.ts'
import { addOffer, createCarrier, day } from '../support/offers.ts'

const PHONE_FORMS = ['(312) 555-0199', '312-555-0199', '3125550199']

/** A customer with everything that names their phone and e-mail: a request, a bound policy, a consent to calls. */
async function customerWithRecords() {
  const admin = await createUser({ admin: true })
  const owner = await createUser({ first_name: 'Priya' })
  const body = validRequestBody({ applicant: { phone_number: '312-555-0199', email: owner.email } })
  const created = await http('POST', '/api/v1/insurance_requests', { token: owner.token, body })
  expect(created.status).toBe(201)
  const number: string = created.body.data.request_number
  const offerId = await addOffer(admin, number, await createCarrier(admin))
  await http('POST', `/api/v1/insurance_requests/${number}/offers/${offerId}/choose`, { token: owner.token })
  await http('POST', `/api/v1/admin/offers/${offerId}/bind`, { token: admin.token, body: { policy_number: 'PRIV-2026-0001', effective_date: day(2) } })
  await http('PUT', '/api/v1/me/contact_consent', { token: owner.token, body: { consented: true, phone_number: '312-555-0199' } })
  const { app } = await testServer()
  const policy = await app.knex('insurance_policies').where({ offer_id: offerId }).first()
  return { admin, owner, number, ids: [String(offerId), String(policy.id), String(owner.user.id)] }
}

/** Every URL a route can take with the customer's own request number and record ids in its params. */
function urlsFor(route: Route, number: string, ids: string[]): string[] {
  const base = route.path.replace(/\*(\w+)/g, 'x').replace(/[{}]/g, '').replace(':request_number', number)
  if (!/:\w+/.test(base)) return [`${API_BASE}${base}`]
  return ids.map((id) => `${API_BASE}${base.replace(/:(\w+)/g, id)}`)
}

const leaks = (text: string, email: string) => [email, ...PHONE_FORMS].filter((secret) => text.toLowerCase().includes(secret.toLowerCase()))

describe('who sees a customer’s phone number and e-mail address', () => {
  it('no GET route shows them to an anonymous caller or another customer; the owner and admins see them', async () => {
    const { admin, owner, number, ids } = await customerWithRecords()
    const other: CreatedUser = await createUser()
    const readable = routes.filter((route) => route.method === 'get' && route.access !== 'admin')
    expect(readable.length).toBeGreaterThan(20)
    for (const route of readable) {
      for (const url of urlsFor(route, number, ids)) {
        for (const [who, token] of [['anonymous', undefined], ['another customer', other.token]] as const) {
          const res = await http('GET', url, { token })
          expect(leaks(JSON.stringify(res.body ?? ''), owner.email), `${who}: GET ${url}`).toEqual([])
        }
      }
    }
    for (const token of [owner.token, admin.token]) {
      const shown = await http('GET', `/api/v1/insurance_requests/${number}`, { token })
      expect(leaks(JSON.stringify(shown.body), owner.email)).toEqual([owner.email, PHONE_FORMS[0]])
    }
  })
})
