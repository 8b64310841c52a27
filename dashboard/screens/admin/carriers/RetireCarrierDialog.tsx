import { useState } from 'react'
import * as AlertDialog from 'radix-ui/alert-dialog'
import { toast } from '../../../kit/ui/toast.ts'
import { api } from '../../../kit/api.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import type { CarrierJson } from '../../../../shared/schemas/carriers.ts'

/** Retiring is final: the carrier keeps its past offers and gets no new ones. */
export function RetireCarrierDialog({ carrier, onRetired }: { carrier: CarrierJson; onRetired: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)

  async function confirm() {
    setBusy(true)
    try {
      await api.post(`/admin/carriers/${carrier.id}/retire`)
      toast.success('Carrier retired.')
      setOpen(false)
      await onRetired()
    } catch (error) {
      toast.error(errorMessage(error, 'The carrier could not be retired.'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialog.Trigger asChild>
        <Button variant="danger">Retire<span className="sr-only"> {carrier.name}</span></Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-slate-900">Retire {carrier.name}?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">Its past offers stay on their requests; it cannot get new offers.</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>Keep carrier</Button>
            </AlertDialog.Cancel>
            <Button variant="danger" busy={busy} busyText="Retiring..." onClick={() => void confirm()}>Yes, retire</Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
