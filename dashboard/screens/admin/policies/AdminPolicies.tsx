import { Link, useLocation, useSearch } from 'wouter'
import { ADMIN_POLICY_PAGE_SIZE, useAdminPolicies, type AdminPolicyFilters } from '../../../hooks/admin/useAdminPolicies.ts'
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { Spinner } from '../../../kit/ui/Spinner.tsx'
import { ErrorPanel } from '../../../components/ErrorPanel.tsx'
import { PolicyStatusBadge } from '../../../components/policies/PolicyStatusBadge.tsx'
import { AdminCell, AdminTable, EmptyState, Filter } from '../parts.tsx'
import { dollars } from '../../../../shared/rules/cents.ts'
import { calendarDay } from '../../../../shared/dates.ts'
import { EXPIRING_WINDOWS, POLICY_STATUSES, POLICY_STATUS_LABELS } from '../../../../shared/schemas/insurancePolicy.ts'

function readFilters(search: string): AdminPolicyFilters {
  const params = new URLSearchParams(search)
  const page = Number(params.get('page') ?? '1')
  return { expiring: params.get('expiring') ?? '', status: params.get('status') ?? '', origin: params.get('origin') ?? '', page: Number.isInteger(page) && page > 0 ? page : 1 }
}

function toQuery(filters: AdminPolicyFilters): string {
  const params = new URLSearchParams()
  if (filters.expiring) params.set('expiring', filters.expiring)
  if (filters.status) params.set('status', filters.status)
  if (filters.origin) params.set('origin', filters.origin)
  if (filters.page > 1) params.set('page', String(filters.page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** Every policy, the X-date list agents work from: expiring in 7/30/45 days, by status, from elsewhere. */
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
      <div className="flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-4">
        <Filter label="Expiring" value={filters.expiring} onChange={(expiring) => apply({ expiring })} options={[['', 'Any time'], ...EXPIRING_WINDOWS.map((days): [string, string] => [String(days), `Within ${days} days`])]} />
        <Filter label="Status" value={filters.status} onChange={(status) => apply({ status })} options={[['', 'All statuses'], ...POLICY_STATUSES.map((status): [string, string] => [status, POLICY_STATUS_LABELS[status]])]} />
        <Filter label="Origin" value={filters.origin} onChange={(origin) => apply({ origin })} options={[['', 'All origins'], ['bound', 'Bound here'], ['added', 'From elsewhere']]} />
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
              <AdminCell label="Status"><PolicyStatusBadge status={policy.status} /></AdminCell>
              <AdminCell label="Actions" className="text-right">
                <Link href={`/admin/policies/${policy.id}`} className="font-medium text-brand-700 hover:underline">View<span className="sr-only"> policy {policy.policy_number}</span></Link>
              </AdminCell>
            </tr>
          ))}
        </AdminTable>
      )}
      {meta && meta.total > ADMIN_POLICY_PAGE_SIZE && (
        <nav aria-label="Pages" className="flex items-center justify-between gap-4">
          <Button variant="secondary" disabled={filters.page <= 1} onClick={() => apply({ page: filters.page - 1 })}>Previous</Button>
          <p className="text-sm text-slate-700">Page {filters.page} of {lastPage}</p>
          <Button variant="secondary" disabled={filters.page >= lastPage} onClick={() => apply({ page: filters.page + 1 })}>Next</Button>
        </nav>
      )}
    </div>
  )
}
