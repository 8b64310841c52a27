import { useId, useState } from 'react'
import type { TokenResult } from '@square/web-sdk'
import * as Dialog from 'radix-ui/dialog'
import { toast } from '@dashboard/kit/ui/toast.ts'
import X from 'lucide-react/icons/x'
import { api, ApiError } from '../../../dashboard/kit/api.ts'
import { Button } from '../../../dashboard/kit/ui/Button.tsx'
import { Spinner } from '../../../dashboard/kit/ui/Spinner.tsx'
import { CARD_TOKEN_MESSAGE, PriceChangedDetails } from '../../../shared/schemas/subscriptions.ts'
import { formatMoney } from '../../../shared/money.ts'
import { longDate } from '../../../shared/dates.ts'
import { periodEnd } from '../../../shared/rules/planPricing.ts'
import type { PlanOffer } from './pricing.ts'
import { useSquareCard } from './useSquareCard.ts'
import { SandboxTestCards } from './SandboxTestCards.tsx'

interface CheckoutDialogProps {
  offer: PlanOffer
  onPaid(): void
  onClose(): void
}

/** The card form's own reasons (an expired card, a bad number), else the generic token failure. */
function tokenFailure(result: TokenResult | null): string {
  const errors = result && 'errors' in result ? result.errors : []
  const reasons = errors.map((error) => error.message).filter(Boolean)
  return reasons.length > 0 ? `Payment failed: ${reasons.join(' ')}` : CARD_TOKEN_MESSAGE
}

/** Spec §8: the server's own 'Payment failed: …' text, else the spec's fallback wording. */
function failureMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : ''
  if (message.startsWith('Payment failed')) return message
  return `Payment failed: ${message || 'Unknown error'}`
}

/** What the buyer agrees to before paying: when and at what price the plan renews, and what canceling does (README, Billing). */
function RenewalTerms({ offer, charged }: { offer: PlanOffer; charged: string }) {
  const cycle = offer.variation.billing_cycle
  const renewsOn = longDate(periodEnd(new Date(), cycle))
  return (
    <div className="mt-3 space-y-1 rounded-md bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
      <p>Your plan renews automatically on {renewsOn} at {charged} a {cycle === 'ANNUAL' ? 'year' : 'month'} until you cancel.</p>
      <p>Cancel anytime in Account → Subscription. Canceling ends the plan at once; the unused part of the period you paid for is not refunded.</p>
    </div>
  )
}

/** The new price in a 409 answer: the plan's price changed since this page loaded it. */
function changedPrice(error: unknown): PriceChangedDetails | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  const parsed = PriceChangedDetails.safeParse(error.details)
  return parsed.success ? parsed.data : null
}

/**
 * Buys the offer with one checkout call; success is announced only once the server answered that the
 * charge went through and the plan is active. The idempotency key lives as long as the dialog, so a
 * retry after an unanswered or declined try is the same purchase, never a second one. The call names
 * the price the dialog shows; if the plan's price changed meanwhile, the server charges nothing and
 * answers the new one, which the dialog then shows and asks the buyer to pay.
 */
export function CheckoutDialog({ offer, onPaid, onClose }: CheckoutDialogProps) {
  const containerId = `card-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`
  const { state, tokenize } = useSquareCard(containerId)
  const [paying, setPaying] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [checkoutKey] = useState(() => crypto.randomUUID())
  const [price, setPrice] = useState<PriceChangedDetails>({ amount: offer.variation.price, currency: offer.variation.currency })
  const [priceNotice, setPriceNotice] = useState<string | null>(null)
  const charged = formatMoney(price.amount, price.currency)

  async function pay() {
    if (paying || state.status !== 'ready') return
    setPaying(true)
    setError(null)
    setPriceNotice(null)
    try {
      const result = await tokenize()
      if (result?.status !== 'OK' || !result.token) throw new Error(tokenFailure(result))
      await api.post(
        '/subscriptions/checkout',
        { subscription_plan_variation_id: offer.variation.id, card_token: result.token, idempotency_key: checkoutKey, ...price },
        { fallbackError: 'Unknown error' },
      )
      toast.success('Subscription activated successfully', { description: 'Payment successful! Your subscription is now active.' })
      onPaid()
    } catch (caught) {
      const newPrice = changedPrice(caught)
      if (newPrice && caught instanceof Error) {
        setPrice(newPrice)
        setPriceNotice(caught.message)
        return
      }
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
            {priceNotice ? `You pay ${charged} today.` : `${offer.price}${offer.priceSuffix}, ${offer.billedInfo.toLowerCase()}. You pay ${charged} today.`}
          </Dialog.Description>
          <RenewalTerms offer={offer} charged={charged} />
          {state.status === 'ready' && state.emulated && <SandboxTestCards />}
          <form className="mt-4" onSubmit={(event) => { event.preventDefault(); void pay() }} aria-busy={paying || undefined}>
            {state.status === 'loading' && <Spinner label="Loading payment form..." />}
            {state.status === 'error' && <p role="alert" className="text-red-700">{state.message}</p>}
            <div id={containerId} />
            {priceNotice && <p role="alert" className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-300">{priceNotice}</p>}
            {error && <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">{error}</p>}
            <div className="mt-6 flex justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={paying}>Cancel</Button>
              </Dialog.Close>
              <Button type="submit" busy={paying} busyText="Processing..." disabled={state.status !== 'ready'}>
                Pay {charged}
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
