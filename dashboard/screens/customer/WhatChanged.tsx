import { useState } from 'react'
import { BackLink } from '../../components/BackLink.tsx'
import { toast } from '../../kit/ui/toast.ts'
import { usePolicy, usePolicyRenewal } from '../../hooks/usePolicies.ts'
import { useOffers } from '../../hooks/useOffers.ts'
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts'
import { ApiError, api } from '../../kit/api.ts'
import { errorMessage } from '../../kit/ui/serverErrors.ts'
import { Button } from '../../kit/ui/Button.tsx'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { RenewalComparison } from '../../components/policies/RenewalComparison.tsx'
import { RecordRenewal } from '../../components/policies/RecordRenewal.tsx'
import { longCalendarDay } from '../../../shared/dates.ts'
import type { InsurancePolicyJson } from '../../../shared/schemas/insurancePolicy.ts'
import type { PolicyRenewalJson } from '../../../shared/schemas/policyRenewal.ts'

const isRenewable = (policy: InsurancePolicyJson) => (policy.status === 'active' || policy.status === 'renewal_pending') && !policy.cancellation_date

interface KeepRenewalProps {
  policy: InsurancePolicyJson
  renewal: PolicyRenewalJson
  onKept: () => Promise<unknown>
}

/** Keeping the renewal: the policy renews on its terms; switching is choosing an offer in the table above. */
function KeepRenewal({ policy, renewal, onKept }: KeepRenewalProps) {
  const [busy, setBusy] = useState(false)
  const keep = async () => {
    setBusy(true)
    try {
      await api.post(`/policies/${policy.id}/renewal/keep`)
      toast.success('Your policy renews on these terms.')
      await onKept()
    } catch (error) {
      toast.error(errorMessage(error, 'The renewal could not be kept. Please try again.'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <section aria-labelledby="choose-renewal" className="space-y-3 rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="choose-renewal" className="text-lg font-semibold text-slate-900">Your choice</h2>
      <p className="text-slate-700">
        Keep the renewal from {policy.carrier_name} from {longCalendarDay(renewal.effective_date)}, or choose one of the offers above: your agent then binds it
        from the day this policy ends, and this policy is cancelled that day, so there is no gap and no overlap in cover.
      </p>
      <Button busy={busy} busyText="Keeping..." onClick={() => void keep()}>Keep the renewal</Button>
    </section>
  )
}

/** "What changed": the renewal against the current term, the agent's note, the re-shop offers, and the choice. */
export function WhatChanged({ policyId }: { policyId: string }) {
  useDocumentTitle('What changed at renewal')
  const { policy, error: policyError, reload: reloadPolicy } = usePolicy(policyId)
  const { page, error: pageError, reload } = usePolicyRenewal(policyId)
  const { offers, mutate: reloadOffers } = useOffers(policy?.reshop_request_number ?? null)
  const error = policyError ?? pageError
  const reloadAll = () => Promise.all([reloadPolicy(), reload(), reloadOffers()])
  const renewal = page?.renewal ?? null
  return (
    <div className="space-y-6">
      <BackLink href={`/dashboard/policies/${policyId}`}>Back to the policy</BackLink>
      <h1 className="text-3xl font-bold text-slate-900">What changed at renewal</h1>
      {error && (
        <ErrorPanel
          title={error instanceof ApiError && error.status === 404 ? 'Policy Not Found' : 'Error Loading Renewal'}
          message={<p>{errorMessage(error, 'The renewal could not be loaded. Please try again.')}</p>}
        />
      )}
      {!error && (!policy || !page) && <Spinner label="Loading renewal..." />}
      {policy && page && (
        <>
          <p className="text-slate-700">{policy.carrier_name} · {policy.policy_number} · current term ends {longCalendarDay(policy.expiration_date)}</p>
          {policy.cancellation_date && policy.status !== 'cancelled' && (
            <p role="status" className="rounded-lg border border-slate-300 bg-slate-50 p-4 font-semibold text-slate-900">
              Cancels on {longCalendarDay(policy.cancellation_date)}: your new policy starts that day.
            </p>
          )}
          {renewal ? (
            <>
              <RenewalComparison page={{ ...page, renewal }} carrierName={policy.carrier_name} state={policy.state} offers={offers} onChosen={reloadAll} />
              {renewal.status === 'offered' && !policy.cancellation_date && <KeepRenewal policy={policy} renewal={renewal} onKept={reloadAll} />}
            </>
          ) : policy.status === 'renewed' ? (
            <p role="status" className="rounded-lg border border-slate-300 bg-white p-4 text-slate-900">
              You kept the renewal: your new term runs from {longCalendarDay(policy.effective_date)} to {longCalendarDay(policy.expiration_date)}.
            </p>
          ) : !isRenewable(policy) ? (
            <p className="text-slate-700">This policy is no longer waiting for a renewal.</p>
          ) : (
            <section aria-labelledby="no-renewal" className="space-y-4">
              <h2 id="no-renewal" className="text-lg font-semibold text-slate-900">Your carrier's renewal offer is not recorded yet</h2>
              <p className="text-slate-700">When it arrives, upload the renewal declarations page (or type its terms) and we will show you, line by line, what changed.</p>
              <RecordRenewal policy={policy} renewal={null} withNote={false} onRecorded={reloadAll} />
            </section>
          )}
        </>
      )}
    </div>
  )
}
