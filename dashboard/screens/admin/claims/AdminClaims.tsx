import { Link, useLocation, useSearch } from 'wouter'
import { ADMIN_CLAIM_PAGE_SIZE, useAdminClaims, type AdminClaimFilters } from '../../../hooks/admin/useAdminClaims.ts'
import { useCarriers } from '../../../hooks/admin/useCarriers.ts'
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import { Spinner } from '../../../kit/ui/Spinner.tsx'
import { ErrorPanel } from '../../../components/ErrorPanel.tsx'
import { AdminCell, AdminPager, AdminTable, EmptyState, Filter, pageParam } from '../parts.tsx'
import { STATES } from '../../../../shared/constants/states.ts'
import { shortDateTime } from '../../../../shared/dates.ts'
import { timeLeft } from '../../../../shared/rules/promise.ts'
import { CLAIM_STATUS_LABELS, CLAIM_STEPS, type AdminClaimRowJson } from '../../../../shared/schemas/accidentClaims.ts'

const FILTER_NAMES = ['due', 'status', 'state', 'carrier_id'] as const

function readFilters(search: string): AdminClaimFilters {
  const params = new URLSearchParams(search)
  return { due: params.get('due') ?? '', status: params.get('status') ?? '', state: params.get('state') ?? '', carrier_id: params.get('carrier_id') ?? '', page: pageParam(params) }
}

function toQuery(filters: AdminClaimFilters): string {
  const params = new URLSearchParams()
  for (const name of FILTER_NAMES) if (filters[name]) params.set(name, filters[name])
  if (filters.page > 1) params.set('page', String(filters.page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** Time left before the filing deadline while a claim waits to be filed; its status after. */
function Deadline({ claim }: { claim: AdminClaimRowJson }) {
  if (claim.status !== 'reported' || !claim.due_at) return <span>{CLAIM_STATUS_LABELS[claim.status]}</span>
  const left = timeLeft(claim.due_at, new Date())
  const tone = left.overdue ? 'bg-red-100 text-red-900' : left.soon ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-800'
  return (
    <span className="space-y-1">
      <span className={`inline-block rounded px-2 py-0.5 text-sm font-semibold ${tone}`}>{left.label}</span>
      <span className="block text-xs text-slate-600">File by {shortDateTime(claim.due_at)}</span>
    </span>
  )
}

/** The claims queue: those to file with the carrier first, least time left before the 24-hour deadline first. */
export function AdminClaims() {
  useDocumentTitle('Claims')
  const [, navigate] = useLocation()
  const filters = readFilters(useSearch())
  const { claims, meta, error } = useAdminClaims(filters)
  const { carriers } = useCarriers()
  const apply = (next: Partial<AdminClaimFilters>) => navigate(`/admin/claims${toQuery({ ...filters, page: 1, ...next })}`)
  const lastPage = meta ? Math.max(1, Math.ceil(meta.total / ADMIN_CLAIM_PAGE_SIZE)) : 1
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">Claims</h1>
      <div className="flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-4">
        <Filter label="Due" value={filters.due} onChange={(due) => apply({ due })} options={[['', 'Any time'], ['soon', 'Due soon (under 4 h)'], ['overdue', 'Overdue']]} />
        <Filter label="Status" value={filters.status} onChange={(status) => apply({ status })} options={[['', 'All statuses'], ...CLAIM_STEPS.map((step): [string, string] => [step, CLAIM_STATUS_LABELS[step]])]} />
        <Filter label="State" value={filters.state} onChange={(state) => apply({ state })} options={[['', 'All states'], ...STATES.map((state): [string, string] => [state.code, state.name])]} />
        <Filter label="Carrier" value={filters.carrier_id} onChange={(carrierId) => apply({ carrier_id: carrierId })} options={[['', 'All carriers'], ...(carriers ?? []).map((carrier): [string, string] => [String(carrier.id), carrier.name])]} />
      </div>
      {error && <ErrorPanel title="Error Loading Claims" message={<p>{errorMessage(error, 'The claims could not be loaded.')}</p>} />}
      {!error && !claims && <Spinner label="Loading claims..." />}
      {claims && claims.length === 0 && <EmptyState title="No claims match these filters" />}
      {claims && claims.length > 0 && (
        <AdminTable caption="Claims" headings={['Claim', 'Customer', 'Carrier', 'State', 'Time left']}>
          {claims.map((claim) => (
            <tr key={claim.claim_number}>
              <AdminCell label="Claim"><span className="font-mono">{claim.claim_number}</span></AdminCell>
              <AdminCell label="Customer">{claim.owner.name}</AdminCell>
              <AdminCell label="Carrier">{claim.carrier?.name ?? 'Not given'}</AdminCell>
              <AdminCell label="State">{claim.loss_state ?? 'Not given'}</AdminCell>
              <AdminCell label="Time left"><Deadline claim={claim} /></AdminCell>
              <AdminCell label="Actions" className="text-right">
                <Link href={`/admin/claims/${claim.claim_number}`} className="font-medium text-brand-700 hover:underline">Open<span className="sr-only"> claim {claim.claim_number}</span></Link>
              </AdminCell>
            </tr>
          ))}
        </AdminTable>
      )}
      {meta && meta.total > ADMIN_CLAIM_PAGE_SIZE && (
        <AdminPager page={filters.page} lastPage={lastPage} onPage={(page) => apply({ page })} />
      )}
    </div>
  )
}
