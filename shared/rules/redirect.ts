/**
 * Where a `redirect` query value may lead after signing in: only a page of this app. Browsers drop
 * tabs and line breaks from URLs and read a backslash as a slash, so `/\t/evil.example` is
 * `//evil.example` to them; the value is therefore refused outright when it holds any of those, even
 * percent-encoded, and what is left is resolved with the URL parser and must stay on the site.
 * The *result* is checked too: resolving dot segments (`/.//x`, `/dashboard/..//x`, `/%2e//x`) can
 * turn one leading slash into two, and a path starting `//` is another host to a browser.
 */

// Any origin stands for the site's own: only the path decides, and it must not change the origin.
const SITE = 'https://getquote.invalid'
const MAX_LENGTH = 2000

/** The first path segments a user may be sent back to ('' is the landing page and its anchors). */
const APP_SECTIONS = new Set(['', 'dashboard', 'account', 'admin', 'support', 'auto', 'select-insurance-type', 'products'])

// Control characters (tab and line breaks included), and backslashes, which browsers read as slashes.
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\\]/

/** The value with its percent-encoding undone until it settles; null when it is malformed. */
function fullyDecoded(value: string): string | null {
  let current = value
  for (let round = 0; round < 3; round += 1) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return null
    }
    if (next === current) return current
    current = next
  }
  return null
}

export function safeRedirect(value: string | null | undefined, fallback: string): string {
  if (!value || value.length > MAX_LENGTH || UNSAFE.test(value)) return fallback
  const decoded = fullyDecoded(value)
  if (decoded === null || UNSAFE.test(decoded) || !decoded.startsWith('/') || decoded.startsWith('//')) return fallback
  let url: URL
  try {
    url = new URL(value, SITE)
  } catch {
    return fallback
  }
  if (url.origin !== SITE) return fallback
  const section = url.pathname.split('/')[1] ?? ''
  if (!APP_SECTIONS.has(section)) return fallback
  // A resolved path never holds a backslash; one starting `//` (its first section reads as '') is another host.
  if (url.pathname.startsWith('//')) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}
