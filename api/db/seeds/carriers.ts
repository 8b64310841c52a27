import type { Knex } from 'knex'
import { STATE_CODES } from '../../../shared/constants/states.ts'

// Fictional insurers for the demo; any likeness to a real company's name is unintended.
const CARRIERS = [
  { name: 'Harborline Mutual', rating: 'A+', states: [...STATE_CODES], satisfaction_note: 'Claims settled in 9 days on average; top-quartile satisfaction in the West.', website: 'https://harborline.example', claims_phone: '(800) 555-0101', claims_website: 'https://harborline.example/claims' },
  { name: 'Pinecrest Casualty', rating: 'A', states: [...STATE_CODES], satisfaction_note: 'Strong app and 24/7 claims line; average renewal increases.', website: 'https://pinecrest.example', claims_phone: '(800) 555-0102', claims_website: 'https://pinecrest.example/claims' },
  { name: 'Bluestem Auto Insurance', rating: 'B++', states: ['CA', 'FL', 'TX', 'AZ', 'NV', 'GA', 'NC'], satisfaction_note: 'Low prices; slower claims in busy seasons.', website: 'https://bluestem.example', claims_phone: '(800) 555-0103', claims_website: 'https://bluestem.example/claims' },
  { name: 'Northgate Assurance', rating: 'A-', states: ['CA', 'FL', 'NY', 'NJ', 'PA', 'IL', 'OH', 'MI'], satisfaction_note: 'Local agents in most cities; good for multi-car households.', website: 'https://northgate.example', claims_phone: '(800) 555-0104', claims_website: 'https://northgate.example/claims' },
  { name: 'Meridian Shield', rating: 'not_rated', states: ['TX', 'OK', 'LA'], satisfaction_note: 'A young regional carrier; few reviews so far.', website: 'https://meridianshield.example', claims_phone: '(800) 555-0105', claims_website: 'https://meridianshield.example/claims' },
] as const

/**
 * The demo carriers; running it again changes nothing, except that a carrier seeded before carriers
 * had a claims line gets the demo's (issue #27).
 */
export async function seedCarriers(trx: Knex.Transaction): Promise<void> {
  for (const carrier of CARRIERS) {
    const existing = trx('carriers').whereRaw('lower(name) = lower(?)', [carrier.name])
    if (!(await existing.clone().first())) {
      await trx('carriers').insert({ ...carrier, states: [...carrier.states] })
      continue
    }
    await existing.clone().where({ claims_phone: '', claims_website: '' }).update({ claims_phone: carrier.claims_phone, claims_website: carrier.claims_website })
  }
}

const HOUR = 3_600_000
const day = (date: Date) => date.toISOString().slice(0, 10)
const fullCover = { pip: null, um_uim: null, med_pay: null, comprehensive: true, collision: true, rental: 30, roadside: true }
const liabilityCover = { pip: null, um_uim: null, med_pay: null, comprehensive: false, collision: false, rental: null, roadside: false }

interface SeededRequest {
  id: number
  created_at: Date
}

async function carrierId(trx: Knex.Transaction, name: string): Promise<number> {
  const row = await trx('carriers').where({ name }).first<{ id: number } | undefined>()
  if (!row) throw new Error(`demo carrier ${name} is missing`)
  return row.id
}

/**
 * Offers on the demo customer's quoted and purchased requests, so "View Quote Details" has something
 * to compare and the purchased one shows its policy; first_offer_at gives the dashboard's promise
 * figures something to count. Requests that already have offers are left alone.
 */
export async function seedDemoOffers(trx: Knex.Transaction, userId: number): Promise<void> {
  const requests: (SeededRequest & { status: string })[] = await trx('insurance_requests').where({ user_id: userId }).select('id', 'created_at', 'status')
  const quoted = requests.find((request) => request.status === 'quoted')
  const purchased = requests.find((request) => request.status === 'purchased')
  const expired = requests.find((request) => request.status === 'expired')
  if (!quoted || !purchased || (await trx('offers').whereIn('insurance_request_id', [quoted.id, purchased.id]).first())) return
  const validUntil = day(new Date(Date.now() + 10 * 86_400_000))
  const harborline = await carrierId(trx, 'Harborline Mutual')
  const pinecrest = await carrierId(trx, 'Pinecrest Casualty')
  await trx('offers').insert([
    { insurance_request_id: quoted.id, carrier_id: harborline, term_months: 6, premium: '720.00', down_payment: '120.00', monthly_instalment: '120.00', instalment_count: 5, deductible: 500, liability_limits: '100/300/100', coverages: JSON.stringify(fullCover), discounts: ['Homeowner', 'Clean record'], valid_until: validUntil },
    { insurance_request_id: quoted.id, carrier_id: pinecrest, term_months: 12, premium: '1080.00', down_payment: '90.00', monthly_instalment: '90.00', instalment_count: 11, deductible: 1000, liability_limits: '50/100/50', coverages: JSON.stringify(fullCover), discounts: ['Paperless billing'], valid_until: validUntil },
    { insurance_request_id: purchased.id, carrier_id: harborline, term_months: 6, premium: '480.00', down_payment: '80.00', monthly_instalment: '80.00', instalment_count: 5, deductible: null, liability_limits: '100/300/100', coverages: JSON.stringify(liabilityCover), discounts: [], valid_until: day(new Date(purchased.created_at.getTime() + 14 * 86_400_000)), status: 'bound', chosen_at: new Date(purchased.created_at.getTime() + 30 * HOUR), chosen_by_user_id: userId },
  ])
  await trx('insurance_requests').where({ id: quoted.id }).update({ first_offer_at: new Date(quoted.created_at.getTime() + 5 * HOUR) })
  await trx('insurance_requests').where({ id: purchased.id }).update({
    first_offer_at: new Date(purchased.created_at.getTime() + 20 * HOUR),
    policy_number: 'HLM-DEMO-000001',
    effective_date: day(new Date(purchased.created_at.getTime() + 2 * 86_400_000)),
  })
  if (expired) await trx('insurance_requests').where({ id: expired.id }).update({ first_offer_at: new Date(expired.created_at.getTime() + 30 * HOUR) })
}
