import { useEffect } from 'react'
import { toast } from '@dashboard/kit/ui/toast.ts'
import { Toaster } from '../../../dashboard/kit/ui/Toaster.tsx'
import { CheckoutDialog } from './CheckoutDialog.tsx'
import type { PlanOffer } from './pricing.ts'

export interface Notice {
  id: number
  title: string
  description?: string
}

interface CheckoutLayerProps {
  checkout: PlanOffer | null
  notice: Notice | null
  onPaid(): void
  onClose(): void
}

/**
 * Everything the plan cards need only once a visitor acts: the toaster, the payment dialog and the
 * card SDK. Loaded on demand so the landing page ships none of it up front.
 */
export default function CheckoutLayer({ checkout, notice, onPaid, onClose }: CheckoutLayerProps) {
  // The Toaster child subscribes in its own effect, which React runs before this one.
  useEffect(() => {
    if (notice) toast.error(notice.title, { description: notice.description })
  }, [notice])
  return (
    <>
      {checkout && <CheckoutDialog offer={checkout} onPaid={onPaid} onClose={onClose} />}
      <Toaster />
    </>
  )
}
