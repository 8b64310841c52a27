import { useState } from 'react'
import * as AlertDialog from 'radix-ui/alert-dialog'
import { toast } from '../../kit/ui/toast.ts'
import { api } from '../../kit/api.ts'
import { Button } from '../../kit/ui/Button.tsx'
import { longDate } from '../../../shared/dates.ts'

interface CancelSubscriptionDialogProps {
  /** The end of the period paid for, when the plan has one. */
  periodEnd: string | null
  onCanceled(): void
}

/**
 * Spec §2: cancel now and for good, after an explicit confirmation. Canceling refunds nothing (README,
 * Billing), so the dialog says what becomes of the days already paid for before the customer confirms.
 */
export function CancelSubscriptionDialog({ periodEnd, onCanceled }: CancelSubscriptionDialogProps) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)

  async function confirm() {
    setBusy(true)
    try {
      await api.post('/subscriptions/cancel', {})
      toast.success('Subscription canceled successfully!')
      setOpen(false)
      onCanceled()
    } catch {
      toast.error('Failed to cancel subscription. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialog.Trigger asChild>
        <Button variant="danger">Cancel Subscription</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-slate-900">Are you absolutely sure?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">
            This action cannot be undone. This will cancel your subscription immediately.
          </AlertDialog.Description>
          <p className="mt-2 text-slate-700">
            Nothing is refunded: your plan ends now{periodEnd ? ` instead of on ${longDate(periodEnd)}` : ''}, and the unused part of the period you paid for is lost.
          </p>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>Nevermind</Button>
            </AlertDialog.Cancel>
            <Button variant="danger" busy={busy} busyText="Canceling..." onClick={() => void confirm()}>
              Yes, cancel subscription
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
