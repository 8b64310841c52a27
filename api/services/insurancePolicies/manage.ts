import type { Knex } from 'knex'
import type { AppContext } from '../../context.ts'
import { Carrier } from '../../models/Carrier.ts'
import { InsurancePolicy } from '../../models/InsurancePolicy.ts'
import type { User } from '../../models/User.ts'
import { notFound, validationFailed } from '../../errors.ts'
import { expirationDate } from '../../../shared/rules/policyTerm.ts'
import type { InsurancePolicyForm } from '../../../shared/schemas/insurancePolicy.ts'
import { recordPolicyEvent } from './events.ts'

export const POLICY_NOT_FOUND = 'Policy not found'

/** The graph every policy answer is presented from. */
export const POLICY_GRAPH = '[carrier, user, insurance_request, reshop_request]'

/** A policy anyone may still see: a deleted account's kept one is not found (api/services/retention.ts). */
export async function loadPolicy(id: number, db?: Knex | Knex.Transaction): Promise<InsurancePolicy | undefined> {
  return await InsurancePolicy.query(db).findById(id).whereNull('restricted_at').withGraphFetched(POLICY_GRAPH)
}

/** The columns a form sets; a carrier from the list is named by its row, so the typed name is dropped. */
async function formRow(trx: Knex.Transaction, form: InsurancePolicyForm) {
  if (form.carrier_id !== null && !(await Carrier.query(trx).findById(form.carrier_id))) {
    throw validationFailed({ 'policy.carrier_id': 'Please choose a carrier from the list' })
  }
  return {
    carrier_id: form.carrier_id,
    carrier_name: form.carrier_id === null ? form.carrier_name : null,
    policy_number: form.policy_number,
    state: form.state,
    term_months: form.term_months,
    effective_date: form.effective_date,
    expiration_date: expirationDate(form.effective_date, form.term_months),
    premium: form.premium,
    down_payment: form.down_payment,
    monthly_instalment: form.monthly_instalment,
    instalment_count: form.instalment_count,
    deductible: form.deductible,
    liability_limits: form.liability_limits,
    coverages: form.coverages,
    discounts: form.discounts,
    vehicles: form.vehicles,
    drivers: form.drivers,
    homeowner: form.homeowner,
  }
}

const policySummary = (form: InsurancePolicyForm) => `Policy ${form.policy_number}, ${form.effective_date} for ${form.term_months} months`

/** A policy from any provider, typed in by its owner; it is active until its dates say otherwise. */
export async function addPolicy(app: AppContext, owner: User, form: InsurancePolicyForm): Promise<InsurancePolicy> {
  const now = app.now()
  const id = await app.knex.transaction(async (trx) => {
    const policy = await InsurancePolicy.query(trx).insert({ ...(await formRow(trx, form)), user_id: owner.id, origin: 'added', status: 'active', status_changed_at: now, created_at: now, updated_at: now })
    await recordPolicyEvent(trx, { policyId: policy.id, actorId: owner.id, action: 'policy_added', detail: policySummary(form), now })
    return policy.id
  })
  const loaded = await loadPolicy(id)
  if (!loaded) throw notFound(POLICY_NOT_FOUND)
  return loaded
}

/**
 * Replaces a policy's details (its owner correcting it, or an agent). An expired policy whose new
 * dates run past today is active again; how it came to be (origin, offer) never changes.
 */
export async function changePolicy(app: AppContext, actor: User, policy: InsurancePolicy, form: InsurancePolicyForm, today: string): Promise<InsurancePolicy> {
  const now = app.now()
  await app.knex.transaction(async (trx) => {
    // The account may have been deleted since the policy was loaded: a kept one is no longer changed.
    const locked = await InsurancePolicy.query(trx).findById(policy.id).whereNull('restricted_at').forUpdate()
    if (!locked) throw notFound(POLICY_NOT_FOUND)
    const row = await formRow(trx, form)
    const revived = locked.status === 'expired' && row.expiration_date > today
    await InsurancePolicy.query(trx).findById(policy.id).patch({ ...row, updated_at: now, ...(revived ? { status: 'active', status_changed_at: now } : {}) })
    await recordPolicyEvent(trx, { policyId: policy.id, actorId: actor.id, action: 'policy_changed', detail: policySummary(form), now })
  })
  const loaded = await loadPolicy(policy.id)
  if (!loaded) throw notFound(POLICY_NOT_FOUND)
  return loaded
}
