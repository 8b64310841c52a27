import { usePaymentHistory } from '../../hooks/useCurrentSubscription.ts'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { formatMoney } from '../../../shared/money.ts'
import { PAYMENT_STATUS_LABELS } from '../../../shared/constants/payments.ts'
import { shortDate } from '../../../shared/dates.ts'

/** The customer's receipts: every charge, paid, declined or refunded, kept after a cancel. */
export function PaymentHistory() {
  const { payments, error, isLoading } = usePaymentHistory()
  let body
  if (error) body = <p role="alert" className="text-red-700">We could not load your payment history. Please try again later.</p>
  else if (isLoading || !payments) body = <Spinner label="Loading payment history..." />
  else if (payments.length === 0) body = <p className="text-slate-600">No payments yet.</p>
  else {
    body = (
      <table className="w-full text-left text-sm">
        <thead className="text-slate-600">
          <tr><th scope="col" className="py-2 font-medium">Date</th><th scope="col" className="py-2 font-medium">Plan</th><th scope="col" className="py-2 font-medium">Card</th><th scope="col" className="py-2 font-medium">Amount</th><th scope="col" className="py-2 font-medium">Status</th></tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td className="py-2">{shortDate(payment.created_at)}</td>
              <td className="py-2">{payment.subscription_plan_name}{payment.kind === 'renewal' ? ' (renewal)' : ''}</td>
              <td className="py-2">{payment.card_brand && payment.card_last4 ? `${payment.card_brand} •••• ${payment.card_last4}` : '—'}</td>
              <td className="py-2">{formatMoney(payment.amount, payment.currency)}</td>
              <td className="py-2">{PAYMENT_STATUS_LABELS[payment.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    )
  }
  return (
    <section aria-labelledby="payment-history-title" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="payment-history-title" className="text-lg font-semibold text-slate-900">Payment History</h2>
      <div className="relative mt-4 overflow-x-auto">{body}</div>
    </section>
  )
}
