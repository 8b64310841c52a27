import { useId, type ReactNode } from 'react'
import { Button } from '../../kit/ui/Button.tsx'

/** Shared pieces of the admin screens. */
export const cardClass = 'rounded-lg border border-slate-200 bg-white p-6 shadow-sm'
export const linkButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 font-medium focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600'
export const selectClass =
  'block rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-blue-600'

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
 * Below the md breakpoint each row is a stacked card, every cell led by its column's name (the
 * cell's data-label, set with AdminCell), so a phone sees status and actions without scrolling.
 */
const STACKED =
  'max-md:block max-md:[&_tbody]:block max-md:[&_tbody]:space-y-3 max-md:[&_tbody]:p-3 max-md:[&_tr]:block max-md:[&_tr]:rounded-lg max-md:[&_tr]:border max-md:[&_tr]:border-slate-200 max-md:[&_tr]:p-3 max-md:[&_td]:flex max-md:[&_td]:items-center max-md:[&_td]:justify-between max-md:[&_td]:gap-4 max-md:[&_td]:px-1 max-md:[&_td]:py-1.5 max-md:[&_td]:text-right max-md:[&_td]:before:content-[attr(data-label)] max-md:[&_td]:before:text-left max-md:[&_td]:before:font-sans max-md:[&_td]:before:font-medium max-md:[&_td]:before:text-slate-600'

/** A table cell that names its column, for the stacked rows on a phone. */
export function AdminCell({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return <td data-label={label} className={`px-4 py-3 ${className}`}>{children}</td>
}

/**
 * An admin list's table, with an Actions column unless `actions` is false; on a phone its rows stack as cards. The frame is positioned so the rows'
 * visually hidden labels stay inside it and never widen the page.
 */
export function AdminTable({ caption, headings, actions = true, children }: { caption: string; headings: string[]; actions?: boolean; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className={`min-w-full divide-y divide-slate-200 text-left text-sm ${STACKED}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700 max-md:sr-only">
          <tr>
            {headings.map((heading) => <th key={heading} scope="col" className="px-4 py-3 font-semibold">{heading}</th>)}
            {actions && <th scope="col" className="px-4 py-3 text-right font-semibold">Actions</th>}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  )
}

interface FilterProps {
  label: string
  value: string
  options: [string, string][]
  onChange: (value: string) => void
}

/** A list's filter: a labelled select that applies on change. */
export function Filter({ label, value, options, onChange }: FilterProps) {
  const id = useId()
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={selectClass}>
        {options.map(([option, text]) => <option key={option} value={option}>{text}</option>)}
      </select>
    </div>
  )
}

interface PagerProps {
  label?: string
  page: number
  /** null when the list's total is capped, so its last page is not known. */
  lastPage: number | null
  /** Whether a next page exists; known from the last page unless the total is capped. */
  hasNext?: boolean
  onPage: (page: number) => void
}

/** The list page an admin's address asks for (`?page=2`); anything but a whole number from 1 is the first. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1')
  return Number.isInteger(page) && page > 0 ? page : 1
}

/** Previous and Next under an admin list, with where the admin is. */
export function AdminPager({ label = 'Pages', page, lastPage, hasNext = lastPage !== null && page < lastPage, onPage }: PagerProps) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-4">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>Previous</Button>
      <p className="text-sm text-slate-700">Page {page.toLocaleString('en-US')}{lastPage === null ? '' : ` of ${lastPage.toLocaleString('en-US')}`}</p>
      <Button variant="secondary" disabled={!hasNext} onClick={() => onPage(page + 1)}>Next</Button>
    </nav>
  )
}
