import { useEffect, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { useSWRConfig } from 'swr'
import LogOut from 'lucide-react/icons/log-out'
import Menu from 'lucide-react/icons/menu'
import X from 'lucide-react/icons/x'
import { markSigningOut } from '../../lib/navigation.ts'
import { useMe } from '../../hooks/useMe.ts'
import { useAdminStats } from '../../hooks/admin/useAdminStats.ts'

const SHRINK_AFTER_PX = 20

interface NavItem {
  href: string
  label: string
  /** Pages outside the SPA are reached with a full page load. */
  external?: boolean
  /** Waiting items shown as a badge (the support inbox's unanswered conversations). */
  count?: number
}

const CUSTOMER_NAV: NavItem[] = [
  { href: '/dashboard', label: 'Dashboard' },
  { href: '/dashboard/requests', label: 'My Requests' },
  { href: '/dashboard/policies', label: 'My Policies' },
  { href: '/dashboard/claims', label: 'My Claims' },
  { href: '/select-insurance-type', label: 'Get a Quote', external: true },
  { href: '/support', label: 'Support' },
  { href: '/account', label: 'Account' },
]

// Administrators work the console, not a customer's dashboard (which sends them to /admin anyway).
const ADMIN_NAV: NavItem[] = [
  { href: '/admin', label: 'Admin Dashboard' },
  { href: '/admin/requests', label: 'Requests' },
  { href: '/admin/policies', label: 'Policies' },
  { href: '/admin/claims', label: 'Claims' },
  { href: '/admin/carriers', label: 'Carriers' },
  { href: '/admin/subscription-plans', label: 'Plans' },
  { href: '/admin/user-subscriptions', label: 'Subscriptions' },
  { href: '/admin/support', label: 'Support' },
]

function CountBadge({ count }: { count: number }) {
  return (
    <span className="rounded-full bg-red-700 px-1.5 py-0.5 text-xs font-semibold text-white">
      {count}
      <span className="sr-only"> awaiting reply</span>
    </span>
  )
}

const SECTION_ROOTS = new Set(['/dashboard', '/admin'])

const isCurrent = (location: string, href: string) =>
  SECTION_ROOTS.has(href) ? location === href : location === href || location.startsWith(`${href}/`)

function NavLinks({ items, location, onNavigate }: { items: NavItem[]; location: string; onNavigate?: () => void }) {
  const linkClass = 'rounded-md px-2 py-2 font-medium xl:whitespace-nowrap text-slate-700 hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:text-brand-700 aria-[current=page]:underline underline-offset-4'
  return items.map((item) =>
    item.external ? (
      <a key={item.href} href={item.href} className={linkClass}>
        {item.label}
      </a>
    ) : (
      <Link key={item.href} href={item.href} className={linkClass} aria-current={isCurrent(location, item.href) ? 'page' : undefined} onClick={onNavigate}>
        {item.label}
        {item.count ? <> <CountBadge count={item.count} /></> : null}
      </Link>
    ),
  )
}

/** The authenticated header (spec §2): fixed, shrinks after 20px of scroll, with a mobile menu. */
export function AppHeader() {
  const [location] = useLocation()
  const [scrolled, setScrolled] = useState(false)
  const [menuOpen, setMenuOpen] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const { mutate } = useSWRConfig()
  const { me } = useMe()
  const { stats } = useAdminStats(me?.admin === true)
  const adminNav = ADMIN_NAV.map((item) => (item.href === '/admin/support' ? { ...item, count: stats?.awaiting_support_replies } : item))
  // Until the account is known the menus and Logout wait: an administrator never sees the customer's
  // menu flash, and the prebuilt first paint (dashboard/firstPaint) holds no button no script answers yet.
  const nav = me?.admin ? adminNav : CUSTOMER_NAV

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SHRINK_AFTER_PX)
    window.addEventListener('scroll', onScroll, { passive: true })
    onScroll()
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  async function handleLogout() {
    setLeaving(true)
    markSigningOut()
    try {
      // Loaded on click: the session actions carry the auth schemas, which the first paint does not need.
      const { logout } = await import('../../kit/auth.ts')
      await logout()
    } catch {
      // Spec §2: a failed logout still ends at /login; the token is already gone locally.
    }
    await mutate(() => true, undefined, { revalidate: false })
    window.location.assign('/login')
  }

  const logoutButton = (
    <button
      type="button"
      onClick={handleLogout}
      disabled={leaving}
      className="inline-flex items-center gap-2 rounded-md px-3 py-2 font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700 disabled:opacity-60"
    >
      <LogOut aria-hidden="true" className="h-4 w-4" />
      {leaving ? 'Logging out...' : 'Logout'}
    </button>
  )

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 transition-all duration-200 ${scrolled ? 'bg-white/80 shadow-sm backdrop-blur' : 'bg-white'}`}
    >
      <div className={`mx-auto flex max-w-6xl items-center justify-between px-4 transition-all duration-200 ${scrolled ? 'h-14' : 'h-20'}`}>
        <a href="/" className="flex shrink-0 items-center gap-2 text-xl font-bold text-brand-700">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>GetQuote</span>
        </a>
        {me && !me.admin && (
          <Link href="/dashboard/claims/new" className="shrink-0 whitespace-nowrap rounded-md bg-red-50 px-2 py-2 text-sm font-semibold text-red-800 ring-1 ring-inset ring-red-200 hover:bg-red-100">
            Had an accident?
          </Link>
        )}
        {me && (
          <>
            <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
              <NavLinks items={nav} location={location} />
              {logoutButton}
            </nav>
            <button
              type="button"
              className="rounded-md p-2 text-slate-700 md:hidden"
              aria-expanded={menuOpen}
              aria-controls="app-mobile-menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
              {menuOpen ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
            </button>
          </>
        )}
      </div>
      {me && menuOpen && (
        <nav id="app-mobile-menu" aria-label="Mobile" className="flex flex-col border-t border-slate-200 bg-white px-4 pb-4 md:hidden">
          <NavLinks items={nav} location={location} onNavigate={() => setMenuOpen(false)} />
          {logoutButton}
        </nav>
      )}
    </header>
  )
}
