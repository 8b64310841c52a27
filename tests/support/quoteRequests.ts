import { expect, type APIRequestContext } from '@playwright/test'
import { addDays, isoDay } from '../../shared/dates.ts'
import { bearer, registerCustomer, type Registered } from './accounts.ts'
import { validRequestBody, type RequestOverrides } from './insuranceRequestBodies.ts'

/** A calendar day this many days from today ('2026-12-01'): an offer's valid-until. */
export const dayFromToday = (offsetDays: number) => isoDay(addDays(new Date(), offsetDays))

/**
 * A new customer's submitted request, as the wizard would send it for them. Status e-mails are opt-in;
 * `quoteNotifications` asks for them first, as the settings page lets anyone.
 */
export async function newRequest(request: APIRequestContext, overrides: RequestOverrides = {}, { quoteNotifications = false } = {}): Promise<{ customer: Registered; number: string }> {
  const customer = await registerCustomer(request, { firstName: 'Morgan', lastName: 'Offers' })
  if (quoteNotifications) {
    const optedIn = await request.put('/api/v1/me/preferences', { headers: bearer(customer.token), data: { quote_notifications: true } })
    expect(optedIn.status()).toBe(200)
  }
  const applicant = { first_name: 'Morgan', last_name: 'Offers', email: customer.email, ...overrides.applicant }
  const created = await request.post('/api/v1/insurance_requests', { headers: bearer(customer.token), data: validRequestBody({ ...overrides, applicant }) })
  expect(created.status()).toBe(201)
  return { customer, number: String((await created.json()).data.request_number) }
}

/** An offer recorded straight through the API by an admin, for the screens that only show offers; answers its id. */
export async function postOffer(request: APIRequestContext, adminToken: string, number: string, carrierName: string, offer: Record<string, unknown>): Promise<number> {
  const carriers = await request.get('/api/v1/admin/carriers', { headers: bearer(adminToken) })
  const carrier = (await carriers.json()).data.find((candidate: { name: string }) => candidate.name === carrierName)
  const added = await request.post(`/api/v1/admin/insurance_requests/${number}/offers`, { headers: bearer(adminToken), data: { offer: { carrier_id: carrier.id, ...offer } } })
  expect(added.status()).toBe(201)
  return (await added.json()).data.id
}
