import type { ReactNode } from 'react'
import { Link } from 'wouter'
import ShieldX from 'lucide-react/icons/shield-x'
import KeyRound from 'lucide-react/icons/key-round'
import { useMe } from '../../hooks/useMe.ts'
import { useSecondFactor } from '../../hooks/useSecondFactor.ts'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts'

/**
 * The admin console's door, kept out of the admin chunks: a signed-in customer gets a clear page
 * instead, and the admin screens (and their requests, which the API would refuse with 403 anyway)
 * are never loaded for them. An administrator without a second factor is sent to set one up first
 * (the API refuses their admin calls with second_factor_setup_required).
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { me } = useMe()
  const { secondFactor, error } = useSecondFactor()
  if (!me || (!secondFactor && !error)) return <Spinner label="Loading your account..." />
  if (secondFactor?.admin_console === 'setup_required') return <SecondFactorNeeded hasFactor={secondFactor.totp !== null || secondFactor.passkeys > 0} />
  if (!me.admin) return <NotAllowed />
  return children
}

function SecondFactorNeeded({ hasFactor }: { hasFactor: boolean }) {
  useDocumentTitle('Set up a second factor')
  return (
    <section className="mx-auto max-w-xl rounded-lg border border-amber-200 bg-amber-50 p-8 text-center" aria-labelledby="second-factor-needed-title">
      <KeyRound aria-hidden="true" className="mx-auto h-12 w-12 text-amber-700" />
      <h1 id="second-factor-needed-title" className="mt-4 text-2xl font-bold text-slate-900">Set up a second factor</h1>
      <p className="mt-2 text-slate-700">
        {hasFactor
          ? 'This session was started with your password alone. Sign out and sign in again with your authenticator app’s code or your passkey to use the admin console.'
          : 'Administrators must use a second factor. Set up an authenticator app or add a passkey in your account settings, then come back to the admin console.'}
      </p>
      <Link href="/account#second-factor-title" className="mt-6 inline-flex rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
        Go to account settings
      </Link>
    </section>
  )
}

function NotAllowed() {
  useDocumentTitle('Not allowed')
  return (
    <section className="mx-auto max-w-xl rounded-lg border border-amber-200 bg-amber-50 p-8 text-center" aria-labelledby="not-allowed-title">
      <ShieldX aria-hidden="true" className="mx-auto h-12 w-12 text-amber-700" />
      <h1 id="not-allowed-title" className="mt-4 text-2xl font-bold text-slate-900">You are not allowed to view this page</h1>
      <p className="mt-2 text-slate-700">The admin console is only for GetQuote administrators.</p>
      <Link href="/dashboard" className="mt-6 inline-flex rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
        Go to your dashboard
      </Link>
    </section>
  )
}
