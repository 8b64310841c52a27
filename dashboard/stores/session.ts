import { atom } from 'nanostores'
import { AUTH_TOKEN_KEY } from '../../shared/contract.ts'

export interface SessionState {
  token: string | null
}

function readToken(): string | null {
  if (typeof localStorage === 'undefined') return null
  return localStorage.getItem(AUTH_TOKEN_KEY)
}

/** The signed-in state: authenticated means a token is stored (spec §4). */
export const $session = atom<SessionState>({ token: readToken() })

export function storeToken(token: string): void {
  localStorage.setItem(AUTH_TOKEN_KEY, token)
  document.documentElement.dataset.auth = 'in'
  $session.set({ token })
}

export function clearSession(): void {
  localStorage.removeItem(AUTH_TOKEN_KEY)
  document.documentElement.dataset.auth = 'out'
  $session.set({ token: null })
}

export const isAuthenticated = () => $session.get().token !== null

// Another tab signing in or out changes this tab's state too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_TOKEN_KEY) $session.set({ token: event.newValue })
  })
}
