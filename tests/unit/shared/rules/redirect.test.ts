import { describe, expect, it } from 'vitest'
import { safeRedirect } from '../../../../shared/rules/redirect.ts'
import { DOT_SEGMENT_REDIRECTS } from '../../../support/issue31Payloads.ts'

const FALLBACK = '/select-insurance-type'

describe('safeRedirect', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard/requests/AB12?x=1#top', '/dashboard/requests/AB12?x=1#top'],
    ['/#plans', '/#plans'],
    ['/', '/'],
    ['/auto/quote-ready?request=Q1', '/auto/quote-ready?request=Q1'],
    ['/account/subscription', '/account/subscription'],
    ['/admin/requests', '/admin/requests'],
    ['/support', '/support'],
    ['/select-insurance-type', '/select-insurance-type'],
    ['/dashboard/../admin', '/admin'],
  ])('keeps the app path %j as %j', (value, expected) => {
    expect(safeRedirect(value, FALLBACK)).toBe(expected)
  })

  it.each([
    ['a tab after the first slash', '/\t/evil.example/pwned'],
    ['a newline after the first slash', '/\n/evil.example/pwned'],
    ['a carriage return', '/\r/evil.example'],
    ['a NUL', '/dashboard\u0000'],
    ['a control character at the end', '/dashboard\u001f'],
    ['a protocol-relative address', '//evil.example/pwned'],
    ['slash backslash', '/\\evil.example/pwned'],
    ['backslash backslash', '\\\\evil.example'],
    ['a backslash inside', '/dashboard\\..\\..\\evil'],
    ['an encoded slash pair', '%2F%2Fevil.example'],
    ['an encoded slash after a slash', '/%2Fevil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['an encoded newline', '/%0A/evil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an absolute http address', 'https://evil.example/dashboard'],
    ['a scheme without slashes', 'https:evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: in capitals with spaces', ' JavaScript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'dashboard'],
    ['an unknown path', '/evil'],
    ['the login page itself', '/login'],
    ['the create-account page', '/create-account?redirect=/dashboard'],
    ['an empty value', ''],
    ['no value', null],
    ['a very long value', `/dashboard/${'a'.repeat(3000)}`],
  ])('refuses %s', (_, value) => {
    expect(safeRedirect(value, FALLBACK)).toBe(FALLBACK)
  })

  // Dot segments and encoded dots that the URL parser resolves into a path starting with `//`:
  // the value itself starts with one slash, the result is another site (issue #31).
  it.each([
    ...DOT_SEGMENT_REDIRECTS,
    '/%2E//evil.example',
    '/./%2e//evil.example',
    '/dashboard/%2e%2e//evil.example/pwned?x=1#top',
    '/.///evil.example',
    '/././/evil.example',
    '/%252e//evil.example',
  ])('refuses %j, which resolves to another site', (value) => {
    expect(safeRedirect(value, FALLBACK)).toBe(FALLBACK)
  })

  it('answers only paths that stay on the site when a browser follows them', () => {
    const payloads = ['/.//a', '/dashboard/..//a', '/%2e%2e//a', '/dashboard', '/#plans', '/admin/./requests']
    for (const payload of payloads) {
      const result = safeRedirect(payload, FALLBACK)
      expect(new URL(result, 'https://site.invalid').origin).toBe('https://site.invalid')
      expect(result).toMatch(/^\/(?![/\\])/)
    }
  })
})
