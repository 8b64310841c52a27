import { useState } from 'react'
import { toast } from '../../kit/ui/toast.ts'
import { api } from '../../kit/api.ts'
import { Button } from '../../kit/ui/Button.tsx'
import { errorMessage } from '../../kit/ui/serverErrors.ts'
import { dollars } from '../../../shared/rules/cents.ts'
import type { OfferJson } from '../../../shared/schemas/offers.ts'
import { paymentPlan } from './format.ts'

/** The carrier's final price differs from the one the customer chose at: nothing binds until they say yes. */
export function ConfirmPrice({ offer, onConfirmed }: { offer: OfferJson; onConfirmed: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    try {
      await api.post(`/insurance_requests/${encodeURIComponent(offer.request_number)}/offers/${offer.id}/confirm_price`)
      toast.success('New price confirmed. Your agent can now bind the policy.')
    } catch (error) {
      toast.error(errorMessage(error, 'The new price could not be confirmed. Please try again.'))
    } finally {
      setBusy(false)
      await onConfirmed()
    }
  }
  return (
    <div role="status" className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">The final price is {dollars(offer.premium)} for {offer.term_months} months, not the {dollars(offer.agreed_premium ?? offer.premium)} you chose.</p>
      <p>{paymentPlan(offer)}. Nothing is bound until you confirm the new price; if it does not suit you, contact support instead.</p>
      <Button busy={busy} busyText="Confirming..." onClick={() => void confirm()} className="w-full">Confirm the new price of {dollars(offer.premium)}</Button>
    </div>
  )
}
