/** Where an unauthenticated visitor signs in, with the way back to the page they asked for. */
export function loginUrl(returnTo: string): string {
  return `/login?redirect=${encodeURIComponent(returnTo)}`
}

/** Spec §2: leave for /login replacing this entry, so Back does not return to a guarded page. */
export function replaceWithLogin(): void {
  window.location.replace(loginUrl(`${window.location.pathname}${window.location.search}`))
}

let signingOut = false

/** Logout ends at /login itself; the guard must not race it to /login?redirect=… */
export function markSigningOut(): void {
  signingOut = true
}

export const isSigningOut = () => signingOut
