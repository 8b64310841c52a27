import { Link, useLocation, useSearch } from 'wouter'
import { ADMIN_POLICY_PAGE_SIZE, useAdminPolicies, type AdminPolicyFilters } from '../../../hooks/admin/useAdminPolicies.ts'
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { Spinner } from '../../../kit/ui/Spinner.tsx'
import { ErrorPanel } from '../../../components/ErrorPanel.tsx'
import { PolicyStatusBadge } from '../../../components/policies/PolicyStatusBadge.tsx'
import { AdminCell, AdminPager, AdminTable, EmptyState, Filter, pageParam } from '../parts.tsx'
import { XDateWeeks } from './XDateWeeks.tsx'
import { dollars } from '../../../../shared/rules/cents.ts'
import { calendarDay } from '../../../../shared/dates.ts'
import { EXPIRING_WINDOWS, POLICY_STATUSES, POLICY_STATUS_LABELS } from '../../../../shared/schemas/insurancePolicy.ts'

function readFilters(search: string): AdminPolicyFilters {
  const params = new URLSearchParams(search)
  return {
    expiring: params.get('expiring') ?? '',
    status: params.get('status') ?? '',
    origin: params.get('origin') ?? '',
    reshop: params.get('reshop') ?? '',
    expires_from: params.get('expires_from') ?? '',
    expires_to: params.get('expires_to') ?? '',
    page: pageParam(params),
  }
}

function toQuery(filters: AdminPolicyFilters): string {
  const params = new URLSearchParams()
  if (filters.expiring) params.set('expiring', filters.expiring)
  if (filters.status) params.set('status', filters.status)
  if (filters.origin) params.set('origin', filters.origin)
  if (filters.expires_from) params.set('expires_from', filters.expires_from)
  if (filters.expires_to) params.set('expires_to', filters.expires_to)
  if (filters.reshop) params.set('reshop', filters.reshop)
  if (filters.page > 1) params.set('page', String(filters.page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** Every policy, with the X-date weeks agents work from: expiring in 7/30/45 days or a given week, by status, from elsewhere, re-shop open. */
export function AdminPolicies() {
  useDocumentTitle('Policies')
  const [, navigate] = useLocation()
  const filters = readFilters(useSearch())
  const { policies, meta, error } = useAdminPolicies(filters)
  const apply = (next: Partial<AdminPolicyFilters>) => navigate(`/admin/policies${toQuery({ ...filters, page: 1, ...next })}`)
  const lastPage = meta ? Math.max(1, Math.ceil(meta.total / ADMIN_POLICY_PAGE_SIZE)) : 1
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">Policies</h1>
      <XDateWeeks selected={filters.expires_from} onPick={(expires_from, expires_to) => apply({ expiring: '', expires_from, expires_to })} />
      <div className="flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-4">
        <Filter label="Expiring" value={filters.expiring} onChange={(expiring) => apply({ expiring, expires_from: '', expires_to: '' })} options={[['', 'Any time'], ...EXPIRING_WINDOWS.map((days): [string, string] => [String(days), `Within ${days} days`])]} />
        <Filter label="Status" value={filters.status} onChange={(status) => apply({ status })} options={[['', 'All statuses'], ...POLICY_STATUSES.map((status): [string, string] => [status, POLICY_STATUS_LABELS[status]])]} />
        <Filter label="Origin" value={filters.origin} onChange={(origin) => apply({ origin })} options={[['', 'All origins'], ['bound', 'Bound here'], ['added', 'From elsewhere']]} />
        <Filter label="Re-shop" value={filters.reshop} onChange={(reshop) => apply({ reshop })} options={[['', 'Any'], ['open', 'Re-shop open']]} />
        {filters.expires_from && (
          <p className="flex items-center gap-3 text-sm text-slate-800">
            Expiring {calendarDay(filters.expires_from)} to {calendarDay(filters.expires_to || filters.expires_from)}
            <Button variant="secondary" onClick={() => apply({ expires_from: '', expires_to: '' })}>Any week</Button>
          </p>
        )}
      </div>
      {error && <ErrorPanel title="Error Loading Policies" message={<p>{errorMessage(error, 'The policies could not be loaded.')}</p>} />}
      {!error && !policies && <Spinner label="Loading policies..." />}
      {policies && policies.length === 0 && <EmptyState title="No policies match these filters" />}
      {policies && policies.length > 0 && (
        <AdminTable caption="Policies" headings={['Policy', 'Customer', 'Carrier', 'Expires', 'Premium', 'Status']}>
          {policies.map((policy) => (
            <tr key={policy.id}>
              <AdminCell label="Policy">{policy.policy_number}</AdminCell>
              <AdminCell label="Customer">{policy.owner.name}</AdminCell>
              <AdminCell label="Carrier">{policy.carrier_name}{policy.origin === 'added' ? ' (from elsewhere)' : ''}</AdminCell>
              <AdminCell label="Expires">{calendarDay(policy.expiration_date)}</AdminCell>
              <AdminCell label="Premium">{dollars(policy.premium)}</AdminCell>
              <AdminCell label="Status">
                <PolicyStatusBadge status={policy.status} />
                {policy.cancellation_date && <span className="block text-sm text-slate-700">Cancels on {calendarDay(policy.cancellation_date)}</span>}
              </AdminCell>
              <AdminCell label="Actions" className="text-right">
                <Link href={`/admin/policies/${policy.id}`} className="font-medium text-brand-700 hover:underline">View<span className="sr-only"> policy {policy.policy_number}</span></Link>
              </AdminCell>
            </tr>
          ))}
        </AdminTable>
      )}
      {meta && meta.total > ADMIN_POLICY_PAGE_SIZE && (
        // Past 10,000 matches the server stops counting: the last page is not known, a short page is the end.
        <AdminPager page={filters.page} lastPage={meta.total_capped ? null : lastPage} hasNext={meta.total_capped ? policies?.length === ADMIN_POLICY_PAGE_SIZE : filters.page < lastPage} onPage={(page) => apply({ page })} />
      )}
    </div>
  )
}
