import { useState } from 'react'
import useSWR from 'swr'
import { toast } from '../../kit/ui/toast.ts'
import { api } from '../../kit/api.ts'
import { fetchAs } from '../../lib/swrConfig.ts'
import { Button } from '../../kit/ui/Button.tsx'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { errorMessage } from '../../kit/ui/serverErrors.ts'
import { collectionEnvelope } from '../../../shared/schemas/envelope.ts'
import { PaperMailTaskJson } from '../../../shared/schemas/consents.ts'
import { shortDateTime } from '../../../shared/dates.ts'
import { cardClass } from './parts.tsx'

const KEY = '/admin/paper_mail_tasks'

function Task({ task, onDone }: { task: PaperMailTaskJson; onDone: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false)
  const finish = async () => {
    setBusy(true)
    try {
      await api.post(`${KEY}/${task.id}/done`)
      toast.success('Marked as mailed.')
      await onDone()
    } catch (failure) {
      toast.error(errorMessage(failure, 'The task could not be marked done.'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 border-t border-slate-200 py-3 first:border-t-0">
      <div className="text-sm">
        <p className="font-medium text-slate-900">{task.customer.name || task.customer.email} <span className="font-normal text-slate-600">({task.customer.email})</span></p>
        <p className="text-slate-700">{task.reason}</p>
        <p className="text-slate-600">Mail to: {task.mailing_address ?? 'no address on file: ask the customer'} · since {shortDateTime(task.created_at)}</p>
      </div>
      <Button variant="secondary" busy={busy} busyText="Saving..." onClick={() => void finish()}>Mark mailed<span className="sr-only"> for {task.customer.email}</span></Button>
    </li>
  )
}

/** Documents to mail on paper: to customers who withdrew, or never gave, consent to electronic documents. */
export function PaperMailPanel() {
  const { data, error, mutate } = useSWR(KEY, fetchAs(collectionEnvelope(PaperMailTaskJson)))
  let body
  if (error) body = <p role="alert" className="text-sm text-red-700">{errorMessage(error, 'The paper-mail tasks could not be loaded.')}</p>
  else if (!data) body = <Spinner label="Loading paper-mail tasks..." />
  else if (data.data.length === 0) body = <p className="text-sm text-slate-600">Nobody is waiting for paper documents.</p>
  else body = <ul aria-label="Paper-mail tasks">{data.data.map((task) => <Task key={task.id} task={task} onDone={mutate} />)}</ul>
  return (
    <section aria-labelledby="paper-mail-heading" className={cardClass}>
      <h2 id="paper-mail-heading" className="mb-2 text-lg font-semibold">Paper documents to mail</h2>
      {body}
    </section>
  )
}
