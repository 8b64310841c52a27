import { useId, useState } from 'react'
import * as Dialog from 'radix-ui/dialog'
import { toast } from 'sonner'
import X from 'lucide-react/icons/x'
import FlaskConical from 'lucide-react/icons/flask-conical'
import { api, ApiError } from '../../../dashboard/lib/api.ts'
import { Button } from '../../../dashboard/components/ui/Button.tsx'
import { Spinner } from '../../../dashboard/components/ui/Spinner.tsx'
import { CARD_TOKEN_MESSAGE } from '../../../shared/schemas/subscriptions.ts'
import type { PlanOffer } from './pricing.ts'
import { useSquareCard } from './useSquareCard.ts'

interface CheckoutDialogProps {
  offer: PlanOffer
  subscriptionId: number
  onPaid(): void
  onClose(): void
}

/** Spec §8: the server's own 'Payment failed: …' text, else the spec's fallback wording. */
function failureMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : ''
  if (message.startsWith('Payment failed')) return message
  return `Payment failed: ${message || 'Unknown error'}`
}

/** The card payment of a pending subscription; success is announced only once the charge went through. */
export function CheckoutDialog({ offer, subscriptionId, onPaid, onClose }: CheckoutDialogProps) {
  const containerId = `card-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`
  const { state, tokenize } = useSquareCard(containerId)
  const [paying, setPaying] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function pay() {
    if (paying || state.status !== 'ready') return
    setPaying(true)
    setError(null)
    try {
      const result = await tokenize()
      if (result?.status !== 'OK' || !result.token) throw new Error(CARD_TOKEN_MESSAGE)
      await api.post('/subscriptions/process-payment', { subscription_id: subscriptionId, card_token: result.token }, { fallbackError: 'Unknown error' })
      toast.success('Subscription activated successfully', { description: 'Payment successful! Your subscription is now active.' })
      onPaid()
    } catch (caught) {
      const message = failureMessage(caught)
      setError(message)
      if (!(caught instanceof ApiError) || caught.status !== 401) toast.error(message)
    } finally {
      setPaying(false)
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !paying && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold text-slate-900">Subscribe to {offer.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-slate-700">
            {offer.price}{offer.priceSuffix}, {offer.billedInfo.toLowerCase()}. You pay {offer.price} today.
          </Dialog.Description>
          {state.status === 'ready' && state.emulated && (
            <p className="mt-4 flex gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-300">
              <FlaskConical aria-hidden="true" className="h-5 w-5 shrink-0" />
              <span>
                <strong>Sandbox:</strong> this is a test checkout and no real card is charged. Use Square&apos;s test card
                4111 1111 1111 1111 with any future expiry date, any CVV and any postal code.
              </span>
            </p>
          )}
          <form className="mt-4" onSubmit={(event) => { event.preventDefault(); void pay() }} aria-busy={paying || undefined}>
            {state.status === 'loading' && <Spinner label="Loading payment form..." />}
            {state.status === 'error' && <p role="alert" className="text-red-700">{state.message}</p>}
            <div id={containerId} />
            {error && <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">{error}</p>}
            <div className="mt-6 flex justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={paying}>Cancel</Button>
              </Dialog.Close>
              <Button type="submit" busy={paying} busyText="Processing..." disabled={state.status !== 'ready'}>
                Pay {offer.price}
              </Button>
            </div>
          </form>
          <Dialog.Close asChild>
            <button type="button" aria-label="Close" disabled={paying} className="absolute right-3 top-3 rounded p-1 text-slate-600 hover:bg-slate-100">
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
