import { useState, type FormEvent } from 'react'
import { useLocation, useSearch } from 'wouter'
import RefreshCw from 'lucide-react/icons/refresh-cw'
import Search from 'lucide-react/icons/search'
import { ADMIN_PAGE_SIZE, useAdminRequests, type AdminRequestFilters } from '../../hooks/admin/useAdminRequests.ts'
import { statusLabel, typeLabel } from '../../lib/requests.ts'
import { INSURANCE_TYPES, REQUEST_STATUSES, type RequestStatus } from '../../../shared/constants/requests.ts'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { Button } from '../../kit/ui/Button.tsx'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { StatusBadge } from '../../components/requests/StatusBadge.tsx'
import { errorMessage } from '../../kit/ui/serverErrors.ts'
import { AdminCell, AdminPager, AdminTable, EmptyState, pageParam, selectClass } from './parts.tsx'
import { BackLink } from '../../components/BackLink.tsx'
import { LicenceWarning } from './requests/LicenceWarning.tsx'
import { RequestActions } from './RequestActions.tsx'
import { updateRequestStatus } from './statusUpdate.ts'
import { DueFilters, TimeLeft } from './requests/DueTime.tsx'
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts'
import { shortDate } from '../../../shared/dates.ts'

function readFilters(search: string): AdminRequestFilters {
  const params = new URLSearchParams(search)
  return {
    search: params.get('search') ?? '',
    type: params.get('type') ?? '',
    status: params.get('status') ?? '',
    due: params.get('due') ?? '',
    sort: params.get('sort') ?? '',
    page: pageParam(params),
  }
}

function toQuery(filters: AdminRequestFilters): string {
  const params = new URLSearchParams()
  if (filters.search) params.set('search', filters.search)
  if (filters.type) params.set('type', filters.type)
  if (filters.status) params.set('status', filters.status)
  if (filters.due) params.set('due', filters.due)
  if (filters.sort) params.set('sort', filters.sort)
  if (filters.page > 1) params.set('page', String(filters.page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** /admin/requests: every request, searched, filtered and paged on the server; state lives in the URL. */
export function AdminRequests() {
  useDocumentTitle('Insurance Requests')
  const filters = readFilters(useSearch())
  const [, navigate] = useLocation()
  const [draft, setDraft] = useState(filters.search)
  const { requests, meta, error, isLoading, isValidating, mutate } = useAdminRequests(filters)
  const now = new Date()
  const apply = (next: Partial<AdminRequestFilters>) => navigate(`/admin/requests${toQuery({ ...filters, page: 1, ...next })}`)

  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    apply({ search: draft.trim() })
  }
  const reset = () => {
    setDraft('')
    navigate('/admin/requests')
  }
  const changeStatus = async (requestNumber: string, status: RequestStatus) => {
    if (await updateRequestStatus(requestNumber, status)) await mutate()
  }

  const filtered = Boolean(filters.search || filters.type || filters.status || filters.due || filters.sort)
  const totalLabel = meta ? `${meta.total.toLocaleString('en-US')}${meta.total_capped ? '+' : ''}` : ''
  const lastPage = meta ? Math.max(1, Math.ceil(meta.total / ADMIN_PAGE_SIZE)) : 1
  const hasNext = meta ? meta.total_capped === true ? (requests?.length ?? 0) === ADMIN_PAGE_SIZE : filters.page < lastPage : false

  return (
    <div className="space-y-6">
      <BackLink href="/admin">Back to Admin Dashboard</BackLink>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Insurance Requests</h1>
          {meta && <p className="text-slate-600">{totalLabel} {meta.total === 1 ? 'request' : 'requests'}</p>}
        </div>
        <Button variant="secondary" onClick={() => void mutate()} busy={isValidating && !isLoading} busyText="Refreshing...">
          <RefreshCw aria-hidden="true" className="h-4 w-4" /> Refresh Requests
        </Button>
      </header>

      <section aria-label="Filters" className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <form role="search" onSubmit={onSearch} className="flex min-w-64 flex-1 items-end gap-2">
          <div className="flex-1">
            <label htmlFor="admin-request-search" className="block text-sm font-medium text-slate-800">Search</label>
            <input id="admin-request-search" type="search" value={draft} onChange={(event) => setDraft(event.target.value)} placeholder="Request #, applicant name or e-mail" className={`${selectClass} w-full`} />
          </div>
          <Button type="submit"><Search aria-hidden="true" className="h-4 w-4" /> Search</Button>
        </form>
        <div>
          <label htmlFor="admin-request-type" className="block text-sm font-medium text-slate-800">Type</label>
          <select id="admin-request-type" value={filters.type} onChange={(event) => apply({ type: event.target.value })} className={selectClass}>
            <option value="">All Types</option>
            {INSURANCE_TYPES.map((type) => <option key={type} value={type}>{typeLabel(type)}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor="admin-request-status" className="block text-sm font-medium text-slate-800">Status</label>
          <select id="admin-request-status" value={filters.status} onChange={(event) => apply({ status: event.target.value })} className={selectClass}>
            <option value="">All Statuses</option>
            {REQUEST_STATUSES.map((status) => <option key={status} value={status}>{statusLabel(status)}</option>)}
          </select>
        </div>
        <DueFilters due={filters.due} sort={filters.sort} onChange={apply} />
        <Button variant="ghost" onClick={reset} disabled={!filtered && !draft}>Reset Filters</Button>
      </section>

      {error ? (
        <ErrorPanel title="Error Loading Requests" message={errorMessage(error, 'Failed to fetch insurance requests')} />
      ) : isLoading || !requests || !meta ? (
        <Spinner label="Loading requests..." />
      ) : requests.length === 0 ? (
        <EmptyState title="No Requests Found">{filtered ? 'No requests match your filters.' : 'No insurance requests have been submitted yet.'}</EmptyState>
      ) : (
        <>
          <AdminTable caption="Insurance requests, newest first" headings={['Request #', 'Applicant', 'Type', 'Status', 'Submitted', 'Time Left']}>
            {requests.map((request) => (
              <tr key={request.request_number}>
                <AdminCell label="Request #" className="font-mono font-medium text-slate-900">{request.request_number}</AdminCell>
                <AdminCell label="Applicant">
                  <span className="block min-w-0">
                    <span className="block font-medium text-slate-900">{request.applicant?.full_name ?? 'N/A'}</span>
                    <span className="block break-all text-slate-600">{request.applicant?.email}</span>
                  </span>
                </AdminCell>
                <AdminCell label="Type" className="text-slate-800">{typeLabel(request.insurance_type)}</AdminCell>
                <AdminCell label="Status">
                  <StatusBadge status={request.status} />
                  {request.applicant && <LicenceWarning state={request.applicant.address.state} status={request.status} size="short" />}
                </AdminCell>
                <AdminCell label="Submitted" className="text-slate-800">{shortDate(request.created_at)}</AdminCell>
                <AdminCell label="Time Left"><TimeLeft request={request} now={now} /></AdminCell>
                <AdminCell label="Actions">
                  <RequestActions request={request} onChangeStatus={(status) => void changeStatus(request.request_number, status)} />
                </AdminCell>
              </tr>
            ))}
          </AdminTable>
          <AdminPager label="Pagination" page={filters.page} lastPage={meta.total_capped ? null : lastPage} hasNext={hasNext} onPage={(page) => apply({ page })} />
        </>
      )}
    </div>
  )
}
