import fs from 'node:fs'

/** Debian's chromium, or the one CHROMIUM_PATH names; test tools never download a browser here. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
}

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * The browser tests' Chromium: CHROMIUM_PATH when set, else Debian's headless shell when installed
 * (the same engine without the desktop browser's compositor and UI: a third less CPU per test run),
 * else the full chromium.
 */
export function testBrowserPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath()
}

// Without the background-networking flags Chromium keeps dialling out, which this machine refuses.
// The software compositor runs as a thread of the browser process rather than a GPU process of its own:
// one process and its messages fewer for every frame (measured: 2–4% less CPU over the browser tests).
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--in-process-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
]

/**
 * How every browser test browses (playwright.config.ts's defaults, and the context a worker's tests
 * share, tests/support/playwright.ts): the zone this process formats expected dates in, so the browser
 * reads dates in the same one, and a visitor who asked for less motion, with no confetti, toast fades or
 * pulsing skeletons to draw and wait out (measured: 125 → 113 s for the browser tests; tests of motion
 * itself ask for it on their page). Nor does the visitor install the dashboard's service worker, which
 * would fetch the app's files a second time into its cache on every first visit (measured: a signed-in
 * dashboard's first load 0.43 → 0.27 CPU s); the offline test asks for it with
 * test.use({ serviceWorkers: 'allow' }).
 */
export const BROWSING_OPTIONS = {
  locale: 'en-US',
  timezoneId: Intl.DateTimeFormat().resolvedOptions().timeZone,
  colorScheme: 'light',
  reducedMotion: 'reduce',
  serviceWorkers: 'block',
} as const
