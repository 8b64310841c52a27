/** Carriers, requests and offer bodies for the offer tests, made through the API like a client would. */
import { expect } from 'vitest'
import { http } from './http.ts'
import { createUser, uniqueEmail, type CreatedUser } from './factories.ts'
import { validRequestBody, type RequestOverrides } from './insuranceRequestBodies.ts'

export const day = (offsetDays: number, from = new Date()) => new Date(from.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10)

export async function createCarrier(admin: CreatedUser, overrides: Record<string, unknown> = {}): Promise<number> {
  const body = { carrier: { name: `Carrier ${uniqueEmail('c').slice(2, 14)}`, rating: 'A', states: ['CA', 'FL'], satisfaction_note: 'Fast claims.', website: 'https://carrier.example', ...overrides } }
  const res = await http('POST', '/api/v1/admin/carriers', { token: admin.token, body })
  expect(res.status).toBe(201)
  return res.body.data.id
}

/** A CA request (asked 100/300/100, full coverage, $500 deductible) by a fresh customer. */
export async function submittedRequest(overrides: RequestOverrides = {}): Promise<{ owner: CreatedUser; number: string }> {
  const owner = await createUser({ first_name: 'Dana', quote_notifications: true })
  const body = validRequestBody({ ...overrides, auto: { minimum_liability_limits: '100/300/100', ...overrides.auto } })
  const res = await http('POST', '/api/v1/insurance_requests', { token: owner.token, body })
  expect(res.status).toBe(201)
  return { owner, number: res.body.data.request_number }
}

export function offerBody(carrierId: number, overrides: Record<string, unknown> = {}) {
  return {
    offer: {
      carrier_id: carrierId,
      term_months: 6,
      premium: '600.00',
      down_payment: '100.00',
      monthly_instalment: '100.00',
      instalment_count: 5,
      deductible: 500,
      liability_limits: '100/300/100',
      coverages: { pip: null, um_uim: null, med_pay: null, comprehensive: true, collision: true, rental: 30, roadside: true },
      discounts: ['Homeowner', 'Paperless billing'],
      valid_until: day(14),
      note: 'Includes accident forgiveness.',
      ...overrides,
    },
  }
}

export async function addOffer(admin: CreatedUser, number: string, carrierId: number, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await http('POST', `/api/v1/admin/insurance_requests/${number}/offers`, { token: admin.token, body: offerBody(carrierId, overrides) })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data.id
}
