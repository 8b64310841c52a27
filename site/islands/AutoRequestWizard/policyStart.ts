import { read } from '@dashboard/kit/api.ts'
import { isAuthenticated } from '@dashboard/kit/session.ts'
import { z } from 'zod'
import { InsurancePolicyJson } from '@shared/schemas/insurancePolicy.ts'
import { InsuranceRequestJson, type ApplicantJson } from '@shared/schemas/insuranceRequestJson.ts'
import { POLICY_PARAM, quoteFormFromPolicy } from '@shared/rules/policyQuoteForm.ts'
import { valuesFrom, type WizardValues } from './form.ts'

export type PolicyStart = { status: 'none' } | { status: 'loaded'; values: WizardValues } | { status: 'failed' }

/** The applicant of the customer's newest request in the state, or null (none yet, or it cannot be read). */
async function knownApplicant(state: string): Promise<ApplicantJson | null> {
  try {
    const requests = await read.data(z.array(InsuranceRequestJson), '/insurance_requests?sort=newest&per_page=20')
    return requests.find((request) => request.applicant?.address.state === state)?.applicant ?? null
  } catch {
    return null
  }
}

/**
 * The form pre-filled from the signed-in customer's policy named in the address (issue #33), which
 * then becomes the draft like any typed answer. Signed out, or with no policy named, nothing changes.
 */
export async function loadPolicyStart(search: string): Promise<PolicyStart> {
  const id = new URLSearchParams(search).get(POLICY_PARAM)
  if (id === null || !isAuthenticated()) return { status: 'none' }
  if (!/^\d{1,15}$/.test(id)) return { status: 'failed' }
  try {
    const policy = await read.data(InsurancePolicyJson, `/policies/${id}`)
    return { status: 'loaded', values: valuesFrom(quoteFormFromPolicy(policy, new Date(), await knownApplicant(policy.state))) }
  } catch {
    return { status: 'failed' }
  }
}
