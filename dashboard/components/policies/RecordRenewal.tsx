import { useState } from 'react'
import { toast } from '../../kit/ui/toast.ts'
import { checked } from '../../kit/api.ts'
import { ImportDeclarations } from './ImportDeclarations.tsx'
import { RenewalForm } from './RenewalForm.tsx'
import { messageEnvelope } from '../../../shared/schemas/envelope.ts'
import type { InsurancePolicyJson } from '../../../shared/schemas/insurancePolicy.ts'
import { PolicyRenewalPageJson, renewalFormValues, renewalFromDeclarations, type PolicyRenewalJson, type RenewalForm as RenewalValues } from '../../../shared/schemas/policyRenewal.ts'

interface RecordRenewalProps {
  policy: InsurancePolicyJson
  /** The renewal already recorded, when correcting it; otherwise the form starts from the current term. */
  renewal: PolicyRenewalJson | null
  /** The agent writes the note on the reasons. */
  withNote: boolean
  onRecorded: () => Promise<unknown>
}

/**
 * Records the current carrier's renewal: typed in, or read from the renewal declarations page by the
 * same import that pre-fills a new policy, then checked and confirmed. Nothing is saved until then.
 */
export function RecordRenewal({ policy, renewal, withNote, onRecorded }: RecordRenewalProps) {
  const [values, setValues] = useState(() => renewalFormValues(renewal ?? policy, policy.expiration_date, renewal?.agent_note))
  const send = async (form: RenewalValues) => {
    const saved = await checked.post(messageEnvelope(PolicyRenewalPageJson), `/policies/${policy.id}/renewal`, { renewal: form })
    toast.success(saved.message)
    await onRecorded()
  }
  return (
    <div className="space-y-4">
      <ImportDeclarations title="Import the renewal declarations page" onRead={(prefilled) => setValues((current) => renewalFromDeclarations(current, prefilled))} />
      <div className="rounded-lg border border-slate-200 bg-white p-6">
        <RenewalForm values={values} withNote={withNote} submitLabel="Save the renewal" send={send} />
      </div>
    </div>
  )
}
