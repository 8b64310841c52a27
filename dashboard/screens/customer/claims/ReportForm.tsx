import { useEffect, useState } from 'react'
import { FormProvider, useForm, type FieldPath } from 'react-hook-form'
import { checked } from '../../../kit/api.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { errorMessage, setServerFieldErrors } from '../../../kit/ui/serverErrors.ts'
import { messageEnvelope } from '../../../../shared/schemas/envelope.ts'
import { AccidentClaimJson, type ClaimForm } from '../../../../shared/schemas/accidentClaims.ts'
import { clearLocalDraft } from './localDraft.ts'
import { bodyOf, valuesOf, type ReportValues } from './reportValues.ts'
import { useDraftSaver, type SaveState } from './useDraftSaver.ts'
import { InjuriesSection, OtherPartiesSection, PolicySection, VehicleSection, WhatHappenedSection, WhenWhereSection } from './ReportSections.tsx'
import { Section } from './fields.tsx'
import { ClaimPhotos } from './ClaimPhotos.tsx'

const SAVE_STATE_TEXT: Record<SaveState, string> = {
  saved: 'All changes saved.',
  waiting: 'Saving soon...',
  saving: 'Saving...',
  offline: 'You are offline. What you type is kept on this phone and sent when you are back online.',
  refused: 'Some answers need a look before they can be saved; they are kept on this phone meanwhile.',
}

const NO_POLICY_MESSAGE = 'Please choose your policy, or "A policy not listed here"'

/** The server names fields by the body's paths ('claim.report.description'), which are the form's. */
const isFormPath = (key: string): key is FieldPath<ReportValues> =>
  key.startsWith('report.') || ['insurance_policy_id', 'carrier_id', 'carrier_name', 'policy_number'].includes(key)

interface ReportFormProps {
  claimNumber: string
  /** The claim as the server has it; none while it cannot be reached and the tab's copy stands in. */
  claim: AccidentClaimJson | undefined
  /** What the form starts from: the tab's copy of what was typed, else the server's draft. */
  start: ClaimForm
  onSent: () => Promise<unknown>
  onPhotos: () => Promise<unknown>
}

/** The report, saved as it is typed; "Send report" flushes the last changes, then sends it. */
export function ReportForm({ claimNumber, claim, start, onSent, onPhotos }: ReportFormProps) {
  const [initial] = useState(() => valuesOf(start))
  const form = useForm<ReportValues>({ defaultValues: initial })
  const [formError, setFormError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const saver = useDraftSaver(claimNumber, (error) => setServerFieldErrors(error, form.setError, isFormPath, { prefix: 'claim.' }))
  const { change } = saver

  useEffect(() => {
    const subscription = form.watch(() => change(bodyOf(form.getValues())))
    return () => subscription.unsubscribe()
  }, [form, change])

  const send = form.handleSubmit(async (values) => {
    setFormError(null)
    // The server asks for a carrier and number when no policy is chosen; the question on screen is which policy.
    if (values.insurance_policy_id === '') {
      form.setError('insurance_policy_id', { type: 'required', message: NO_POLICY_MESSAGE }, { shouldFocus: true })
      setFormError('Please complete the report before sending it.')
      return
    }
    setSending(true)
    try {
      if (!(await saver.flush())) throw new Error(navigator.onLine ? 'Please correct the highlighted answers.' : 'You are offline. Your report is kept on this phone; send it when you are back online.')
      await checked.post(messageEnvelope(AccidentClaimJson), `/claims/${encodeURIComponent(claimNumber)}/submit`, {})
      clearLocalDraft(claimNumber)
      await onSent()
    } catch (error) {
      setServerFieldErrors(error, form.setError, isFormPath, { prefix: 'claim.' })
      setFormError(errorMessage(error, 'Your report could not be sent. Please try again.'))
    } finally {
      setSending(false)
    }
  })

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void send(event)} noValidate className="space-y-4">
                <PolicySection />
        <WhenWhereSection />
        <WhatHappenedSection />
        <VehicleSection />
        <OtherPartiesSection />
        <InjuriesSection />
        <Section title="Photos">
          {claim ? <ClaimPhotos claim={claim} onChanged={onPhotos} /> : <p className="text-sm text-slate-700">Photos can be added when you are back online.</p>}
        </Section>
        {formError && <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">{formError}</p>}
        <Button type="submit" busy={sending} busyText="Sending..." className="w-full py-3 text-lg">Send report</Button>
        {/* Always in sight at the bottom of a phone's screen: whether what was typed is safe. */}
        <p role="status" aria-live="polite" className="sticky bottom-0 z-10 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800 shadow">{SAVE_STATE_TEXT[saver.state]}</p>
      </form>
    </FormProvider>
  )
}
