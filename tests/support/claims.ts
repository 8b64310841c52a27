/** Accident reports made through the API as a client makes them (issue #27). */
import { expect } from 'vitest'
import sharp from 'sharp'
import { http } from './http.ts'
import { createUser, type CreatedUser } from './factories.ts'
import { createCarrier } from './offers.ts'

/** A whole report a customer could send: a rear-end collision in Sacramento, one other driver, one witness. */
export function fullReport(overrides: Record<string, unknown> = {}) {
  return {
    occurred_at: '2026-11-20T08:15',
    location: { address: '1200 J St', city: 'Sacramento', state: 'CA', latitude: 38.58, longitude: -121.49 },
    description: 'Stopped at a red light; the car behind did not stop.\nRear bumper pushed in.',
    police: { called: true, report_number: 'SPD-2026-4411', department: 'Sacramento PD', citations: 'Other driver cited for following too closely' },
    vehicle: { vin: '1HGCM82633A004352', plate: '8ABC123', description: '2019 Honda Accord, grey' },
    driver: { name: 'Dana Scully', license_number: 'D1234567', license_state: 'CA' },
    damage: { description: 'Rear bumper and trunk lid', drivable: true, inspection_location: 'Home driveway, 55 Elm St' },
    other_parties: [{ driver_name: 'Fox Mulder', phone: '(916) 555-0142', plate: '7XYZ987', insurer: 'Faraway Mutual', policy_number: 'FM-99' }],
    injuries: { count: 0, description: '' },
    witnesses: [{ name: 'Walter Skinner', phone: '916-555-0199' }],
    ...overrides,
  }
}

export const claimBody = (claim: Record<string, unknown> = {}) => ({ claim: { carrier_name: 'Faraway Mutual', policy_number: 'FM-2026-0001', report: fullReport(), ...claim } })

export async function startClaim(owner: CreatedUser, body: unknown = claimBody()): Promise<string> {
  const res = await http('POST', '/api/v1/claims', { token: owner.token, body })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data.claim_number
}

/** A sent report of a new customer's, naming a carrier of ours; with the admin who works it. */
export async function sentClaim(claim: Record<string, unknown> = {}): Promise<{ owner: CreatedUser; admin: CreatedUser; number: string; carrierId: number }> {
  const admin = await createUser({ admin: true })
  const owner = await createUser()
  const carrierId = await createCarrier(admin, { claims_phone: '800-555-0110', claims_website: 'claims.carrier.example' })
  const number = await startClaim(owner, claimBody({ carrier_id: carrierId, carrier_name: '', ...claim }))
  const res = await http('POST', `/api/v1/claims/${number}/submit`, { token: owner.token })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return { owner, admin, number, carrierId }
}

export async function photoJpeg(width = 64, height = 48): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg().toBuffer())
}

export function uploadPhoto(number: string, bytes: Uint8Array, token?: string, name = 'bumper.jpg') {
  return http('POST', `/api/v1/claims/${number}/photos`, { token, rawBody: bytes, headers: { 'content-type': 'image/jpeg', 'x-file-name': encodeURIComponent(name) } })
}
