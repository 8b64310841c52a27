import { useState } from 'react'
import { toast } from '../../../kit/ui/toast.ts'
import { api } from '../../../kit/api.ts'
import { CARRIERS_KEY, useCarriers } from '../../../hooks/admin/useCarriers.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { Spinner } from '../../../kit/ui/Spinner.tsx'
import { ErrorPanel } from '../../../components/ErrorPanel.tsx'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import { newCarrierDefaults, ratingLabel, type CarrierForm as CarrierFormValues, type CarrierJson } from '../../../../shared/schemas/carriers.ts'
import { cardClass, EmptyState } from '../parts.tsx'
import { BackLink } from '../../../components/BackLink.tsx'
import { CarrierForm } from './CarrierForm.tsx'
import { RetireCarrierDialog } from './RetireCarrierDialog.tsx'
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts'

function CarrierCard({ carrier, onChanged }: { carrier: CarrierJson; onChanged: () => Promise<unknown> }) {
  const [editing, setEditing] = useState(false)
  const headingId = `carrier-${carrier.id}`

  const save = async (values: CarrierFormValues) => {
    await api.put(`${CARRIERS_KEY}/${carrier.id}`, { carrier: values })
    toast.success('Carrier updated.')
    setEditing(false)
    await onChanged()
  }
  return (
    <li aria-labelledby={headingId} className={`${cardClass} space-y-3`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">{carrier.name}</h2>
          <p className="text-sm text-slate-700">Rating {ratingLabel(carrier.rating)} · {carrier.states.length} {carrier.states.length === 1 ? 'state' : 'states'}{carrier.retired ? ' · Retired' : ''}</p>
        </div>
        {!carrier.retired && !editing && (
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setEditing(true)}>Edit<span className="sr-only"> {carrier.name}</span></Button>
            <RetireCarrierDialog carrier={carrier} onRetired={onChanged} />
          </div>
        )}
      </div>
      {editing ? (
        <CarrierForm idPrefix={`edit-${carrier.id}`} defaultValues={{ ...carrier }} submitLabel="Save carrier" onSubmit={save} onCancel={() => setEditing(false)} />
      ) : (
        <>
          {carrier.satisfaction_note && <p className="text-sm text-slate-700">{carrier.satisfaction_note}</p>}
          <p className="text-sm break-words text-slate-600">{carrier.states.join(', ')}</p>
          {carrier.website && <a href={carrier.website} className="text-sm font-medium text-brand-700 underline" rel="noreferrer" target="_blank">{carrier.website}</a>}
        </>
      )}
    </li>
  )
}

/** /admin/carriers: the insurers the agent quotes with; add, edit and retire. */
export function AdminCarriers() {
  useDocumentTitle('Carriers')
  const { carriers, error, isLoading, mutate } = useCarriers()
  const [formKey, setFormKey] = useState(0)

  const add = async (values: CarrierFormValues) => {
    await api.post(CARRIERS_KEY, { carrier: values })
    toast.success('Carrier added.')
    setFormKey((key) => key + 1)
    await mutate()
  }

  let list
  if (error) list = <ErrorPanel title="Error Loading Carriers" message={errorMessage(error, 'Failed to fetch carriers')} />
  else if (isLoading || !carriers) list = <Spinner label="Loading carriers..." />
  else if (carriers.length === 0) list = <EmptyState title="No carriers yet">Add the first carrier above.</EmptyState>
  else list = <ul className="space-y-4" aria-label="Carriers">{carriers.map((carrier) => <CarrierCard key={carrier.id} carrier={carrier} onChanged={mutate} />)}</ul>

  return (
    <div className="space-y-6">
      <BackLink href="/admin">Back to Admin Dashboard</BackLink>
      <header>
        <h1 className="text-3xl font-bold text-slate-900">Carriers</h1>
        <p className="text-slate-600">The insurers we bring offers from. A retired carrier keeps its past offers.</p>
      </header>
      <section aria-labelledby="add-carrier-heading" className={cardClass}>
        <h2 id="add-carrier-heading" className="mb-4 text-lg font-semibold">Add a carrier</h2>
        <CarrierForm key={formKey} idPrefix="new-carrier" defaultValues={newCarrierDefaults()} submitLabel="Add carrier" onSubmit={add} />
      </section>
      {list}
    </div>
  )
}
