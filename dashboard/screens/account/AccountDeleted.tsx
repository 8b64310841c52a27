import { keptAfterDeletion } from '../../../shared/rules/retention.ts'
import { consentProofAfterDeletion } from '../../../shared/rules/consentRetention.ts'
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts'

/** The last page of a deleted account: what is gone, and exactly what is kept and why. */
export function AccountDeleted() {
  useDocumentTitle('Account Deleted')
  return (
    <section aria-labelledby="deleted-title" className="space-y-3 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h1 id="deleted-title" className="text-2xl font-bold text-slate-900">Your account has been deleted</h1>
      <p className="text-slate-700">Your personal data has been erased and you are signed out everywhere. What we keep, and why:</p>
      <ul className="list-disc space-y-1 pl-5 text-slate-700">
        {[...keptAfterDeletion(), consentProofAfterDeletion()].map((line) => <li key={line}>{line}</li>)}
      </ul>
      <a href="/" className="inline-flex rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">Return to Home</a>
    </section>
  )
}
