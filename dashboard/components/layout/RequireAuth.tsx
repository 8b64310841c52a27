import { useEffect, type ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import { useLocation } from 'wouter'
import { $session } from '../../kit/session.ts'
import { isUnreachable } from '../../kit/api.ts'
import { useMe } from '../../hooks/useMe.ts'
import { isSigningOut, replaceWithLogin } from '../../lib/navigation.ts'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { ErrorPanel } from '../ErrorPanel.tsx'

export type Audience = 'signed-in' | 'customer' | 'admin'

interface RequireAuthProps {
  /** 'customer' sends admins to /admin (spec §4 root routing); 'admin' sends others to /dashboard. */
  audience?: Audience
  /**
   * The screen works without the network (the accident report, from the copy kept in the tab): when
   * the account cannot be fetched because the connection is down, it still opens for the stored token.
   */
  offlineReady?: boolean
  children: ReactNode
}

/**
 * The route guard: without a token (or once a 401 dropped it) the browser replaces this page with
 * /login?redirect=<here>. Screens render only once the user is known (from the server, or the copy
 * of the account this browser kept for the same person), so an admin-only chunk is never fetched for a customer.
 */
export function RequireAuth({ audience = 'signed-in', offlineReady = false, children }: RequireAuthProps) {
  const { token } = useStore($session)
  const { me, error } = useMe()
  const [, navigate] = useLocation()
  const wrongAudience = me !== undefined && ((audience === 'customer' && me.admin) || (audience === 'admin' && !me.admin))

  useEffect(() => {
    if (token === null && !isSigningOut()) replaceWithLogin()
  }, [token])

  useEffect(() => {
    if (wrongAudience) navigate(audience === 'customer' ? '/admin' : '/dashboard', { replace: true })
  }, [wrongAudience, audience, navigate])

  if (token === null || wrongAudience) return <Spinner label="Redirecting..." />
  if (error && !me && offlineReady && isUnreachable(error)) return children
  if (error && !me) return <ErrorPanel title="Error Loading Account" message="We could not load your account. Please try refreshing the page." />
  if (!me) return <Spinner label="Loading your account..." />
  return children
}
