import { z } from 'zod'
import { api } from '@dashboard/kit/api.ts'
import type { CreateInsuranceRequestBody } from '@shared/schemas/insuranceRequest.ts'
import { RegistrationPendingJson } from '@shared/schemas/auth.ts'
import { dataEnvelope } from '@shared/schemas/envelope.ts'

export const SUBMIT_FALLBACK = 'Failed to submit your insurance request. Please try again.'
export const REGISTER_FALLBACK = 'Failed to create user account. Please try again.'
/** The marker the verification page reads to send the user back here with ?submitted=true. */
const REDIRECT_MARKER = 'auto_request_submission'

const Created = z.object({ data: z.object({ request_number: z.string().min(1) }) })
const Registered = dataEnvelope(RegistrationPendingJson)

/** POST /insurance_requests as the signed-in user; answers the new request number. */
export async function createInsuranceRequest(body: CreateInsuranceRequestBody): Promise<string> {
  const answer = await api.post<unknown>('/insurance_requests', body, { fallbackError: SUBMIT_FALLBACK })
  const parsed = Created.safeParse(answer)
  if (!parsed.success) throw new Error(SUBMIT_FALLBACK)
  return parsed.data.data.request_number
}

export interface Applicant {
  first_name: string
  last_name: string
  email: string
}

/** Registers (or finds) the visitor's account; answers the e-mail the verification code went to. */
export async function registerFromApplicant(applicant: Applicant): Promise<string> {
  const answer = await api.post<unknown>('/auth/register_from_applicant', { applicant }, { fallbackError: REGISTER_FALLBACK })
  const parsed = Registered.safeParse(answer)
  if (!parsed.success) throw new Error(REGISTER_FALLBACK)
  return parsed.data.data.user_email
}

export const verifyEmailUrl = (email: string) =>
  `/verify-email?${new URLSearchParams({ email, redirect: REDIRECT_MARKER }).toString()}`

export const quoteRequestedUrl = (requestNumber: string) =>
  `/auto/quote-requested?${new URLSearchParams({ requestNumber }).toString()}`
