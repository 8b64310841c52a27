import { useState, type ChangeEvent } from 'react'
import { toast } from '../../kit/ui/toast.ts'
import Download from 'lucide-react/icons/download'
import { usePolicyDocuments } from '../../hooks/usePolicies.ts'
import { checked, downloadFile } from '../../kit/api.ts'
import { controlClass } from '../../kit/ui/Field.tsx'
import { errorMessage } from '../../kit/ui/serverErrors.ts'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { calendarDay } from '../../../shared/dates.ts'
import { messageEnvelope } from '../../../shared/schemas/envelope.ts'
import type { InsurancePolicyJson } from '../../../shared/schemas/insurancePolicy.ts'
import { POLICY_DOCUMENT_KIND_LABELS, PolicyDocumentJson, type PolicyDocumentKind } from '../../../shared/schemas/policyDocument.ts'

interface PolicyDocumentsProps {
  policy: Pick<InsurancePolicyJson, 'id' | 'origin' | 'policy_number'>
  /** After a file is kept: the admin's page reloads the history that now names it. */
  onUploaded?: () => void
}

const UPLOAD_KINDS: PolicyDocumentKind[] = ['declarations', 'id_card', 'other']
const linkClass = 'inline-flex items-center gap-1 font-medium text-brand-700 hover:underline focus-visible:outline-3 focus-visible:outline-blue-600'
const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`)

function DownloadButton({ path, name, children }: { path: string; name: string; children: string }) {
  const save = () => downloadFile(path, name).catch((error: unknown) => toast.error(errorMessage(error, 'The file could not be downloaded. Please try again.')))
  return (
    <button type="button" onClick={() => void save()} className={linkClass}>
      <Download aria-hidden="true" className="h-4 w-4" /> {children}
    </button>
  )
}

/** A policy's files: its ID card and coverage summary when bound here, and what the customer uploaded. */
export function PolicyDocuments({ policy, onUploaded }: PolicyDocumentsProps) {
  const { documents, error, reload } = usePolicyDocuments(policy.id)
  const [kind, setKind] = useState<PolicyDocumentKind>('declarations')
  const [upload, setUpload] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null })
  const send = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target
    const file = input.files?.[0]
    if (!file) return
    setUpload({ busy: true, error: null })
    try {
      const saved = await checked.upload(messageEnvelope(PolicyDocumentJson), `/policies/${policy.id}/documents?kind=${kind}`, file)
      await reload()
      onUploaded?.()
      toast.success(saved.message)
      setUpload({ busy: false, error: null })
    } catch (failure) {
      setUpload({ busy: false, error: errorMessage(failure, 'The file could not be uploaded. Please try again.') })
    }
    input.value = ''
  }
  const base = `/policies/${policy.id}`
  return (
    <section aria-labelledby="policy-documents" className="space-y-4 rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="policy-documents" className="text-xl font-semibold text-slate-900">Documents</h2>
      {policy.origin === 'bound' && (
        <ul className="flex flex-wrap gap-6">
          <li><DownloadButton path={`${base}/id_card.pdf`} name={`id-card-${policy.policy_number}.pdf`}>ID card</DownloadButton></li>
          <li><DownloadButton path={`${base}/coverage_summary.pdf`} name={`coverage-summary-${policy.policy_number}.pdf`}>Coverage summary</DownloadButton></li>
        </ul>
      )}
      {error && <p role="alert" className="text-sm text-red-700">{errorMessage(error, 'The documents could not be loaded. Please try again.')}</p>}
      {!error && !documents && <Spinner label="Loading documents..." />}
      {documents?.length === 0 && <p className="text-sm text-slate-700">No documents uploaded yet.</p>}
      {documents && documents.length > 0 && (
        <ul className="divide-y divide-slate-200">
          {documents.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
              <span className="font-medium text-slate-900">{POLICY_DOCUMENT_KIND_LABELS[document.kind]}</span>
              <span className="break-all text-slate-700">{document.file_name}</span>
              <span className="text-sm text-slate-600">{size(document.byte_size)} · {calendarDay(document.created_at.slice(0, 10))}</span>
              <DownloadButton path={`${base}/documents/${document.id}`} name={document.file_name}>{`Download ${document.file_name}`}</DownloadButton>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor="document-kind" className="block text-sm font-medium text-slate-800">Kind of document</label>
          <select id="document-kind" value={kind} onChange={(event) => setKind(UPLOAD_KINDS.find((one) => one === event.target.value) ?? 'other')} className={controlClass}>
            {UPLOAD_KINDS.map((one) => <option key={one} value={one}>{POLICY_DOCUMENT_KIND_LABELS[one]}</option>)}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="document-file" className="block text-sm font-medium text-slate-800">Upload a document</label>
          <input id="document-file" type="file" accept="application/pdf,image/jpeg,image/png,image/heic,.heic" onChange={(event) => void send(event)} disabled={upload.busy} aria-describedby="document-file-hint document-file-status" className="block text-sm" />
          <p id="document-file-hint" className="text-xs text-slate-600">PDF, JPEG, PNG or HEIC, up to 10 MB</p>
          <div id="document-file-status" aria-live="polite">
            {upload.busy && <Spinner label="Uploading..." />}
            {upload.error && <p role="alert" className="text-sm text-red-700">{upload.error}</p>}
          </div>
        </div>
      </div>
    </section>
  )
}
