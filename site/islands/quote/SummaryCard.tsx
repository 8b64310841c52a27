import { useId, type ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'

interface SummaryCardProps {
  title: string
  icon: LucideIcon
  children: ReactNode
}

/** One titled block of the quote summary. */
export function SummaryCard({ title, icon: Icon, children }: SummaryCardProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon className="size-5 text-brand-600" aria-hidden="true" />
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** The label/value pairs of a card. */
export function SummaryList({ children }: { children: ReactNode }) {
  return <dl className="space-y-3">{children}</dl>
}

export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)] gap-3 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  )
}
