import CircleAlert from 'lucide-react/icons/circle-alert'
import CircleCheck from 'lucide-react/icons/circle-check'
import TriangleAlert from 'lucide-react/icons/triangle-alert'
import { useCoverageCheck } from '../../hooks/usePolicies.ts'
import { errorMessage } from '../../kit/ui/serverErrors.ts'
import { Spinner } from '../../kit/ui/Spinner.tsx'

/** The policy's coverage checklist: each gap with its level in words, why it matters and the fix. */
export function CoverageChecklist({ policyId }: { policyId: string }) {
  const { items, error } = useCoverageCheck(policyId)
  return (
    <section aria-labelledby="coverage-check" className="space-y-3 rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="coverage-check" className="text-lg font-semibold text-slate-900">Coverage check</h2>
      {error && <p role="alert" className="text-sm text-red-800">The coverage check could not be loaded: {errorMessage(error, 'Please try again.')}</p>}
      {!error && !items && <Spinner label="Checking your coverage..." />}
      {items && items.length === 0 && (
        <p className="flex items-center gap-2 text-green-800">
          <CircleCheck aria-hidden="true" className="h-5 w-5" /> No gaps found: this policy meets every check.
        </p>
      )}
      {items && items.length > 0 && (
        <ul aria-label="Coverage gaps" className="space-y-3">
          {items.map((item) => (
            <li key={item.code} className={`rounded-md border p-4 ${item.level === 'error' ? 'border-red-300 bg-red-50' : 'border-amber-300 bg-amber-50'}`}>
              <p className="flex items-center gap-2 font-semibold text-slate-900">
                {item.level === 'error' ? <CircleAlert aria-hidden="true" className="h-5 w-5 text-red-700" /> : <TriangleAlert aria-hidden="true" className="h-5 w-5 text-amber-700" />}
                <span>{item.level === 'error' ? 'Needs fixing' : 'Worth a look'}: {item.title}</span>
              </p>
              <p className="mt-1 text-sm text-slate-800"><span className="font-medium">Why it matters:</span> {item.why}</p>
              <p className="mt-1 text-sm text-slate-800"><span className="font-medium">How to fix it:</span> {item.fix}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
