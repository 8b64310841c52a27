import type { Knex } from 'knex'
import { expirationDate } from '../../../shared/rules/policyTerm.ts'

const day = (date: Date) => date.toISOString().slice(0, 10)
const DAY_MS = 86_400_000

interface BoundOffer {
  id: number
  insurance_request_id: number
  carrier_id: number
  term_months: number
  premium: string
  down_payment: string
  monthly_instalment: string
  instalment_count: number
  deductible: number | null
  liability_limits: string
  coverages: unknown
  discounts: string[]
}

/**
 * The demo customer's policies: the one their bound offer made, and one added from a provider we do
 * not work with (a financed car without collision, ending in 30 days), so My Policies, the coverage
 * checklist and the admin's "expiring" filter have something to show. A customer with policies is left alone.
 */
export async function seedDemoPolicies(trx: Knex.Transaction, userId: number): Promise<void> {
  if (await trx('insurance_policies').where({ user_id: userId }).first()) return
  const offer: BoundOffer | undefined = await trx('offers')
    .join('insurance_requests', 'insurance_requests.id', 'offers.insurance_request_id')
    .where({ 'insurance_requests.user_id': userId, 'offers.status': 'bound' })
    .first('offers.*')
  const request = offer ? await trx('insurance_requests').where({ id: offer.insurance_request_id }).first() : undefined
  const applicant = offer ? await trx('applicants').where({ insurance_request_id: offer.insurance_request_id }).first() : undefined
  const auto = offer ? await trx('auto_insurances').where({ insurance_request_id: offer.insurance_request_id }).first() : undefined
  const user = await trx('users').where({ id: userId }).first('first_name', 'last_name')
  const now = new Date()
  // As the hourly job would leave it: a policy whose day has come is expired.
  const statusOf = (expiration: string) => (expiration <= day(now) ? 'expired' : 'active')
  const rows: Record<string, unknown>[] = []
  if (offer && request?.policy_number && request.effective_date && applicant && auto) {
    rows.push({
      user_id: userId, origin: 'bound', offer_id: offer.id, insurance_request_id: offer.insurance_request_id, carrier_id: offer.carrier_id,
      policy_number: request.policy_number, state: applicant.state, term_months: offer.term_months, effective_date: request.effective_date,
      expiration_date: expirationDate(request.effective_date, offer.term_months), status: statusOf(expirationDate(request.effective_date, offer.term_months)), premium: offer.premium, down_payment: offer.down_payment,
      monthly_instalment: offer.monthly_instalment, instalment_count: offer.instalment_count, deductible: offer.deductible,
      liability_limits: offer.liability_limits, coverages: JSON.stringify(offer.coverages), discounts: offer.discounts,
      vehicles: JSON.stringify([{ vin: auto.vin, year: null, make: null, model: null, financed: auto.is_financed, leased: false }]),
      drivers: JSON.stringify([{ name: `${applicant.first_name} ${applicant.last_name}` }]), homeowner: auto.homeowner,
    })
  }
  const effective = day(new Date(now.getTime() - 335 * DAY_MS))
  rows.push({
    user_id: userId, origin: 'added', carrier_name: 'Lakeshore Direct', policy_number: 'LSD-4471-2209', state: 'CA', term_months: 12,
    effective_date: effective, expiration_date: expirationDate(effective, 12), premium: '1380.00', down_payment: '230.00',
    monthly_instalment: '115.00', instalment_count: 10, deductible: 1500, liability_limits: '30/60/15',
    coverages: JSON.stringify({ pip: null, um_uim: null, med_pay: null, comprehensive: true, collision: false, rental: null, roadside: true }),
    discounts: ['Good driver'], vehicles: JSON.stringify([{ vin: '1HGCM82633A004352', year: 2021, make: 'Honda', model: 'Civic', financed: true, leased: false }]),
    drivers: JSON.stringify([{ name: `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim() || 'Demo driver' }]), homeowner: true,
  })
  const inserted: { id: number }[] = await trx('insurance_policies').insert(rows).returning('id')
  await trx('insurance_policy_events').insert(inserted.map((row, index) => ({
    insurance_policy_id: row.id, actor_user_id: userId, action: rows[index]?.origin === 'bound' ? 'policy_bound' : 'policy_added', detail: 'Demo data',
  })))
}
