import { useLocation } from 'wouter'
import { BackLink } from '../../components/BackLink.tsx'
import { toast } from '../../kit/ui/toast.ts'
import { useSWRConfig } from 'swr'
import { MY_POLICIES_KEY, usePolicy, usePolicyCarriers } from '../../hooks/usePolicies.ts'
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts'
import { checked } from '../../kit/api.ts'
import { errorMessage } from '../../kit/ui/serverErrors.ts'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { PolicyForm } from './policies/PolicyForm.tsx'
import { BoundPolicyNote } from '../../components/policies/BoundPolicyNote.tsx'
import { messageEnvelope } from '../../../shared/schemas/envelope.ts'
import { InsurancePolicyJson, policyFormValues, type InsurancePolicyForm } from '../../../shared/schemas/insurancePolicy.ts'

/** Correct a policy's details (a new premium, a cover added); the coverage check follows the change. */
export function EditPolicy({ policyId }: { policyId: string }) {
  useDocumentTitle('Edit policy')
  const [, navigate] = useLocation()
  const { mutate } = useSWRConfig()
  const { policy, error } = usePolicy(policyId)
  const carriers = usePolicyCarriers()
  const detailPath = `/dashboard/policies/${policyId}`
  const send = async (form: InsurancePolicyForm) => {
    const saved = await checked.put(messageEnvelope(InsurancePolicyJson), `/policies/${policyId}`, { policy: form })
    // Every key under /policies (the list, this policy, its checklist) may have changed.
    await mutate((key) => typeof key === 'string' && (key === MY_POLICIES_KEY || key.startsWith(`/policies/${policyId}`)))
    toast.success(saved.message)
    navigate(detailPath)
  }
  const loadError = error ?? carriers.error
  return (
    <div className="space-y-6">
      <BackLink href={detailPath}>Back to the policy</BackLink>
      <h1 className="text-3xl font-bold text-slate-900">Edit policy</h1>
      {loadError && <ErrorPanel title="Error Loading Policy" message={<p>{errorMessage(loadError, 'This policy could not be loaded. Please try again.')}</p>} />}
      {!loadError && (!policy || !carriers.carriers) && <Spinner label="Loading policy..." />}
      {policy?.origin === 'bound' && <BoundPolicyNote />}
      {policy?.origin === 'added' && carriers.carriers && <PolicyForm carriers={carriers.carriers} defaultValues={policyFormValues(policy)} submitLabel="Save changes" send={send} />}
    </div>
  )
}
