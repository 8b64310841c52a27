import { useState } from 'react'
import * as AlertDialog from 'radix-ui/alert-dialog'
import { toast } from '../../kit/ui/toast.ts'
import { api } from '../../kit/api.ts'
import { Button } from '../../kit/ui/Button.tsx'
import { errorMessage } from '../../kit/ui/serverErrors.ts'
import { dollars } from '../../../shared/rules/cents.ts'
import type { OfferJson } from '../../../shared/schemas/offers.ts'
import { coverageLines, deductibleLabel, limitsLabel, paymentPlan } from './format.ts'
import { FirmnessNote } from './FirmnessNote.tsx'

interface ChooseOfferDialogProps {
  offer: OfferJson
  state: string
  disabled: boolean
  onChosen: () => Promise<unknown>
}

/** Choosing is final: the dialog restates price, term and coverages before the choice is recorded. */
export function ChooseOfferDialog({ offer, state, disabled, onChosen }: ChooseOfferDialogProps) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)

  async function confirm() {
    setBusy(true)
    try {
      await api.post(`/insurance_requests/${encodeURIComponent(offer.request_number)}/offers/${offer.id}/choose`)
      toast.success(`You chose ${offer.carrier.name}. Your agent will now bind the policy.`)
      setOpen(false)
    } catch (error) {
      toast.error(errorMessage(error, 'The offer could not be chosen. Please try again.'))
      setOpen(false)
    } finally {
      setBusy(false)
      await onChosen()
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialog.Trigger asChild>
        <Button disabled={disabled} className="w-full">Choose this offer<span className="sr-only"> from {offer.carrier.name}</span></Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-slate-900">Choose {offer.carrier.name}?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">
            {dollars(offer.price_per_month)} a month: {paymentPlan(offer)}. Your agent then binds this policy and the other offers are set aside.
          </AlertDialog.Description>
          <div className="mt-4"><FirmnessNote offer={offer} /></div>
          <dl className="mt-4 space-y-1 text-sm">
            <div className="flex justify-between gap-3"><dt className="text-slate-600">Liability limits</dt><dd className="text-right font-medium text-slate-900">{limitsLabel(offer, state)}</dd></div>
            <div className="flex justify-between gap-3"><dt className="text-slate-600">Deductible</dt><dd className="font-medium text-slate-900">{deductibleLabel(offer)}</dd></div>
            <div className="flex justify-between gap-3"><dt className="text-slate-600">Coverages</dt><dd className="text-right font-medium text-slate-900">{coverageLines(offer).join(', ') || 'Liability only'}</dd></div>
          </dl>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>Not yet</Button>
            </AlertDialog.Cancel>
            <Button busy={busy} busyText="Choosing..." onClick={() => void confirm()}>Yes, choose this offer</Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
