import { useState } from 'react'
import { useOffers } from '../../hooks/useOffers.ts'
import { distinctReasons, statusLabel } from '../../lib/requests.ts'
import { Button } from '../../kit/ui/Button.tsx'
import { REQUEST_STATUSES, type RequestStatus } from '../../../shared/constants/requests.ts'
import { isChoosableOffer } from '../../../shared/rules/offers.ts'
import { statusChangeRefusal } from '../../../shared/rules/requestStatus.ts'
import type { InsuranceRequestJson } from '../../../shared/schemas/insuranceRequestJson.ts'
import type { OfferJson } from '../../../shared/schemas/offers.ts'
import { cardClass } from './parts.tsx'
import { updateRequestStatus } from './statusUpdate.ts'

const isStatus = (value: string): value is RequestStatus => REQUEST_STATUSES.some((status) => status === value)

/** Why each status is out of reach now (and nothing for the current one); Quoted waits for the offers to load. */
function statusRefusals(request: InsuranceRequestJson, offers: OfferJson[] | undefined): Map<RequestStatus, string | null> {
  const hasOpenOffer = (offers ?? []).some(isChoosableOffer)
  return new Map(REQUEST_STATUSES.map((status) => [status, statusChangeRefusal(request, status, hasOpenOffer)]))
}

/**
 * The request's status controls; what a bound policy or a missing open offer rules out is disabled, with why.
 * Keyed by the saved status where it is used, so a change made elsewhere resets the selection.
 */
export function StatusPanel({ request, onSaved }: { request: InsuranceRequestJson; onSaved: () => Promise<unknown> }) {
  const [selected, setSelected] = useState<RequestStatus>(request.status)
  const [saving, setSaving] = useState(false)
  const { offers } = useOffers(request.request_number)
  const refusals = statusRefusals(request, offers)
  const reasons = distinctReasons(refusals.values())
  const hintId = reasons.length > 0 ? 'request-status-hint' : undefined
  const unavailable = (status: RequestStatus) => status === request.status || refusals.get(status) !== null || (status === 'quoted' && !offers)

  const submit = async (status: RequestStatus) => {
    setSelected(status)
    setSaving(true)
    const saved = await updateRequestStatus(request.request_number, status)
    setSaving(false)
    if (saved) await onSaved()
    else setSelected(request.status)
  }

  return (
    <section aria-labelledby="status-heading" className={`${cardClass} space-y-4`}>
      <h2 id="status-heading" className="text-lg font-semibold">Update Status</h2>
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="request-status" className="block text-sm font-medium text-slate-800">Status</label>
          <select
            id="request-status"
            aria-describedby={hintId}
            value={selected}
            disabled={saving}
            onChange={(event) => { if (isStatus(event.target.value)) setSelected(event.target.value) }}
            className="block rounded-md border border-slate-300 bg-white px-3 py-2"
          >
            {REQUEST_STATUSES.map((status) => (
              <option key={status} value={status} disabled={status !== request.status && unavailable(status)}>{statusLabel(status)}</option>
            ))}
          </select>
        </div>
        <Button onClick={() => void submit(selected)} disabled={unavailable(selected)} busy={saving} busyText="Updating...">Update Status</Button>
      </div>
      {hintId && (
        <div id={hintId} className="space-y-1 text-sm text-slate-600">
          {reasons.map((reason) => <p key={reason}>{reason}</p>)}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="danger" onClick={() => void submit('rejected')} disabled={saving || unavailable('rejected')} aria-describedby={refusals.get('rejected') ? hintId : undefined}>Reject Request</Button>
        <Button variant="secondary" onClick={() => void submit('quoted')} disabled={saving || unavailable('quoted')} aria-describedby={refusals.get('quoted') ? hintId : undefined}>Mark as Quoted</Button>
      </div>
    </section>
  )
}
