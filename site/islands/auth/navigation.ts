import { z } from 'zod'
import { read } from '../../../dashboard/kit/api.ts'
import { safeRedirect } from '../../../shared/rules/redirect.ts'
import type { UserJson } from '../../../shared/schemas/auth.ts'

const PICKER = '/select-insurance-type'
export const AUTO_REQUEST_SUBMISSION = 'auto_request_submission'

/** The query a sign-in page hands to the other one (log in ↔ create account): where to go after, and the plan chosen. */
export function carriedQuery(search: string): string {
  const params = new URLSearchParams(search)
  const carried = new URLSearchParams()
  for (const key of ['redirect', 'variation']) {
    const value = params.get(key)
    if (value) carried.set(key, value)
  }
  const query = carried.toString()
  return query ? `?${query}` : ''
}

/**
 * The `redirect` path when it is a page of this app, else the fallback. A plan chosen while signed
 * out (`variation`) rides along so the plans checkout can pick it up.
 */
function targetFrom(search: string, fallback: string): string {
  const params = new URLSearchParams(search)
  const target = safeRedirect(params.get('redirect'), fallback)
  const variation = params.get('variation')
  if (!variation) return target
  const url = new URL(target, 'https://getquote.invalid')
  url.searchParams.set('variation', variation)
  return `${url.pathname}${url.search}${url.hash}`
}

/** Where a new account goes: the `redirect` it came with, else the insurance type picker to start a request. */
const newAccountTarget = (search: string) => targetFrom(search, PICKER)

/**
 * Where logging in leads (issue #32): the `redirect` it came with; else admins to their console,
 * customers with requests to the dashboard that tracks them, and customers with none to the picker.
 */
export async function signInTarget(search: string, user: UserJson): Promise<string> {
  if (user.admin) return targetFrom(search, '/admin')
  if (safeRedirect(new URLSearchParams(search).get('redirect'), '') !== '') return targetFrom(search, PICKER)
  // Only the count is read. A failed look-up leads to the dashboard, which says what went wrong.
  const hasRequests = await read.list(z.unknown(), '/insurance_requests?per_page=1').then(({ meta }) => meta.total > 0, () => true)
  return targetFrom(search, hasRequests ? '/dashboard' : PICKER)
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
  return `/verify-email?${new URLSearchParams({ email, redirect: newAccountTarget(search), signed_up: '1' }).toString()}`
}

/** A full page load, so the next page starts from the new session state. */
export function goTo(path: string): void {
  window.location.assign(path)
}
