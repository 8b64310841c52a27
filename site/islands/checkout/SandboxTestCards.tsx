import FlaskConical from 'lucide-react/icons/flask-conical'

/** What the sandbox card form really honours (api/payments-emulator/squareJs.ts), after Square's sandbox values. */
export function SandboxTestCards() {
  return (
    <div className="mt-4 flex gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-300">
      <FlaskConical aria-hidden="true" className="h-5 w-5 shrink-0" />
      <div>
        <p><strong>Sandbox:</strong> this is a test checkout and no real card is charged.</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-4">
          <li><span className="whitespace-nowrap">4111 1111 1111 1111</span> is approved; <span className="whitespace-nowrap">4000 0000 0000 0002</span> is declined.</li>
          <li>Any future expiry date, any 3-digit CVV and any postal code pass.</li>
          <li>CVV 911, postal code 99999 and expiry 01/40 are refused by the bank, as in Square&apos;s sandbox; a past expiry date is an expired card.</li>
        </ul>
      </div>
    </div>
  )
}
