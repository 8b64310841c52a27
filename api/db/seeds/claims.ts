import type { Knex } from 'knex'
import { newClaimNumber } from '../../services/requestNumbers.ts'

const HOUR = 3_600_000

const report = (occurredAt: Date, description: string) => ({
  occurred_at: occurredAt.toISOString().slice(0, 16),
  location: { address: 'Market St and 5th St', city: 'San Francisco', state: 'CA', latitude: null, longitude: null },
  description,
  police: { called: true, report_number: 'SFPD-26-118842', department: 'San Francisco Police Department', citations: '' },
  vehicle: { vin: '1HGCM82633A004352', plate: '8DEM123', description: '2019 Honda Accord' },
  driver: { name: 'Casey Jordan', license_number: 'D1234567', license_state: 'CA' },
  damage: { description: 'Rear bumper and trunk lid', drivable: true, inspection_location: '123 Market Street, San Francisco' },
  other_parties: [{ driver_name: 'Sam Lee', phone: '(415) 555-0188', plate: '7XYZ987', insurer: 'Faraway Mutual', policy_number: 'FM-88231' }],
  injuries: { count: 0, description: '' },
  witnesses: [],
})

/**
 * The demo customer's accident claims, so the agents' queue and the admin dashboard's filing figure
 * have something to show: one sent three hours ago and waiting to be filed, one filed within six
 * hours ten days ago. A customer with claims is left alone.
 */
export async function seedDemoClaims(trx: Knex.Transaction, userId: number): Promise<void> {
  if (await trx('accident_claims').where({ user_id: userId }).first()) return
  const policy = await trx('insurance_policies').where({ user_id: userId, origin: 'bound' }).first<{ id: number; carrier_id: number; policy_number: string } | undefined>()
  if (!policy) return
  const now = Date.now()
  const waiting = new Date(now - 3 * HOUR)
  const earlier = new Date(now - 10 * 24 * HOUR)
  const base = { user_id: userId, insurance_policy_id: policy.id, carrier_id: policy.carrier_id, policy_number: policy.policy_number, loss_state: 'CA' }
  const claims = await trx('accident_claims').insert([
    { ...base, claim_number: newClaimNumber(), report: report(new Date(waiting.getTime() - HOUR), 'Stopped at a red light; the car behind did not stop.'), status: 'reported', submitted_at: waiting, due_at: new Date(waiting.getTime() + 24 * HOUR), created_at: waiting, updated_at: waiting },
    {
      ...base, claim_number: newClaimNumber(), report: report(new Date(earlier.getTime() - HOUR), 'Another car backed into mine in a parking lot.'), status: 'filed',
      submitted_at: earlier, due_at: new Date(earlier.getTime() + 24 * HOUR), filed_at: new Date(earlier.getTime() + 6 * HOUR), carrier_claim_number: 'HLM-CL-DEMO-1', created_at: earlier, updated_at: earlier,
    },
  ]).returning<{ id: number; submitted_at: Date; filed_at: Date | null }[]>(['id', 'submitted_at', 'filed_at'])
  for (const claim of claims) {
    await trx('accident_claim_events').insert({ accident_claim_id: claim.id, actor_user_id: userId, action: 'claim_reported', detail: 'Report sent', created_at: claim.submitted_at })
    if (claim.filed_at) await trx('accident_claim_events').insert({ accident_claim_id: claim.id, actor_user_id: null, action: 'claim_filed', detail: 'Filed with the carrier as HLM-CL-DEMO-1', created_at: claim.filed_at })
  }
}
