import type { InsurancePolicyRenewal } from '../models/InsurancePolicyRenewal.ts'
import { fromCents, toCents } from '../../shared/rules/cents.ts'
import type { PolicyRenewalJson } from '../../shared/schemas/policyRenewal.ts'

const money = (amount: string) => fromCents(toCents(amount))

/** A renewal offer as its policy's owner and the admins see it; load it with recorded_by. */
export function presentPolicyRenewal(renewal: InsurancePolicyRenewal): PolicyRenewalJson {
  const by = renewal.recorded_by
  return {
    id: renewal.id,
    status: renewal.status,
    term_months: renewal.term_months,
    effective_date: renewal.effective_date,
    expiration_date: renewal.expiration_date,
    premium: money(renewal.premium),
    down_payment: money(renewal.down_payment),
    monthly_instalment: money(renewal.monthly_instalment),
    instalment_count: renewal.instalment_count,
    deductible: renewal.deductible,
    liability_limits: renewal.liability_limits,
    coverages: renewal.coverages,
    discounts: renewal.discounts,
    vehicles: renewal.vehicles.map((vehicle) => ({ vin: vehicle.vin, year: vehicle.year, make: vehicle.make, model: vehicle.model, financed: vehicle.financed, leased: vehicle.leased })),
    drivers: renewal.drivers.map((driver) => ({ name: driver.name })),
    agent_note: renewal.agent_note,
    recorded_by: by ? { id: by.id, name: `${by.first_name} ${by.last_name}`.trim() || by.email } : null,
    created_at: renewal.created_at.toISOString(),
    updated_at: renewal.updated_at.toISOString(),
  }
}
