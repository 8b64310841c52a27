import { useKeptRecordReads } from '../../../hooks/admin/useKeptRecordReads.ts'
import { Spinner } from '../../../kit/ui/Spinner.tsx'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import { shortDateTime } from '../../../../shared/dates.ts'
import { AdminCell, AdminPager, AdminTable, cardClass } from '../parts.tsx'

interface ReadLogProps {
  page: number
  onPage: (page: number) => void
}

/** Every logged read of a kept record (who, when, why, which request or deleted account's consents), newest first. */
export function ReadLog({ page, onPage }: ReadLogProps) {
  const { reads, meta, error, isLoading } = useKeptRecordReads(page)
  let body
  if (error) body = <p role="alert" className="text-sm text-red-700">{errorMessage(error, 'The read log could not be loaded.')}</p>
  else if (isLoading || !reads || !meta) body = <Spinner label="Loading the read log..." />
  else if (reads.length === 0) body = <p className="text-sm text-slate-600">No kept record has been read yet.</p>
  else {
    const lastPage = Math.max(1, Math.ceil(meta.total / meta.per_page))
    body = (
      <>
        <AdminTable caption="Reads of kept records, newest first" headings={['When', 'Record', 'Read by', 'Reason']} actions={false}>
          {reads.map((read) => (
            <tr key={read.id}>
              <AdminCell label="When" className="whitespace-nowrap text-slate-800">{shortDateTime(read.created_at)}</AdminCell>
              <AdminCell label="Record" className="whitespace-nowrap font-medium text-slate-900">{read.request_number ?? `Consents of deleted user #${read.account_id ?? ''}`}</AdminCell>
              <AdminCell label="Read by" className="break-words text-slate-800">{read.admin ? `${read.admin.name} (${read.admin.email})` : 'a removed user'}</AdminCell>
              <AdminCell label="Reason" className="max-w-md break-words whitespace-pre-line text-slate-800">{read.reason}</AdminCell>
            </tr>
          ))}
        </AdminTable>
        {lastPage > 1 && (
          <AdminPager label="Read log pages" page={page} lastPage={lastPage} onPage={onPage} />
        )}
      </>
    )
  }
  return (
    <section aria-labelledby="read-log-heading" className={`${cardClass} space-y-4`}>
      <h2 id="read-log-heading" className="text-lg font-semibold">
        Read Log {meta && <span className="text-base font-normal text-slate-600">({meta.total.toLocaleString('en-US')})</span>}
      </h2>
      {body}
    </section>
  )
}
