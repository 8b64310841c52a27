import { safeRedirect } from '../../../shared/rules/redirect.ts'

const AFTER_SIGN_IN = '/select-insurance-type'
export const AUTO_REQUEST_SUBMISSION = 'auto_request_submission'

/**
 * Where login and registration (every form that signs in) lead: the `redirect` path when it is a
 * page of this app, else type selection. A plan chosen while signed out (`variation`) rides along so
 * the plans checkout can pick it up.
 */
export function signInTarget(search: string): string {
  const params = new URLSearchParams(search)
  const target = safeRedirect(params.get('redirect'), AFTER_SIGN_IN)
  const variation = params.get('variation')
  if (!variation) return target
  const url = new URL(target, 'https://getquote.invalid')
  url.searchParams.set('variation', variation)
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * Spec §2: a verified applicant returns to submit the stored request; someone who just signed up
 * goes where sign-up was to lead (a page of this app); anyone else to the dashboard.
 */
export function verifiedTarget(search: string): string {
  const redirect = new URLSearchParams(search).get('redirect')
  return redirect === AUTO_REQUEST_SUBMISSION ? '/auto/request?submitted=true' : safeRedirect(redirect, '/dashboard')
}

/** After sign-up: the code page for the address, which then leads where sign-up was to. */
export function verifyAfterSignUp(email: string, search: string): string {
  return `/verify-email?${new URLSearchParams({ email, redirect: signInTarget(search), signed_up: '1' }).toString()}`
}

/** A full page load, so the next page starts from the new session state. */
export function goTo(path: string): void {
  window.location.assign(path)
}
