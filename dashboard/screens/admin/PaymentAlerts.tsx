import { Link } from 'wouter'
import { usePaymentAlerts } from '../../hooks/admin/usePaymentAlerts.ts'
import { errorMessage } from '../../kit/ui/serverErrors.ts'
import { formatMoney } from '../../../shared/money.ts'
import { shortDateTime } from '../../../shared/dates.ts'
import type { PaymentAlertJson } from '../../../shared/schemas/paymentAlerts.ts'

function describe(alert: PaymentAlertJson): string {
  const amount = formatMoney(alert.amount, alert.currency)
  if (alert.kind === 'refund_failed') {
    return `Square could not refund ${amount} for subscription #${alert.subscription_id}: the money is still owed to the customer.`
  }
  return `Square refused our charge of ${amount} for subscription #${alert.subscription_id} (${alert.reason}). The customer has not been told; it goes through within an hour of the fix.`
}

/**
 * The admin home's and Failed Jobs' alert: payments that only we can fix (Square refusing our
 * credentials or requests, refunds Square gave up on). Nothing shows while none is waiting.
 */
export function PaymentAlerts() {
  const { alerts, error } = usePaymentAlerts()
  if (error) return <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">{errorMessage(error, 'Payment alerts could not be loaded.')}</p>
  if (!alerts || alerts.length === 0) return null
  return (
    <section aria-labelledby="payment-alerts" role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4">
      <h2 id="payment-alerts" className="text-lg font-semibold text-red-900">Payment alerts ({alerts.length})</h2>
      <ul className="mt-2 space-y-2 text-sm text-red-900">
        {alerts.map((alert) => (
          <li key={alert.payment_id}>
            {describe(alert)}{' '}
            <span className="text-red-800">Since {shortDateTime(alert.since)}.</span>{' '}
            <Link href={`/admin/users/${alert.user_id}`} className="font-medium underline">View customer<span className="sr-only"> of payment #{alert.payment_id}</span></Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
