import { checked } from '@dashboard/kit/api.ts'
import { type CreateInsuranceRequestBody } from '@shared/schemas/insuranceRequest.ts'
import { InsuranceRequestJson } from '@shared/schemas/insuranceRequestJson.ts'
import { RegistrationPendingJson, type RegisterFromApplicantBody } from '@shared/schemas/auth.ts'
import { dataEnvelope } from '@shared/schemas/envelope.ts'

export const SUBMIT_FALLBACK = 'Failed to submit your insurance request. Please try again.'
export const REGISTER_FALLBACK = 'Failed to create user account. Please try again.'
/** The marker the verification page reads to send the user back here with ?submitted=true. */
const REDIRECT_MARKER = 'auto_request_submission'

/** POST /insurance_requests as the signed-in user; answers the new request number. */
export async function createInsuranceRequest(body: CreateInsuranceRequestBody): Promise<string> {
  const created = await checked.post(dataEnvelope(InsuranceRequestJson), '/insurance_requests', body, { fallbackError: SUBMIT_FALLBACK })
  return created.data.request_number
}

/** Registers (or finds) the visitor's account; answers the e-mail the verification code went to. */
export async function registerFromApplicant(applicant: RegisterFromApplicantBody['applicant']): Promise<string> {
  const registered = await checked.post(dataEnvelope(RegistrationPendingJson), '/auth/register_from_applicant', { applicant }, { fallbackError: REGISTER_FALLBACK })
  return registered.data.user_email
}

export const verifyEmailUrl = (email: string) =>
  `/verify-email?${new URLSearchParams({ email, redirect: REDIRECT_MARKER }).toString()}`

export const quoteRequestedUrl = (requestNumber: string) =>
  `/auto/quote-requested?${new URLSearchParams({ requestNumber }).toString()}`
