import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useStore } from '@nanostores/react'
import { toast } from '@dashboard/kit/ui/toast.ts'
import { Button } from '@dashboard/kit/ui/Button.tsx'
import { Toaster } from '@dashboard/kit/ui/Toaster.tsx'
import { $flow, jumpToStep } from '@dashboard/kit/flow.ts'
import { $session, isAuthenticated } from '@dashboard/kit/session.ts'
import { CreateInsuranceRequestBody } from '@shared/schemas/insuranceRequest.ts'
import { WIZARD_STEPS } from '@shared/rules/wizardSteps.ts'
import { clearDraft, saveDraft, STEP_COUNT } from './draft.ts'
import { loadOwnDraft } from './ownDraft.ts'
import { emptyValues, isAnswered, isWizardPath, valuesFrom, type WizardPath, type WizardValues } from './form.ts'
import { prefillApplicant } from './prefill.ts'
import { loadPolicyStart } from './policyStart.ts'
import { POLICY_PARAM } from '@shared/rules/policyQuoteForm.ts'
import { ProgressBar } from './ProgressBar.tsx'
import { StepIndicator } from './StepIndicator.tsx'
import { SubmittingOverlay } from './SubmittingOverlay.tsx'
import { ContactConsentBox } from './ContactConsentBox.tsx'
import { useSubmission } from './useSubmission.ts'
import { useBlurValidation } from './blurValidation.ts'
import { markStep, onStepReturned, pushStep } from './stepHistory.ts'
import { AuthorizationStep } from './steps/AuthorizationStep.tsx'
import { CoverageDiscountsStep } from './steps/CoverageDiscountsStep.tsx'
import { PersonalVehicleStep } from './steps/PersonalVehicleStep.tsx'

const TITLES = WIZARD_STEPS.map((step) => step.title)
const clampStep = (step: number) => Math.min(Math.max(step, 1), STEP_COUNT)
const stepPaths = (step: number) => (WIZARD_STEPS[step - 1]?.paths ?? []).filter(isWizardPath)
const ALL_PATHS = WIZARD_STEPS.flatMap((_, i) => stepPaths(i + 1))

type Busy = 'validating' | 'submitting' | null

/** Spec §5's toast when something is left empty; when every failing field is filled in, it says so. */
function showValidationToast(form: UseFormReturn<WizardValues, unknown, CreateInsuranceRequestBody>, paths: readonly WizardPath[]) {
  const failing = paths.filter((path) => form.getFieldState(path).invalid)
  const description = failing.every((path) => isAnswered(form.getValues(path)))
    ? 'Please correct the highlighted fields.'
    : 'Please fill in all required fields before proceeding.'
  toast.error('Validation Error', { description })
}

/** The three-step auto quote request of spec §2, one form over the wire body's dotted paths. */
export default function Wizard() {
  const form = useForm<WizardValues, unknown, CreateInsuranceRequestBody>({
    resolver: zodResolver(CreateInsuranceRequestBody),
    defaultValues: emptyValues(),
    // Fields are checked on blur by useBlurValidation, which keeps clicks that cause a blur.
    mode: 'onSubmit',
  })
  const validateOnBlur = useBlurValidation(form)
  const current = clampStep(useStore($flow).step)
  const [ready, setReady] = useState(false)
  const [busy, setBusy] = useState<Busy>(null)
  const [overlay, setOverlay] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const stepShown = useRef(false)

  const goTo = useCallback(
    (step: number) => {
      jumpToStep(clampStep(step))
      saveDraft({ step: clampStep(step), values: valuesFrom(form.getValues()) })
    },
    [form],
  )
  // Moving to another step is a history entry; Back and Forward return through goTo alone.
  const moveTo = useCallback(
    (step: number) => {
      const target = clampStep(step)
      if (target === clampStep($flow.get().step)) return
      pushStep(target)
      goTo(target)
    },
    [goTo],
  )
  const showFirstError = useCallback(() => {
    const index = WIZARD_STEPS.findIndex((_, i) => stepPaths(i + 1).some((path) => form.getFieldState(path).invalid))
    if (index >= 0) moveTo(index + 1)
  }, [form, moveTo])
  const settle = useCallback(() => {
    setBusy(null)
    setOverlay(false)
  }, [])
  const { submit, resume } = useSubmission({ form, showFirstError, onSettled: settle })
  // The restore effect below must run once: it reads the resume function through a ref.
  const resumeRef = useRef(resume)
  resumeRef.current = resume

  // The draft is read after hydration (the server has no localStorage), and every change is kept.
  useEffect(() => {
    let active = true
    let stopWatching: () => void = () => undefined
    void Promise.all([loadOwnDraft(), loadPolicyStart(window.location.search)]).then(([saved, fromPolicy]) => {
      if (!active) return
      // Shopping a policy again starts over from the policy, on step 1, replacing an older draft.
      const draft = fromPolicy.status === 'loaded' ? { step: 1, values: fromPolicy.values } : saved
      if (draft) form.reset(draft.values)
      if ((!saved || fromPolicy.status === 'loaded') && isAuthenticated()) void prefillApplicant(form)
      if (fromPolicy.status === 'loaded') saveDraft({ step: 1, values: fromPolicy.values })
      if (fromPolicy.status === 'failed') toast.error('This policy could not be loaded', { description: 'Please fill in the form, or try again from the policy page.' })
      // The store answers at once, so it is set only when the step changes; enabling the form is a
      // transition, which React renders in slices rather than in one long task on a phone.
      if (clampStep($flow.get().step) !== (draft?.step ?? 1)) jumpToStep(draft?.step ?? 1)
      startTransition(() => setReady(true))
      const params = new URLSearchParams(window.location.search)
      if (params.has(POLICY_PARAM)) window.history.replaceState(null, '', window.location.pathname)
      if (params.get('submitted') === 'true') {
        window.history.replaceState(null, '', window.location.pathname)
        if (draft && isAuthenticated()) {
          setOverlay(true)
          void resumeRef.current(draft.values)
        }
      }
      markStep(clampStep(draft?.step ?? 1))
      const subscription = form.watch((values, { name }) => {
        saveDraft({ step: clampStep($flow.get().step), values: valuesFrom(values) })
        // A field showing an error is checked again as it changes, so the message goes once it is fixed.
        if (name && isWizardPath(name) && form.getFieldState(name).invalid) void form.trigger(name)
      })
      stopWatching = () => subscription.unsubscribe()
    })
    return () => {
      active = false
      stopWatching()
    }
  }, [form])

  useEffect(() => onStepReturned(goTo), [goTo])

  // Signed out here (an expired session answering 401, another tab): the next person finds an empty form.
  useEffect(
    () =>
      $session.listen(({ token }) => {
        if (token !== null) return
        form.reset(emptyValues())
        clearDraft()
        jumpToStep(1)
      }),
    [form],
  )

  // Moving between steps puts focus on the new step's heading, so keyboard and screen-reader users follow.
  useEffect(() => {
    if (!ready) return
    if (stepShown.current) headingRef.current?.focus()
    stepShown.current = true
  }, [current, ready])

  async function handleContinue() {
    if (busy) return
    setBusy('validating')
    if (current < STEP_COUNT) {
      const valid = await form.trigger(stepPaths(current), { shouldFocus: true })
      setBusy(null)
      if (valid) moveTo(current + 1)
      else showValidationToast(form, stepPaths(current))
      return
    }
    await form.handleSubmit(
      async (body) => {
        setBusy('submitting')
        await submit(body)
      },
      () => {
        setBusy(null)
        showValidationToast(form, ALL_PATHS)
        showFirstError()
      },
    )()
  }

  function handleBack() {
    if (current === 1) window.location.assign('/select-insurance-type')
    else moveTo(current - 1)
  }

  // Until the draft is read, the first step stands as the page was built, its controls disabled so no
  // keystroke is lost to the restore: the prebuilt HTML has the hydrated form's boxes, and nothing moves.
  const step = ready ? current : 1
  const isLast = step === STEP_COUNT
  const busyText = busy === 'submitting' ? 'SUBMITTING...' : 'VALIDATING...'
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onBlur={validateOnBlur}
        onSubmit={(event) => {
          event.preventDefault()
          void handleContinue()
        }}
      >
        <fieldset disabled={!ready} aria-busy={!ready || undefined} className="min-w-0 space-y-6">
          <ProgressBar />
          <StepIndicator titles={TITLES} current={step} onJump={(target) => target <= current && moveTo(target)} />
          <section aria-labelledby="wizard-step-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <h2 id="wizard-step-heading" ref={headingRef} tabIndex={-1} className="mb-6 scroll-mt-28 text-2xl font-bold text-slate-900">
              {TITLES[step - 1]}
            </h2>
            {step === 1 && <PersonalVehicleStep />}
            {step === 2 && <CoverageDiscountsStep />}
            {step === 3 && <AuthorizationStep />}
          </section>
          {isLast && <ContactConsentBox />}
          <div className="flex items-center justify-between gap-4">
            <Button variant="secondary" onClick={handleBack} disabled={busy !== null} className="px-5 py-2.5">
              Back
            </Button>
            <Button type="submit" busy={busy !== null} busyText={busyText} className="px-6 py-2.5 font-semibold tracking-wide">
              {isLast ? 'SUBMIT' : 'CONTINUE'}
            </Button>
          </div>
        </fieldset>
      </form>
      {overlay && <SubmittingOverlay />}
      {ready && <Toaster placement="below-header" />}
    </FormProvider>
  )
}
