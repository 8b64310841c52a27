import { useState } from 'react'
import { BackLink } from '../../components/BackLink.tsx'
import { useLocation } from 'wouter'
import { toast } from '../../kit/ui/toast.ts'
import { useSWRConfig } from 'swr'
import { usePolicyCarriers, MY_POLICIES_KEY } from '../../hooks/usePolicies.ts'
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts'
import { checked } from '../../kit/api.ts'
import { errorMessage } from '../../kit/ui/serverErrors.ts'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { PolicyForm } from './policies/PolicyForm.tsx'
import { ImportDeclarations } from '../../components/policies/ImportDeclarations.tsx'
import { confidenceLabel, type PrefilledPolicy } from '../../../shared/rules/declarationsDraft.ts'
import { messageEnvelope } from '../../../shared/schemas/envelope.ts'
import { blankInsurancePolicy, InsurancePolicyJson, type InsurancePolicyForm } from '../../../shared/schemas/insurancePolicy.ts'

/** Add a policy from any provider: carrier from the list or typed in, then its dates, money and cover. */
export function AddPolicy() {
  useDocumentTitle('Add a policy')
  const [, navigate] = useLocation()
  const { mutate } = useSWRConfig()
  const { carriers, error } = usePolicyCarriers()
  // Each page read starts the form afresh (its key), filled from the page.
  const [prefilled, setPrefilled] = useState<{ read: number; policy: PrefilledPolicy } | null>(null)
  const notes = Object.fromEntries(Object.entries(prefilled?.policy.confidence ?? {}).map(([path, confidence]) => [path, confidenceLabel(confidence)]))
  const send = async (policy: InsurancePolicyForm) => {
    const saved = await checked.post(messageEnvelope(InsurancePolicyJson), '/policies', { policy })
    await mutate(MY_POLICIES_KEY)
    toast.success(saved.message)
    navigate(`/dashboard/policies/${saved.data.id}`)
  }
  return (
    <div className="space-y-6">
      <BackLink href="/dashboard/policies">Back to My Policies</BackLink>
      <h1 className="text-3xl font-bold text-slate-900">Add a policy</h1>
      <p className="text-slate-700">Enter the details from your declarations page. We will check the cover for gaps as soon as it is saved.</p>
      {error && <ErrorPanel title="Error Loading Carriers" message={<p>{errorMessage(error, 'The list of carriers could not be loaded. Please try again.')}</p>} />}
      {!error && !carriers && <Spinner label="Loading..." />}
      <ImportDeclarations onRead={(policy) => setPrefilled((last) => ({ read: (last?.read ?? 0) + 1, policy }))} />
      {carriers && (
        <PolicyForm key={prefilled?.read ?? 0} carriers={carriers} defaultValues={prefilled?.policy.values ?? blankInsurancePolicy()} submitLabel="Save policy" send={send} notes={notes} />
      )}
    </div>
  )
}
