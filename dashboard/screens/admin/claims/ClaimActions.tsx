import { useState } from 'react'
import { Checkbox } from '../../../kit/ui/Checkbox.tsx'
import { Field, Input, controlClass } from '../../../kit/ui/Field.tsx'
import { CLAIM_OUTCOME_LABELS, CLAIM_OUTCOMES, type AdminAccidentClaimJson, type ClaimOutcome } from '../../../../shared/schemas/accidentClaims.ts'
import { ActionForm } from './ActionForm.tsx'

interface ClaimActionsProps {
  claim: AdminAccidentClaimJson
  onDone: () => Promise<unknown>
}

function FileForm({ claim, onDone }: ClaimActionsProps) {
  const [number, setNumber] = useState(claim.carrier_claim_number ?? '')
  const filed = claim.carrier_claim_number !== null
  const base = `/admin/claims/${claim.claim_number}`
  return (
    <ActionForm
      title={filed ? 'Correct the carrier claim number' : 'File with the carrier'}
      method={filed ? 'put' : 'post'}
      path={filed ? base : `${base}/file`}
      body={() => (filed ? { claim: { carrier_claim_number: number } } : { carrier_claim_number: number })}
      submitLabel={filed ? 'Save claim number' : 'Record as filed'}
      onDone={onDone}
    >
      {(errors) => <Input label="Carrier's claim number" value={number} onChange={(event) => setNumber(event.target.value)} error={errors.carrier_claim_number ?? errors['claim.carrier_claim_number']} />}
    </ActionForm>
  )
}

function AdjusterForm({ claim, onDone }: ClaimActionsProps) {
  const [adjuster, setAdjuster] = useState(claim.adjuster ?? { name: '', phone: '', email: '' })
  const set = (field: keyof typeof adjuster) => (event: { target: { value: string } }) => setAdjuster({ ...adjuster, [field]: event.target.value })
  const assigned = claim.adjuster !== null
  return (
    <ActionForm title={assigned ? 'Adjuster' : 'Assign the adjuster'} method="post" path={`/admin/claims/${claim.claim_number}/assign_adjuster`} body={() => ({ adjuster })} submitLabel={assigned ? 'Change adjuster' : 'Record adjuster'} onDone={onDone}>
      {(errors) => (
        <>
          <Input label="Adjuster's name" value={adjuster.name} onChange={set('name')} error={errors['adjuster.name']} />
          <Input label="Adjuster's phone" type="tel" value={adjuster.phone} onChange={set('phone')} error={errors['adjuster.phone']} />
          <Input label="Adjuster's e-mail" type="email" value={adjuster.email} onChange={set('email')} error={errors['adjuster.email']} />
        </>
      )}
    </ActionForm>
  )
}

function NoteForm({ claim, onDone }: ClaimActionsProps) {
  const [body, setBody] = useState('')
  const [visible, setVisible] = useState(false)
  const done = async () => {
    setBody('')
    await onDone()
  }
  return (
    <ActionForm title="Add a note" method="post" path={`/admin/claims/${claim.claim_number}/notes`} body={() => ({ note: { body, visible_to_customer: visible } })} submitLabel="Add note" onDone={done}>
      {(errors) => (
        <>
          <Field label="Note" error={errors['note.body']}>{(control) => <textarea {...control} rows={3} value={body} onChange={(event) => setBody(event.target.value)} className={controlClass} />}</Field>
          <Checkbox label="The customer sees this note" checked={visible} onChange={(event) => setVisible(event.target.checked)} />
        </>
      )}
    </ActionForm>
  )
}

function CloseForm({ claim, onDone }: ClaimActionsProps) {
  const [outcome, setOutcome] = useState<ClaimOutcome | ''>('')
  const [note, setNote] = useState('')
  return (
    <ActionForm title="Close the claim" method="post" path={`/admin/claims/${claim.claim_number}/close`} body={() => ({ outcome, note })} submitLabel="Close claim" onDone={onDone}>
      {(errors) => (
        <>
          <Field label="Outcome" error={errors.outcome}>
            {(control) => (
              <select {...control} value={outcome} onChange={(event) => setOutcome(CLAIM_OUTCOMES.find((value) => value === event.target.value) ?? '')} className={controlClass}>
                <option value="">Choose an outcome</option>
                {CLAIM_OUTCOMES.map((value) => <option key={value} value={value}>{CLAIM_OUTCOME_LABELS[value]}</option>)}
              </select>
            )}
          </Field>
          <Field label="A note for the customer (optional)" error={errors.note}>{(control) => <textarea {...control} rows={2} value={note} onChange={(event) => setNote(event.target.value)} className={controlClass} />}</Field>
        </>
      )}
    </ActionForm>
  )
}

/** What the agent can do next, step by step: file, record the adjuster, note, close. */
export function ClaimActions({ claim, onDone }: ClaimActionsProps) {
  const open = claim.status !== 'closed' && claim.status !== 'draft'
  return (
    <div className="space-y-4">
      {(open || claim.carrier_claim_number) && <FileForm key={`file-${claim.carrier_claim_number ?? ''}`} claim={claim} onDone={onDone} />}
      {(claim.status === 'filed' || claim.adjuster) && <AdjusterForm key={`adjuster-${claim.adjuster?.name ?? ''}`} claim={claim} onDone={onDone} />}
      {claim.status !== 'draft' && <NoteForm claim={claim} onDone={onDone} />}
      {open && <CloseForm claim={claim} onDone={onDone} />}
    </div>
  )
}
