import { useState, type ChangeEvent } from 'react'
import { checked } from '../../kit/api.ts'
import { errorMessage } from '../../kit/ui/serverErrors.ts'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { DeclarationsDraftJson } from '../../../shared/schemas/declarationsDraft.ts'
import { prefillPolicy, type PrefilledPolicy } from '../../../shared/rules/declarationsDraft.ts'

interface ImportDeclarationsProps {
  onRead: (prefilled: PrefilledPolicy) => void
  /** The section's heading: a new policy's declarations page, or a renewal's. */
  title?: string
}

/** Reads a declarations page (PDF or photo) into the form below; nothing is saved until the person saves. */
export function ImportDeclarations({ onRead, title = 'Import from a declarations page' }: ImportDeclarationsProps) {
  const [state, setState] = useState<{ status: 'idle' | 'reading' | 'read' } | { status: 'failed'; message: string }>({ status: 'idle' })
  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (!file) return
    setState({ status: 'reading' })
    try {
      const { data } = await checked.upload(dataEnvelope(DeclarationsDraftJson), '/policies/import', file, { fallbackError: 'The page could not be read. Please try again.' })
      onRead(prefillPolicy(data))
      setState({ status: 'read' })
    } catch (error) {
      setState({ status: 'failed', message: errorMessage(error, 'The page could not be read. Please try again.') })
    }
  }
  return (
    <section aria-labelledby="import-declarations" className="space-y-2 rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="import-declarations" className="text-lg font-semibold text-slate-900">{title}</h2>
      <label htmlFor="declarations-file" className="block text-sm text-slate-700">
        Declarations page (PDF, or a photo: JPEG, PNG or HEIC, up to 10 MB)
      </label>
      <input id="declarations-file" type="file" accept="application/pdf,image/jpeg,image/png,image/heic,.heic" onChange={read} disabled={state.status === 'reading'} aria-describedby="declarations-status" className="block text-sm" />
      <div id="declarations-status" aria-live="polite">
        {state.status === 'reading' && <Spinner label="Reading the page..." />}
        {state.status === 'read' && <p className="text-sm text-green-800">The form below is filled in from the page. Check each field, then save.</p>}
        {state.status === 'failed' && <p role="alert" className="text-sm text-red-700">{state.message}</p>}
      </div>
    </section>
  )
}
