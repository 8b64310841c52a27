import { Link } from 'wouter'
import { SPA_ROUTES } from '../../../shared/spaRoutes.ts'
import { BOUND_POLICY_LOCKED } from '../../../shared/schemas/insurancePolicy.ts'

/** In place of "Edit policy" on a policy bound here: the server refuses the customer's changes (api/policies/insurancePolicy.ts). */
export function BoundPolicyNote() {
  return (
    <p className="text-sm text-slate-700">
      {BOUND_POLICY_LOCKED} <Link href={SPA_ROUTES.support} className="font-medium text-brand-700 underline">Open a support conversation</Link>
    </p>
  )
}
