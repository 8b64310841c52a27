import { useState } from 'react'
import { toast } from '../../kit/ui/toast.ts'
import { api, checked } from '../../kit/api.ts'
import { Button } from '../../kit/ui/Button.tsx'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { errorMessage } from '../../kit/ui/serverErrors.ts'
import { sharesPath, useComparisonShares } from '../../hooks/useComparisonShares.ts'
import { shortDate } from '../../../shared/dates.ts'
import { CreatedComparisonShareJson, SHARE_DAYS } from '../../../shared/schemas/comparisonShares.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'

/** Lets the customer share the comparison read-only with a household member, and stop any link. */
export function SharePanel({ requestNumber }: { requestNumber: string }) {
  const { shares, error, isLoading, mutate } = useComparisonShares(requestNumber)
  const [link, setLink] = useState<{ id: number; url: string } | null>(null)
  const [busy, setBusy] = useState(false)

  async function share() {
    setBusy(true)
    try {
      const created = await checked.post(dataEnvelope(CreatedComparisonShareJson), sharesPath(requestNumber), {})
      setLink({ id: created.data.id, url: `${window.location.origin}${created.data.path}` })
      await mutate()
    } catch (failure) {
      toast.error(errorMessage(failure, 'The link could not be made. Please try again.'))
    } finally {
      setBusy(false)
    }
  }

  async function stop(id: number) {
    try {
      await api.delete(`${sharesPath(requestNumber)}/${id}`)
      if (link?.id === id) setLink(null)
      toast.success('The link no longer works.')
      await mutate()
    } catch (failure) {
      toast.error(errorMessage(failure, 'The link could not be stopped. Please try again.'))
    }
  }

  return (
    <section aria-labelledby="share-heading" className="space-y-3 rounded-xl border border-slate-200 p-5 print:hidden">
      <h3 id="share-heading" className="text-lg font-semibold text-slate-900">Share with your household</h3>
      <p className="text-sm text-slate-700">
        A read-only link to this comparison, without your contact details, that works for {SHARE_DAYS} days or until you stop it.
      </p>
      {link && (
        <div className="space-y-1">
          <label htmlFor="share-link" className="block text-sm font-medium text-slate-800">Link to send</label>
          <input id="share-link" readOnly value={link.url} className="block w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-900" onFocus={(event) => event.target.select()} />
        </div>
      )}
      <Button variant="secondary" busy={busy} busyText="Making the link..." onClick={() => void share()}>
        Make a read-only link
      </Button>
      {error && <p role="alert" className="text-sm text-red-700">{errorMessage(error, 'Your links could not be loaded.')}</p>}
      {isLoading && <Spinner label="Loading your links..." />}
      {shares && shares.length > 0 && (
        <ul aria-label="Working links" className="space-y-2">
          {shares.map((share) => (
            <li key={share.id} className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-800">
              <span>{`Link made ${shortDate(share.created_at)}, works until ${shortDate(share.expires_at)}`}</span>
              <Button variant="ghost" className="px-2 py-1 text-sm text-red-700" onClick={() => void stop(share.id)}>
                Stop sharing
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
