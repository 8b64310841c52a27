import { useCallback } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { toast } from '@dashboard/kit/ui/toast.ts'
import { errorMessage, setServerFieldErrors } from '@dashboard/kit/ui/serverErrors.ts'
import { isAuthenticated } from '@dashboard/kit/session.ts'
import { updateFlow } from '@dashboard/kit/flow.ts'
import { CreateInsuranceRequestBody } from '@shared/schemas/insuranceRequest.ts'
import { setFlash } from '../quote/flash.ts'
import { clearDraft, saveDraft } from './draft.ts'
import { sendContactChoice } from './contactChoice.ts'
import { isWizardPath, valuesFrom, type WizardValues } from './form.ts'
import {
  createInsuranceRequest,
  quoteRequestedUrl,
  REGISTER_FALLBACK,
  registerFromApplicant,
  SUBMIT_FALLBACK,
  verifyEmailUrl,
} from './submit.ts'

type WizardForm = UseFormReturn<WizardValues, unknown, CreateInsuranceRequestBody>

interface SubmissionOptions {
  form: WizardForm
  /** Shows the first step that has an error (after server `fields` were set on the inputs). */
  showFirstError: () => void
  /** Called when a submission ends without leaving the page, so the buttons and overlay reset. */
  onSettled: () => void
}

/** Spec §4 'Wizard': signed in, submit; a visitor registers, verifies, and the stored draft is submitted on return. */
export function useSubmission({ form, showFirstError, onSettled }: SubmissionOptions) {
  const fail = useCallback(
    (error: unknown, fallback: string) => {
      setServerFieldErrors(error, form.setError, isWizardPath)
      showFirstError()
      toast.error('Error', { description: errorMessage(error, fallback) })
      onSettled()
    },
    [form, showFirstError, onSettled],
  )

  const send = useCallback(
    async (body: CreateInsuranceRequestBody) => {
      try {
        const requestNumber = await createInsuranceRequest(body)
        clearDraft()
        // The request stands either way; a failed consent save is said, and the account page can redo it.
        await sendContactChoice(body.insurance_request.applicant_attributes.phone_number).catch(() =>
          toast.error('Your choice about calls and texts was not saved', { description: 'You can set it on your Account page.' }),
        )
        const success = { title: 'Request Submitted', description: `Your auto insurance request ${requestNumber} has been submitted.` }
        setFlash(success)
        toast.success(success.title, { description: success.description })
        window.location.assign(quoteRequestedUrl(requestNumber))
      } catch (error) {
        fail(error, SUBMIT_FALLBACK)
      }
    },
    [fail],
  )

  const register = useCallback(
    async (body: CreateInsuranceRequestBody) => {
      const { first_name, last_name, email } = body.insurance_request.applicant_attributes
      saveDraft({ step: 3, values: valuesFrom(form.getValues()) })
      try {
        const codeSentTo = await registerFromApplicant({ first_name, last_name, email })
        // The verification page raises the 'Verification Required' toast itself (it outlives this page).
        window.location.assign(verifyEmailUrl(codeSentTo))
      } catch {
        toast.error('Error', { description: REGISTER_FALLBACK })
        onSettled()
      }
    },
    [form, onSettled],
  )

  /** The final step passed validation: the parsed wire body goes out, or the visitor is registered first. */
  const submit = useCallback(
    async (body: CreateInsuranceRequestBody) => {
      const applicant = body.insurance_request.applicant_attributes
      updateFlow('insuranceType', 'auto')
      updateFlow('email', applicant.email)
      updateFlow('firstName', applicant.first_name)
      updateFlow('lastName', applicant.last_name)
      if (isAuthenticated()) await send(body)
      else await register(body)
    },
    [send, register],
  )

  /** Back from verification (?submitted=true): the stored draft is sent as it was left. */
  const resume = useCallback(
    async (values: WizardValues) => {
      const parsed = CreateInsuranceRequestBody.safeParse(values)
      if (parsed.success) {
        await send(parsed.data)
        return
      }
      await form.trigger()
      fail(new Error('Please correct the highlighted fields.'), SUBMIT_FALLBACK)
    },
    [form, send, fail],
  )

  return { submit, resume }
}
