import { LIVE_POLICY_STATUSES } from '../../../shared/schemas/insurancePolicy.ts'
import type { Knex } from 'knex'
import type { AppContext } from '../../context.ts'
import { InsurancePolicy } from '../../models/InsurancePolicy.ts'
import { InsurancePolicyRenewal } from '../../models/InsurancePolicyRenewal.ts'
import type { User } from '../../models/User.ts'
import { conflict, notFound, validationFailed } from '../../errors.ts'
import { presentInsurancePolicy } from '../../presenters/insurancePolicy.ts'
import { presentPolicyRenewal } from '../../presenters/policyRenewal.ts'
import { calendarDay } from '../../../shared/dates.ts'
import { dollars, fromCents, toCents } from '../../../shared/rules/cents.ts'
import { expirationDate } from '../../../shared/rules/policyTerm.ts'
import { renewalChanges } from '../../../shared/rules/renewalChanges.ts'
import type { PolicyRenewalPageJson, PolicyTermJson, RenewalForm } from '../../../shared/schemas/policyRenewal.ts'
import { recordPolicyEvent } from './events.ts'
import { POLICY_NOT_FOUND } from './manage.ts'

const presentMoney = (amount: string) => fromCents(toCents(amount))

/** The policy row locked for a renewal write; a kept (deleted account's) one is not found. */
async function lockPolicy(trx: Knex.Transaction, policyId: number): Promise<InsurancePolicy> {
  const locked = await InsurancePolicy.query(trx).findById(policyId).whereNull('restricted_at').forUpdate()
  if (!locked) throw notFound(POLICY_NOT_FOUND)
  return locked
}

/** The renewal offered for the term after the current one, if recorded. */
const nextTermRenewal = (policy: InsurancePolicy, db?: Knex | Knex.Transaction) =>
  InsurancePolicyRenewal.query(db).findOne({ insurance_policy_id: policy.id, effective_date: policy.expiration_date })

/**
 * Records (or corrects, while it is still open) the current carrier's renewal offer for the next
 * term, by the agent or the customer. Only an agent writes the note on the reasons: a customer's
 * recording keeps the agent's. The policy is renewal pending from then on; audited.
 */
export async function recordRenewal(app: AppContext, actor: User, policyId: number, form: RenewalForm): Promise<void> {
  const now = app.now()
  await app.knex.transaction(async (trx) => {
    const policy = await lockPolicy(trx, policyId)
    if (!LIVE_POLICY_STATUSES.includes(policy.status) || policy.cancellation_date) throw conflict('This policy is no longer waiting for its renewal.')
    if (form.effective_date !== policy.expiration_date) {
      throw validationFailed({ 'renewal.effective_date': `A renewal starts when the current term ends, on ${calendarDay(policy.expiration_date)}` })
    }
    const existing = await nextTermRenewal(policy, trx)
    if (existing && existing.status !== 'offered') throw conflict('This renewal was already decided.')
    const { agent_note: note, ...terms } = form
    const row = {
      ...terms,
      expiration_date: expirationDate(form.effective_date, form.term_months),
      agent_note: actor.admin ? note : (existing?.agent_note ?? ''),
      recorded_by_user_id: actor.id,
      updated_at: now,
    }
    if (existing) await InsurancePolicyRenewal.query(trx).findById(existing.id).patch(row)
    else await InsurancePolicyRenewal.query(trx).insert({ ...row, insurance_policy_id: policy.id, status: 'offered', created_at: now })
    if (policy.status === 'active') await InsurancePolicy.query(trx).findById(policy.id).patch({ status: 'renewal_pending', status_changed_at: now, updated_at: now })
    const detail = `${existing ? 'Corrected' : 'Recorded'}: ${dollars(form.premium)} for ${form.term_months} months from ${form.effective_date}`
    await recordPolicyEvent(trx, { policyId: policy.id, actorId: actor.id, action: 'renewal_recorded', detail, now })
  })
}

/**
 * The customer keeps the renewal: the current term is kept for the record (and the chart), the
 * renewal's terms become the policy's, and it is renewed until the new term starts (the expiry
 * job makes it active then). One transaction; audited.
 */
export async function keepRenewal(app: AppContext, owner: User, policyId: number): Promise<void> {
  const now = app.now()
  await app.knex.transaction(async (trx) => {
    const policy = await lockPolicy(trx, policyId)
    const renewal = await nextTermRenewal(policy, trx)
    if (!renewal || renewal.status !== 'offered') throw conflict('There is no renewal offer to keep.')
    if (!LIVE_POLICY_STATUSES.includes(policy.status) || policy.cancellation_date) throw conflict('This policy is no longer waiting for its renewal.')
    await trx('insurance_policy_terms').insert({ insurance_policy_id: policy.id, effective_date: policy.effective_date, expiration_date: policy.expiration_date, premium: policy.premium })
    const { term_months, effective_date, expiration_date, premium, down_payment, monthly_instalment, instalment_count, deductible, liability_limits, coverages, discounts, vehicles, drivers } = renewal
    await InsurancePolicy.query(trx).findById(policy.id).patch({
      term_months, effective_date, expiration_date, premium, down_payment, monthly_instalment, instalment_count, deductible, liability_limits, coverages, discounts, vehicles, drivers,
      // The next term's notice and re-shop start afresh.
      status: 'renewed', status_changed_at: now, updated_at: now, reshop_request_id: null,
    })
    await InsurancePolicyRenewal.query(trx).findById(renewal.id).patch({ status: 'kept', updated_at: now })
    await recordPolicyEvent(trx, { policyId: policy.id, actorId: owner.id, action: 'policy_renewed', detail: `Renewed from ${effective_date} to ${expiration_date} at ${dollars(premium)}`, now })
  })
}

/** The premium over the policy's terms: those it renewed from, the current one, and the renewal offered. */
async function policyTerms(policy: InsurancePolicy, renewal: InsurancePolicyRenewal | undefined): Promise<PolicyTermJson[]> {
  const past: { effective_date: string; expiration_date: string; premium: string }[] = await InsurancePolicy.knex()('insurance_policy_terms')
    .where({ insurance_policy_id: policy.id }).orderBy('effective_date').select('effective_date', 'expiration_date', 'premium')
  const current = presentInsurancePolicy(policy)
  return [
    ...past.map((term) => ({ kind: 'past' as const, effective_date: term.effective_date, expiration_date: term.expiration_date, premium: presentMoney(term.premium) })),
    { kind: 'current', effective_date: current.effective_date, expiration_date: current.expiration_date, premium: current.premium },
    ...(renewal && renewal.status === 'offered' ? [{ kind: 'renewal' as const, effective_date: renewal.effective_date, expiration_date: renewal.expiration_date, premium: presentMoney(renewal.premium) }] : []),
  ]
}

/** What the "What changed" page shows: the renewal offered for the next term, each change, and the terms so far. */
export async function renewalPage(policy: InsurancePolicy): Promise<PolicyRenewalPageJson> {
  const renewal = await InsurancePolicyRenewal.query().findOne({ insurance_policy_id: policy.id, effective_date: policy.expiration_date }).withGraphFetched('recorded_by')
  const presented = renewal ? presentPolicyRenewal(renewal) : null
  return {
    renewal: presented,
    changes: presented ? renewalChanges(presentInsurancePolicy(policy), presented) : [],
    terms: await policyTerms(policy, renewal),
  }
}
