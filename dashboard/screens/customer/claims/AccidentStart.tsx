import { useState } from 'react'
import { useLocation } from 'wouter'
import { checked } from '../../../kit/api.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts'
import { messageEnvelope } from '../../../../shared/schemas/envelope.ts'
import { AccidentClaimJson } from '../../../../shared/schemas/accidentClaims.ts'

const STEPS = [
  { title: 'Are you safe?', text: 'If anyone is hurt, call 911 now. Your report can wait.' },
  { title: 'Move out of traffic', text: 'If the car can be driven and it is safe, move it to the side of the road and turn on your hazard lights.' },
  { title: 'Exchange details', text: 'Names, phone numbers, plates and insurance companies of the other drivers.' },
  { title: 'Take photos', text: 'The damage to every car, the plates, and the scene.' },
]

/** "Had an accident?": a calm checklist first, then the report. */
export function AccidentStart() {
  useDocumentTitle('Had an accident?')
  const [, navigate] = useLocation()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const start = async () => {
    setBusy(true)
    setError(null)
    try {
      const { data } = await checked.post(messageEnvelope(AccidentClaimJson), '/claims', { claim: {} })
      navigate(`/dashboard/claims/${data.claim_number}`)
    } catch (failure) {
      setError(errorMessage(failure, 'We could not start your report. Please check your connection and try again.'))
      setBusy(false)
    }
  }
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Had an accident?</h1>
      <p className="text-slate-700">Take a breath. We will help you report it, and an agent will file the claim with your insurance company within 24 hours.</p>
      <ol className="space-y-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4">
            <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800">{index + 1}</span>
            <span>
              <span className="block font-semibold text-slate-900">{step.title}</span>
              <span className="block text-slate-700">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
      <a href="tel:911" className="flex w-full items-center justify-center rounded-md bg-red-700 px-4 py-3 text-lg font-semibold text-white hover:bg-red-800">Call 911</a>
      {error && <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">{error}</p>}
      <Button onClick={() => void start()} busy={busy} busyText="Starting..." className="w-full py-3 text-lg">Start my report</Button>
    </div>
  )
}
