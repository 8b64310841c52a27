/** Policy bodies and a policy bound through the offer flow, made through the API like a client would. */
import { PDFDocument } from 'pdf-lib'
import { expect } from 'vitest'
import { http } from './http.ts'
import { createUser, type CreatedUser } from './factories.ts'
import { testServer } from './server.ts'
import { startSession } from '../../api/services/sessions.ts'
import { addOffer, createCarrier, day, submittedRequest } from './offers.ts'

/** A CA policy from a provider we do not work with: 100/300/100, full coverage, paid in 6 instalments. */
export function policyBody(overrides: Record<string, unknown> = {}) {
  return {
    policy: {
      carrier_id: null,
      carrier_name: 'Faraway Mutual',
      policy_number: 'FM-2026-0001',
      state: 'CA',
      term_months: 12,
      effective_date: day(-100),
      premium: '1200.00',
      down_payment: '200.00',
      monthly_instalment: '100.00',
      instalment_count: 10,
      deductible: 500,
      liability_limits: '100/300/100',
      coverages: { pip: null, um_uim: '100/300', med_pay: 5000, comprehensive: true, collision: true, rental: 30, roadside: true },
      discounts: ['Good driver'],
      vehicles: [{ vin: '1HGCM82633A004352', year: 2019, make: 'Honda', model: 'Accord', financed: false, leased: false }],
      drivers: [{ name: 'Dana Scully' }],
      homeowner: false,
      ...overrides,
    },
  }
}

export async function addPolicy(owner: CreatedUser, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await http('POST', '/api/v1/policies', { token: owner.token, body: policyBody(overrides) })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data.id
}

/** A CA request's offer chosen by its owner and bound by an admin: the policy that made. */
export async function boundPolicy(): Promise<{ owner: CreatedUser; admin: CreatedUser; number: string; offerId: number; carrierId: number; binding: { policy_number: string; effective_date: string } }> {
  const admin = await createUser({ admin: true })
  const carrierId = await createCarrier(admin)
  const { owner, number } = await submittedRequest({ auto: { is_financed: true, financial_institution: 'First Bank', homeowner: true } })
  const offerId = await addOffer(admin, number, carrierId)
  expect((await http('POST', `/api/v1/insurance_requests/${number}/offers/${offerId}/choose`, { token: owner.token })).status).toBe(200)
  const binding = { policy_number: 'HLM-2026-000123', effective_date: day(3) }
  const res = await http('POST', `/api/v1/admin/offers/${offerId}/bind`, { token: admin.token, body: binding })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return { owner, admin, number, offerId, carrierId, binding }
}

export async function onePagePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.addPage().drawText('Declarations page')
  return pdf.save()
}

/** Uploads a declarations page to the policy as its owner: the stored document's id. */
export async function uploadDeclarations(owner: CreatedUser, policyId: number): Promise<number> {
  const res = await http('POST', `/api/v1/policies/${policyId}/documents?kind=declarations`, {
    token: owner.token, rawBody: await onePagePdf(), headers: { 'content-type': 'application/pdf', 'x-file-name': 'declarations.pdf' },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data.id
}

/** The user signed in afresh at the app's clock: a test that moved the clock months ahead outlives earlier sessions. */
export async function signedInNow(user: CreatedUser): Promise<CreatedUser> {
  const { app } = await testServer()
  // An admin signs in with the authenticator app the factory gave them, as admin routes require.
  return { ...user, token: await startSession(app, user.user, undefined, { secondFactor: user.user.admin }) }
}

/** The current term carried forward with these changes: what a carrier's renewal sends. */
export async function renewalBody(id: number, overrides: Record<string, unknown> = {}) {
  const { app } = await testServer()
  const row = await app.knex('insurance_policies').where({ id }).first()
  return {
    renewal: {
      term_months: row.term_months,
      effective_date: row.expiration_date,
      premium: row.premium,
      down_payment: row.down_payment,
      monthly_instalment: row.monthly_instalment,
      instalment_count: row.instalment_count,
      deductible: row.deductible,
      liability_limits: row.liability_limits,
      coverages: row.coverages,
      discounts: row.discounts,
      vehicles: row.vehicles,
      drivers: row.drivers,
      agent_note: '',
      ...overrides,
    },
  }
}
