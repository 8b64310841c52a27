import type { ReactNode } from 'react'
import { Link } from 'wouter'
import ArrowLeft from 'lucide-react/icons/arrow-left'

/** Shared pieces of the admin screens. */
export const cardClass = 'rounded-lg border border-slate-200 bg-white p-6 shadow-sm'
export const linkButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 font-medium focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600'
export const selectClass =
  'block rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-blue-600'

export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {children}
    </Link>
  )
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children && <div className="mt-2 space-y-3 text-slate-600">{children}</div>}
    </div>
  )
}

export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {items.map(([term, value]) => (
        <div key={term}>
          <dt className="text-sm text-slate-600">{term}</dt>
          <dd className="font-medium break-words text-slate-900">{value === null || value === '' ? 'N/A' : value}</dd>
        </div>
      ))}
    </dl>
  )
}

export const capitalise = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1).replace(/_/g, ' ') : text)

/**
 * An admin list's table: it scrolls sideways inside its frame on a narrow screen. The frame is
 * positioned so the rows' visually hidden labels stay inside it and never widen the page.
 */
export function AdminTable({ caption, headings, children }: { caption: string; headings: string[]; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {headings.map((heading) => <th key={heading} scope="col" className="px-4 py-3 font-semibold">{heading}</th>)}
            <th scope="col" className="px-4 py-3 text-right font-semibold">Actions</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  )
}
