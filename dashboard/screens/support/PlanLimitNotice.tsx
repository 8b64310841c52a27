import Lock from 'lucide-react/icons/lock'
import { FREE_LIMIT_MESSAGE } from '../../../shared/schemas/support.ts'

/** Why a Free customer cannot open another conversation, and where the plans are. */
export function PlanLimitNotice({ message = FREE_LIMIT_MESSAGE }: { message?: string }) {
  return (
    <section aria-labelledby="plan-limit-heading" className="rounded-lg border border-amber-300 bg-amber-50 p-6 text-amber-950">
      <div className="flex items-start gap-3">
        <Lock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <div className="space-y-2">
          <h2 id="plan-limit-heading" className="text-lg font-semibold">You have used your free help message</h2>
          <p className="text-sm">{message}</p>
          <p className="text-sm">You can still reply in your existing conversation.</p>
          <a href="/#plans" className="inline-block rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
            View Plans
          </a>
        </div>
      </div>
    </section>
  )
}
