import { atom } from 'nanostores'
import { AUTH_TOKEN_KEY } from '../../shared/contract.ts'
import { resetFlow } from './flow.ts'

export interface SessionState {
  token: string | null
}

/** Every key this product keeps in the browser starts so; all of it is the signed-in person's. */
const OWN_PREFIX = 'gq:'

interface TokenClaims {
  sub?: unknown
  exp?: unknown
}

/** Reads (does not verify) the token's claims: the server checks it, the browser only needs whose it is. */
function claimsOf(token: string): TokenClaims {
  try {
    const payload = token.split('.')[1] ?? ''
    const parsed: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')))
    return typeof parsed === 'object' && parsed !== null ? parsed : {}
  } catch {
    return {}
  }
}

const ownerOf = (token: string) => {
  const { sub } = claimsOf(token)
  return typeof sub === 'string' ? sub : null
}

const hasExpired = (token: string) => {
  const { exp } = claimsOf(token)
  return typeof exp === 'number' && exp * 1000 <= Date.now()
}

function removeOwnKeys(storage: Storage): void {
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key) => key?.startsWith(OWN_PREFIX))
  for (const key of keys) if (key) storage.removeItem(key)
}

/**
 * Forgets everything stored for the person who was signed in (or visiting): quote drafts, the
 * onboarding flow, flash messages, the token. The SPA drops its data cache when $session changes.
 */
function clearPersonalData(): void {
  removeOwnKeys(localStorage)
  removeOwnKeys(sessionStorage)
  resetFlow()
}

/**
 * Whose data this page holds: the user id in the token the page signed in with, or null when signed
 * out. A token put into storage behind the page's back (another tab, a script) changes nothing here,
 * so what this page saves stays its own person's, whenever a late answer makes it save.
 */
export function currentOwner(): string | null {
  const { token } = $session.get()
  return token ? ownerOf(token) : null
}

function readToken(): string | null {
  if (typeof localStorage === 'undefined') return null
  const token = localStorage.getItem(AUTH_TOKEN_KEY)
  // A session that ran out while the browser was closed ends like a logout: nothing of it is shown.
  if (token && hasExpired(token)) {
    clearPersonalData()
    document.documentElement.dataset.auth = 'out'
    return null
  }
  return token
}

/** The signed-in state: authenticated means a token is stored (spec §4). */
export const $session = atom<SessionState>({ token: readToken() })

export interface StoreTokenOptions {
  /** The quote wizard's own sign-in (its e-mail code): the visitor's signed-out draft is theirs to submit. */
  keepSignedOutData?: boolean
}

/** Signs in. Anything stored for someone else (another account, or another visitor) is cleared first. */
export function storeToken(token: string, options: StoreTokenOptions = {}): void {
  const previous = currentOwner()
  const sameOwner = (previous !== null && previous === ownerOf(token)) || (previous === null && options.keepSignedOutData === true)
  if (!sameOwner) clearPersonalData()
  localStorage.setItem(AUTH_TOKEN_KEY, token)
  document.documentElement.dataset.auth = 'in'
  $session.set({ token })
}

/** Signs out (logout, a 401, an expired session): the token and every stored personal datum go. */
export function clearSession(): void {
  clearPersonalData()
  document.documentElement.dataset.auth = 'out'
  $session.set({ token: null })
}

export const isAuthenticated = () => $session.get().token !== null

// Another tab signing in or out changes this tab's state too (the storage is shared, so already cleared).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_TOKEN_KEY || event.key === null) $session.set({ token: localStorage.getItem(AUTH_TOKEN_KEY) })
  })
}
