import { useEffect, useId, useState } from 'react'
import { BackLink } from '../../components/BackLink.tsx'
import { useSearchParams } from 'wouter'
import FileText from 'lucide-react/icons/file-text'
import Search from 'lucide-react/icons/search'
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal'
import { useInsuranceRequests, type RequestFilters } from '../../hooks/useInsuranceRequests.ts'
import { statusLabel, typeLabel } from '../../lib/requests.ts'
import { INSURANCE_TYPES, REQUEST_STATUSES } from '../../../shared/constants/requests.ts'
import { errorMessage } from '../../kit/ui/serverErrors.ts'
import { controlClass } from '../../kit/ui/Field.tsx'
import { Button } from '../../kit/ui/Button.tsx'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { RequestCard, RequestCardSkeleton } from '../../components/requests/RequestCard.tsx'
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts'

const SKELETON_COUNT = 6
const SEARCH_DELAY_MS = 300
const FILTER_NAMES = ['search', 'type', 'status'] as const

/** The values present in the data (plus the current choice, so the select can show it), in the canonical order. */
function optionsFrom(values: string[], current: string, order: readonly string[]): string[] {
  const present = new Set(current ? [...values, current] : values)
  const rank = (value: string) => (order.includes(value) ? order.indexOf(value) : order.length)
  return [...present].sort((a, b) => rank(a) - rank(b))
}

interface FilterSelectProps {
  label: string
  allLabel: string
  value: string
  options: string[]
  format: (value: string) => string
  onChange: (value: string) => void
}

function FilterSelect({ label, allLabel, value, options, format, onChange }: FilterSelectProps) {
  const id = useId()
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={controlClass}>
        <option value="">{allLabel}</option>
        {options.map((option) => <option key={option} value={option}>{format(option)}</option>)}
      </select>
    </div>
  )
}

/** My Insurance Requests (spec §2): search and filters live in the URL, so a reload or a shared link keeps them. */
export function RequestList() {
  useDocumentTitle('My Insurance Requests')
  const [params, setParams] = useSearchParams()
  const filters: RequestFilters = { search: params.get('search') ?? '', type: params.get('type') ?? '', status: params.get('status') ?? '' }
  const filtered = Boolean(filters.search || filters.type || filters.status)
  const [searchText, setSearchText] = useState(filters.search ?? '')
  const [showFilters, setShowFilters] = useState(Boolean(filters.type || filters.status))
  const all = useInsuranceRequests()
  const shown = useInsuranceRequests(filters)
  const searchId = useId()

  const setFilter = (name: (typeof FILTER_NAMES)[number], value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      if (value) next.set(name, value)
      else next.delete(name)
      return next
    }, { replace: true })

  useEffect(() => {
    if (searchText.trim() === (filters.search ?? '')) return
    const timer = setTimeout(() => setFilter('search', searchText.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  })

  const clearAll = () => {
    setSearchText('')
    setParams((current) => {
      const next = new URLSearchParams(current)
      for (const name of FILTER_NAMES) next.delete(name)
      return next
    }, { replace: true })
  }
  const resetFilters = () => {
    setParams((current) => {
      const next = new URLSearchParams(current)
      next.delete('type')
      next.delete('status')
      return next
    }, { replace: true })
  }

  const error = shown.error ?? all.error
  const loading = !error && (!shown.requests || !all.requests)
  const typeOptions = optionsFrom(all.requests?.map((request) => request.insurance_type) ?? [], filters.type ?? '', INSURANCE_TYPES)
  const statusOptions = optionsFrom(all.requests?.map((request) => request.status) ?? [], filters.status ?? '', REQUEST_STATUSES)

  return (
    <div className="space-y-6">
      <BackLink href="/dashboard">Back to Dashboard</BackLink>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">My Insurance Requests</h1>
        <a href="/select-insurance-type" className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
          Get a New Quote
        </a>
      </div>

      <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-60 flex-1 space-y-1">
            <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">Search requests</label>
            <div className="relative">
              <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" />
              <input
                id={searchId}
                type="search"
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
                placeholder="Request number, name or email"
                className={`${controlClass} pl-9`}
              />
            </div>
          </div>
          <Button variant="secondary" aria-expanded={showFilters} aria-controls="request-filters" onClick={() => setShowFilters((open) => !open)}>
            <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
            {showFilters ? 'Hide Filters' : 'Show Filters'}
          </Button>
        </div>
        {showFilters && (
          <div id="request-filters" className="grid items-end gap-4 sm:grid-cols-3">
            <FilterSelect label="Insurance Type" allLabel="All Types" value={filters.type ?? ''} options={typeOptions} format={typeLabel} onChange={(value) => setFilter('type', value)} />
            <FilterSelect label="Status" allLabel="All Statuses" value={filters.status ?? ''} options={statusOptions} format={statusLabel} onChange={(value) => setFilter('status', value)} />
            <Button variant="ghost" onClick={resetFilters} disabled={!filters.type && !filters.status}>Reset Filters</Button>
          </div>
        )}
      </div>

      {error && (
        <ErrorPanel
          title="Error Loading Requests"
          message={
            <>
              <p>Error loading your insurance requests: {errorMessage(error, 'Failed to fetch insurance requests')}</p>
              <p>Please try refreshing the page or contact support if the issue persists.</p>
            </>
          }
        />
      )}
      {loading && (
        <ul aria-busy="true" aria-label="Loading requests" className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => <RequestCardSkeleton key={index} />)}
        </ul>
      )}
      {!error && !loading && shown.requests && all.requests && (
        <>
          <p role="status" className="text-sm text-slate-700">
            Showing {shown.total ?? shown.requests.length} of {all.total ?? all.requests.length} requests
          </p>
          {shown.requests.length > 0 ? (
            <ul aria-label="Insurance requests" className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {shown.requests.map((request) => <RequestCard key={request.request_number} request={request} />)}
            </ul>
          ) : (
            <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
              <FileText aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
              {filtered ? (
                <>
                  <h2 className="mt-3 text-lg font-semibold text-slate-900">No Matching Requests</h2>
                  <p className="mt-1 text-slate-600">No requests match your search or filters.</p>
                  <Button className="mt-4" onClick={clearAll}>Clear All Filters</Button>
                </>
              ) : (
                <>
                  <h2 className="mt-3 text-lg font-semibold text-slate-900">No Insurance Requests Yet</h2>
                  <p className="mt-1 text-slate-600">Request a quote and we will gather options from multiple carriers for you.</p>
                  <a href="/select-insurance-type" className="mt-4 inline-flex rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
                    Get Your First Quote
                  </a>
                </>
              )}
            </div>
          )}
        </>
      )}
    </div>
  )
}
