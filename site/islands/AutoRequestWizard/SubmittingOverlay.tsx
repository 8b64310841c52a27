import LoaderCircle from 'lucide-react/icons/loader-circle'

/** Full-screen cover while the stored request is sent after e-mail verification (spec §4). */
export function SubmittingOverlay() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white/95 p-6" role="status" aria-live="polite">
      <div className="max-w-sm text-center">
        <LoaderCircle className="mx-auto size-12 animate-spin text-brand-600 motion-reduce:animate-none" aria-hidden="true" />
        <p className="mt-4 text-2xl font-bold text-slate-900">Submitting Your Request</p>
        <p className="mt-2 text-slate-600">Please wait while we send your auto insurance request to our specialists.</p>
      </div>
    </div>
  )
}
