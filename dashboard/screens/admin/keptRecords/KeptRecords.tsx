import { useState } from 'react'
import { useSWRConfig } from 'swr'
import { ApiError, checked } from '../../../kit/api.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { controlClass, Field, Input } from '../../../kit/ui/Field.tsx'
import { FormError } from '../../../kit/ui/FormError.tsx'
import { useServerForm } from '../../../kit/ui/useServerForm.ts'
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts'
import { KEPT_RECORD_READS_KEY } from '../../../hooks/admin/useKeptRecordReads.ts'
import { dataEnvelope } from '../../../../shared/schemas/envelope.ts'
import { KeptRecordReadForm, RestrictedRecordJson } from '../../../../shared/schemas/retention.ts'
import { cardClass } from '../parts.tsx'
import { BackLink } from '../../../components/BackLink.tsx'
import { KeptRecordView } from './KeptRecordView.tsx'
import { ReadLog } from './ReadLog.tsx'
import { KeptConsents } from './KeptConsents.tsx'

const NOT_KEPT = 'No kept record with that number.'

/**
 * /admin/kept-records: a deleted account's requests are in no list; an admin reads one by its number
 * and a stated reason, which the server logs with the read. The log itself is listed below.
 */
export function KeptRecords() {
  useDocumentTitle('Kept Records')
  const [record, setRecord] = useState<RestrictedRecordJson | null>(null)
  const [logPage, setLogPage] = useState(1)
  const { mutate } = useSWRConfig()
  async function refreshLog() {
    setLogPage(1)
    // Every page of the log shifts by the new read.
    await mutate((key) => typeof key === 'string' && key.startsWith(KEPT_RECORD_READS_KEY))
  }
  const { form, formError, onSubmit } = useServerForm(KeptRecordReadForm, {
    defaultValues: { request_number: '', reason: '' },
    fields: ['request_number', 'reason'],
    fallback: 'The kept record could not be read. Please try again.',
    async send({ request_number, reason }) {
      setRecord(null)
      try {
        const answer = await checked.post(dataEnvelope(RestrictedRecordJson), `/admin/kept_records/${encodeURIComponent(request_number)}/reads`, { reason })
        setRecord(answer.data)
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error
        form.setError('request_number', { type: 'server', message: NOT_KEPT }, { shouldFocus: true })
        return
      }
      await refreshLog()
    },
  })
  const { register, formState: { errors, isSubmitting } } = form

  return (
    <div className="space-y-6">
      <BackLink href="/admin">Back to Admin Dashboard</BackLink>
      <header>
        <h1 className="text-3xl font-bold text-slate-900">Kept Records</h1>
        <p className="mt-1 max-w-3xl text-slate-600">
          A deleted account's requests stay as long as the law asks, out of every list. Read one only when you need to: your reason is logged with the read.
        </p>
      </header>
      <form onSubmit={onSubmit} noValidate aria-label="Read a kept record" className={`${cardClass} max-w-2xl space-y-4`}>
        <FormError message={formError} />
        <Input label="Request number" autoComplete="off" spellCheck={false} error={errors.request_number?.message} {...register('request_number')} />
        <Field label="Reason for reading" hint="Say why, for example the complaint or examination it is for. It is logged." error={errors.reason?.message}>
          {(control) => <textarea {...control} rows={3} {...register('reason')} className={controlClass} />}
        </Field>
        <Button type="submit" busy={isSubmitting} busyText="Reading...">Read record</Button>
      </form>
      {record && <KeptRecordView record={record} />}
      <KeptConsents onRead={refreshLog} />
      <ReadLog page={logPage} onPage={setLogPage} />
    </div>
  )
}
