import { timeLeft } from '../../../../shared/rules/promise.ts'
import type { InsuranceRequestJson } from '../../../../shared/schemas/insuranceRequestJson.ts'
import { selectClass } from '../parts.tsx'
import { isOpenStatus } from '../../../../shared/constants/requests.ts'


/** An open request's time left on the 24-hour promise; answered or closed requests show a dash. */
export function TimeLeft({ request, now }: { request: InsuranceRequestJson; now: Date }) {
  if (!isOpenStatus(request.status)) return <span className="text-slate-500">—</span>
  const left = timeLeft(request.due_at, now)
  const tone = left.overdue ? 'bg-red-100 text-red-900' : left.soon ? 'bg-amber-100 text-amber-900' : 'text-slate-800'
  return <span className={`inline-block rounded px-2 py-0.5 text-sm font-medium whitespace-nowrap ${tone}`}>{left.label}</span>
}

interface DueFiltersProps {
  due: string
  sort: string
  onChange: (next: { due?: string; sort?: string }) => void
}

/** The promise filters: due soon (under 4 h) or overdue, and least-time-left-first ordering. */
export function DueFilters({ due, sort, onChange }: DueFiltersProps) {
  return (
    <>
      <div>
        <label htmlFor="admin-request-due" className="block text-sm font-medium text-slate-800">Due</label>
        <select id="admin-request-due" value={due} onChange={(event) => onChange({ due: event.target.value })} className={selectClass}>
          <option value="">Any time</option>
          <option value="soon">Due soon (under 4 h)</option>
          <option value="overdue">Overdue</option>
        </select>
      </div>
      <div>
        <label htmlFor="admin-request-sort" className="block text-sm font-medium text-slate-800">Order</label>
        <select id="admin-request-sort" value={sort} onChange={(event) => onChange({ sort: event.target.value })} className={selectClass}>
          <option value="">Newest first</option>
          <option value="due">Least time left first</option>
        </select>
      </div>
    </>
  )
}
