import { Link } from 'wouter'
import { usePolicyRenewal } from '../../../hooks/usePolicies.ts'
import { useOffers } from '../../../hooks/useOffers.ts'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import { Spinner } from '../../../kit/ui/Spinner.tsx'
import { ErrorPanel } from '../../../components/ErrorPanel.tsx'
import { RenewalComparison } from '../../../components/policies/RenewalComparison.tsx'
import { RecordRenewal } from '../../../components/policies/RecordRenewal.tsx'
import { cardClass } from '../parts.tsx'
import { longCalendarDay } from '../../../../shared/dates.ts'
import type { InsurancePolicyJson } from '../../../../shared/schemas/insurancePolicy.ts'

interface AdminRenewalProps {
  policy: InsurancePolicyJson
  onChanged: () => Promise<unknown>
}

/** The agent's renewal corner: the comparison the customer sees, and the form to record or correct the carrier's renewal. */
export function AdminRenewal({ policy, onChanged }: AdminRenewalProps) {
  const { page, error, reload } = usePolicyRenewal(policy.id)
  const { offers } = useOffers(policy.reshop_request_number)
  const renewal = page?.renewal ?? null
  const open = (policy.status === 'active' || policy.status === 'renewal_pending') && !policy.cancellation_date && (!renewal || renewal.status === 'offered')
  return (
    <section aria-labelledby="policy-renewal" className={`${cardClass} space-y-4`}>
      <h2 id="policy-renewal" className="text-lg font-semibold text-slate-900">Renewal</h2>
      {policy.cancellation_date && <p role="status" className="font-semibold text-slate-900">Cancels on {longCalendarDay(policy.cancellation_date)}</p>}
      {policy.reshop_request_number && (
        <p className="text-slate-700">
          Re-shop request <Link href={`/admin/requests/${policy.reshop_request_number}`} className="font-medium text-brand-700 hover:underline">{policy.reshop_request_number}</Link>
        </p>
      )}
      {error && <ErrorPanel title="Error Loading Renewal" message={<p>{errorMessage(error, 'The renewal could not be loaded.')}</p>} />}
      {!error && !page && <Spinner label="Loading renewal..." />}
      {page && !renewal && <p className="text-slate-700">No renewal offer recorded for the term from {longCalendarDay(policy.expiration_date)}.</p>}
      {page && renewal && <RenewalComparison page={{ ...page, renewal }} carrierName={policy.carrier_name} state={policy.state} offers={offers} />}
      {page && open && (
        <details className="rounded-md border border-slate-200 p-4" open={!renewal}>
          <summary className="cursor-pointer font-medium text-slate-900">{renewal ? 'Correct the renewal' : 'Record the renewal'}</summary>
          <div className="mt-4">
            <RecordRenewal key={renewal?.updated_at ?? 'new'} policy={policy} renewal={renewal} withNote onRecorded={() => Promise.all([reload(), onChanged()])} />
          </div>
        </details>
      )}
    </section>
  )
}
