import type { InsurancePolicy } from '../models/InsurancePolicy.ts'
import type { InsurancePolicyEvent } from '../models/InsurancePolicyEvent.ts'
import { fromCents, toCents } from '../../shared/rules/cents.ts'
import type { AdminPolicyJson, InsurancePolicyJson, PolicyEventJson } from '../../shared/schemas/insurancePolicy.ts'

const money = (amount: string) => fromCents(toCents(amount))
const personName = (user: { first_name: string; last_name: string; email: string }) => `${user.first_name} ${user.last_name}`.trim() || user.email

/** A policy as its owner and the admins see it; it must be loaded with its carrier, owner and request. */
export function presentInsurancePolicy(policy: InsurancePolicy): InsurancePolicyJson {
  const owner = policy.user
  if (!owner) throw new Error(`policy ${policy.id} was loaded without its owner`)
  return {
    id: policy.id,
    origin: policy.origin,
    offer_id: policy.offer_id,
    request_number: policy.insurance_request?.request_number ?? null,
    carrier_id: policy.carrier_id,
    carrier_name: policy.carrier?.name ?? policy.carrier_name ?? '',
    policy_number: policy.policy_number,
    state: policy.state,
    term_months: policy.term_months,
    effective_date: policy.effective_date,
    expiration_date: policy.expiration_date,
    premium: money(policy.premium),
    down_payment: money(policy.down_payment),
    monthly_instalment: money(policy.monthly_instalment),
    instalment_count: policy.instalment_count,
    deductible: policy.deductible,
    liability_limits: policy.liability_limits,
    coverages: policy.coverages,
    discounts: policy.discounts,
    vehicles: policy.vehicles.map((vehicle) => ({ vin: vehicle.vin, year: vehicle.year, make: vehicle.make, model: vehicle.model, financed: vehicle.financed, leased: vehicle.leased })),
    drivers: policy.drivers.map((driver) => ({ name: driver.name })),
    homeowner: policy.homeowner,
    status: policy.status,
    status_changed_at: policy.status_changed_at.toISOString(),
    cancellation_date: policy.cancellation_date,
    auto_reshop: policy.auto_reshop,
    reshop_request_number: policy.reshop_request?.request_number ?? null,
    owner: { id: owner.id, name: personName(owner), email: owner.email },
    created_at: policy.created_at.toISOString(),
    updated_at: policy.updated_at.toISOString(),
  }
}

function presentPolicyEvent(event: InsurancePolicyEvent): PolicyEventJson {
  return {
    action: event.action,
    detail: event.detail,
    actor: event.actor ? { id: event.actor.id, name: personName(event.actor) } : null,
    created_at: event.created_at.toISOString(),
  }
}

export const presentAdminPolicy = (policy: InsurancePolicy, events: InsurancePolicyEvent[]): AdminPolicyJson => ({
  ...presentInsurancePolicy(policy),
  events: events.map(presentPolicyEvent),
})
