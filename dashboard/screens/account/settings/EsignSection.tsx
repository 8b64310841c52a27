import { useState, type FormEvent } from 'react'
import { toast } from '../../../kit/ui/toast.ts'
import { api, ApiError, downloadFile } from '../../../kit/api.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { Spinner } from '../../../kit/ui/Spinner.tsx'
import { controlClass } from '../../../kit/ui/Field.tsx'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import { ErrorPanel } from '../../../components/ErrorPanel.tsx'
import { ESIGN_KEY, useEsignConsent } from '../../../hooks/useConsentSettings.ts'
import { useConsents } from '../../../hooks/usePreferences.ts'
import { ESIGN_AGREEMENT, ESIGN_DISCLOSURES } from '../../../../shared/constants/consents.ts'
import { shortDateTime } from '../../../../shared/dates.ts'
import { Section } from './Section.tsx'

/** The form that shows the disclosures, the sample PDF to open and the box for its code. */
function ConsentForm({ onDone }: { onDone: () => Promise<unknown> }) {
  const [opened, setOpened] = useState(false)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const openSample = async () => {
    try {
      await downloadFile(`${ESIGN_KEY}/sample.pdf`, 'getquote-sample-document.pdf')
      setOpened(true)
    } catch (failure) {
      toast.error(errorMessage(failure, 'The sample could not be opened. Please try again.'))
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await api.post(ESIGN_KEY, { code })
      toast.success('Thank you. Your documents will be delivered electronically.')
      await onDone()
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fields.code ?? failure.message) : errorMessage(failure, 'Your consent could not be saved.'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <dl className="space-y-3 text-sm">
        {ESIGN_DISCLOSURES.map((section) => (
          <div key={section.heading}>
            <dt className="font-semibold text-slate-900">{section.heading}</dt>
            <dd className="text-slate-700">{section.text}</dd>
          </div>
        ))}
      </dl>
      <ol className="list-decimal space-y-3 pl-5 text-sm text-slate-800">
        <li>
          <Button variant="secondary" onClick={() => void openSample()}>Open the sample PDF</Button>
          {opened && <span className="ml-2 text-green-800">Opened. Find the code printed in it.</span>}
        </li>
        <li className="space-y-1">
          <label htmlFor="esign-code" className="block font-medium">Code printed in the sample</label>
          <input id="esign-code" value={code} disabled={!opened} onChange={(event) => setCode(event.target.value)} autoComplete="off" maxLength={6} aria-invalid={error ? true : undefined} aria-describedby={error ? 'esign-code-error' : 'esign-code-hint'} className={`${controlClass} max-w-40 font-mono uppercase`} />
          <p id="esign-code-hint" className="text-slate-600">{opened ? 'Six letters and digits.' : 'Open the sample first: typing its code shows you can read our PDFs.'}</p>
          {error && <p id="esign-code-error" role="alert" className="text-red-700">{error}</p>}
        </li>
      </ol>
      <p className="text-sm text-slate-700">{ESIGN_AGREEMENT}</p>
      <Button type="submit" disabled={!opened} busy={busy} busyText="Saving...">I agree to electronic documents</Button>
    </form>
  )
}

/** Consent to documents delivered only electronically: given with the sample's code, withdrawn in one click. */
export function EsignSection() {
  const { esign, error, mutate } = useEsignConsent()
  const consents = useConsents()
  const [busy, setBusy] = useState(false)
  const refresh = () => Promise.all([mutate(), consents.mutate()])

  const withdraw = async () => {
    setBusy(true)
    try {
      await api.delete(ESIGN_KEY)
      toast.success('Consent withdrawn. We will mail your documents on paper from now on.')
      await refresh()
    } catch (failure) {
      toast.error(errorMessage(failure, 'Your consent could not be withdrawn. Please try again.'))
    } finally {
      setBusy(false)
    }
  }

  let body
  if (error && !esign) body = <ErrorPanel title="Error Loading Your Choice" message="We could not load your choice about electronic documents. Please try refreshing the page." />
  else if (!esign) body = <Spinner label="Loading your choice about electronic documents..." />
  else if (esign.consented && esign.consented_at) {
    body = (
      <div className="space-y-3">
        <p className="text-slate-700">You agreed on {shortDateTime(esign.consented_at)} to receive your ID cards, declarations and policy papers electronically. You can ask for a paper copy of any document at any time, free of charge.</p>
        <Button variant="danger" busy={busy} busyText="Withdrawing..." onClick={() => void withdraw()}>Withdraw consent and get paper</Button>
      </div>
    )
  } else body = <ConsentForm onDone={refresh} />

  return (
    <Section id="esign-heading" title="Electronic documents">
      {body}
    </Section>
  )
}
