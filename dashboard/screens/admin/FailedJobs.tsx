import { useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { toast } from '../../kit/ui/toast.ts'
import { useFailedJobs, FAILED_JOBS_KEY } from '../../hooks/admin/useFailedJobs.ts'
import { api } from '../../kit/api.ts'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { Button } from '../../kit/ui/Button.tsx'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { errorMessage } from '../../kit/ui/serverErrors.ts'
import { FAILED_JOBS_PER_PAGE, type FailedJobJson } from '../../../shared/schemas/failedJobs.ts'
import { AdminCell, AdminPager, AdminTable, capitalise, EmptyState, pageParam } from './parts.tsx'
import { BackLink } from '../../components/BackLink.tsx'
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts'
import { shortDateTime } from '../../../shared/dates.ts'
import { PaymentAlerts } from './PaymentAlerts.tsx'

/** /admin/failed-jobs: background jobs (e-mails, renewals, payment checks) that used up their attempts. */
export function FailedJobs() {
  useDocumentTitle('Failed Jobs')
  const page = pageParam(new URLSearchParams(useSearch()))
  const [, navigate] = useLocation()
  const { jobs, meta, error, isLoading, mutate } = useFailedJobs(page)
  const lastPage = meta ? Math.max(1, Math.ceil(meta.total / FAILED_JOBS_PER_PAGE)) : 1
  const [busyId, setBusyId] = useState<number | null>(null)

  const retry = async (job: FailedJobJson) => {
    setBusyId(job.id)
    try {
      await api.post(`${FAILED_JOBS_KEY}/${job.id}/retry`)
      toast.success('The job was queued again.')
      await mutate()
    } catch (retryError) {
      toast.error(errorMessage(retryError, 'Failed to retry the job. Please try again.'))
    } finally {
      setBusyId(null)
    }
  }

  let body
  if (error) body = <ErrorPanel title="Error Loading Failed Jobs" message={errorMessage(error, 'An unexpected error occurred.')} />
  else if (isLoading || !jobs) body = <Spinner label="Loading failed jobs..." />
  else if (jobs.length === 0 && page > 1)
    body = (
      <EmptyState title="No Failed Jobs on This Page">
        <p>
          The jobs that were here have been retried. <Link href="/admin/failed-jobs" className="font-medium text-blue-700 underline">Go to the first page</Link>
        </p>
      </EmptyState>
    )
  else if (jobs.length === 0)
    body = (
      <EmptyState title="No Failed Jobs">
        <p>Every background job has finished or is still being retried.</p>
      </EmptyState>
    )
  else
    body = (
      <>
        <AdminTable caption="Failed jobs, most recent failure first" headings={['Job', 'Attempts', 'Last Error', 'Failed At']}>
          {jobs.map((job) => (
            <tr key={job.id}>
              <AdminCell label="Job">
                <span className="block font-medium text-slate-900">{capitalise(job.kind)}</span>
                <span className="block text-slate-600">#{job.id}</span>
              </AdminCell>
              <AdminCell label="Attempts" className="text-slate-800">{job.attempts}</AdminCell>
              <AdminCell label="Last Error" className="max-w-md break-words text-slate-800">{job.last_error ?? 'N/A'}</AdminCell>
              <AdminCell label="Failed At" className="whitespace-nowrap text-slate-800">{shortDateTime(job.failed_at)}</AdminCell>
              <AdminCell label="Actions" className="text-right">
                <Button variant="secondary" onClick={() => void retry(job)} busy={busyId === job.id} busyText="Retrying...">
                  Retry<span className="sr-only"> job #{job.id}</span>
                </Button>
              </AdminCell>
            </tr>
          ))}
        </AdminTable>
        {lastPage > 1 && <AdminPager label="Failed job pages" page={page} lastPage={lastPage} onPage={(next) => navigate(next > 1 ? `/admin/failed-jobs?page=${next}` : '/admin/failed-jobs')} />}
      </>
    )

  return (
    <div className="space-y-6">
      <BackLink href="/admin">Back to Admin Dashboard</BackLink>
      <header>
        <h1 className="text-3xl font-bold text-slate-900">
          Failed Jobs {meta && <span className="text-lg font-normal text-slate-600">({meta.total})</span>}
        </h1>
        <p className="mt-1 text-slate-600">Retrying runs a job again from where it failed; nothing it already did is repeated.</p>
      </header>
      <PaymentAlerts />
      {body}
    </div>
  )
}
