// The payloads issue #31 found getting through, shared by the unit, API and browser tests that refuse them.

/** Sign-in redirects that resolve, through dot segments, to a path starting with `//`: another host. */
export const DOT_SEGMENT_REDIRECTS = [
  '/.//evil.example',
  '/..//evil.example',
  '/x/..//evil.example',
  '/dashboard/..//evil.example',
  '/%2e//evil.example',
  '/%2e%2e//evil.example',
  '/.//evil.example%23',
]

/** Passwords the sign-up once accepted; each is now refused with a reason. */
export const WEAK_PASSWORDS = [
  'Summer2025!',
  'Winter2026!',
  'January2026',
  'Insurance2026!',
  'admin123!',
  'Tr0ub4dor&3',
  'correcthorsebatterystaple',
  '   a   ',
  'pass\u200bword',
  'P a s s w o r d',
  'ＰＡＳＳＷＯＲＤ',
  'pássword',
  'пароль123',
]
