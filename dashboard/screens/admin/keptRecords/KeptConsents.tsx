import { useState } from 'react'
import { ApiError, checked } from '../../../kit/api.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { controlClass, Field, Input } from '../../../kit/ui/Field.tsx'
import { FormError } from '../../../kit/ui/FormError.tsx'
import { useServerForm } from '../../../kit/ui/useServerForm.ts'
import { dataEnvelope } from '../../../../shared/schemas/envelope.ts'
import { KeptConsentReadForm, KeptConsentsJson } from '../../../../shared/schemas/keptConsents.ts'
import { CONSENT_KIND_LABELS } from '../../../../shared/constants/consents.ts'
import { longCalendarDay, shortDateTime } from '../../../../shared/dates.ts'
import { cardClass } from '../parts.tsx'

const NOT_KEPT = 'No kept consent records for that account.'

/**
 * A deleted account's consent history (the proof of E-SIGN and calls-and-texts consent outlives its
 * requests), read by the account's number with a stated reason the server logs.
 */
export function KeptConsents({ onRead }: { onRead: () => Promise<void> }) {
  const [kept, setKept] = useState<KeptConsentsJson | null>(null)
  const { form, formError, onSubmit } = useServerForm(KeptConsentReadForm, {
    defaultValues: { account_id: '', reason: '' },
    fields: ['account_id', 'reason'],
    fallback: 'The kept consents could not be read. Please try again.',
    async send({ account_id, reason }) {
      setKept(null)
      try {
        const answer = await checked.post(dataEnvelope(KeptConsentsJson), `/admin/kept_records/accounts/${account_id}/consent_reads`, { reason })
        setKept(answer.data)
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error
        form.setError('account_id', { type: 'server', message: NOT_KEPT }, { shouldFocus: true })
        return
      }
      await onRead()
    },
  })
  const { register, formState: { errors, isSubmitting } } = form

  return (
    <section aria-labelledby="kept-consents-heading" className="space-y-4">
      <h2 id="kept-consents-heading" className="text-xl font-semibold text-slate-900">Consent records of a deleted account</h2>
      <form onSubmit={onSubmit} noValidate aria-label="Read kept consent records" className={`${cardClass} max-w-2xl space-y-4`}>
        <FormError message={formError} />
        <Input label="Deleted account number" hint='The number after "Deleted user #".' autoComplete="off" spellCheck={false} error={errors.account_id?.message} {...register('account_id')} />
        <Field label="Reason for reading consents" hint="Say why, for example the complaint or claim it is for. It is logged." error={errors.reason?.message}>
          {(control) => <textarea {...control} rows={3} {...register('reason')} className={controlClass} />}
        </Field>
        <Button type="submit" busy={isSubmitting} busyText="Reading...">Read consent records</Button>
      </form>
      {kept && (
        <article aria-labelledby="kept-consents-result" className={`${cardClass} space-y-3`}>
          <h3 id="kept-consents-result" className="text-lg font-semibold">Deleted user #{kept.account_id}</h3>
          <p role="status" className="text-sm text-amber-900">This read and your reason were logged.</p>
          <ul className="space-y-3" aria-label="Kept consent records">
            {kept.consents.map((consent) => (
              <li key={consent.id} className="rounded-md border border-slate-200 p-3 text-sm text-slate-700">
                <p className="font-medium text-slate-900">
                  {CONSENT_KIND_LABELS[consent.kind]}: {consent.granted ? 'given' : 'withdrawn'} on {shortDateTime(consent.created_at)}
                  {consent.phone_number ? ` for ${consent.phone_number}` : ''}
                </p>
                <p className="whitespace-pre-line">{consent.wording}</p>
                <p className="text-slate-600">Kept until {longCalendarDay(consent.kept_until)}</p>
              </li>
            ))}
          </ul>
        </article>
      )}
    </section>
  )
}
