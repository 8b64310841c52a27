import os from 'node:os'
import { defineConfig } from '@playwright/test'
import { BROWSING_OPTIONS, CHROMIUM_ARGS, testBrowserPath } from './tests/support/browser.ts'

// Each worker starts its own server on a port the OS picks, on a copy of the data folder and database
// one first run seeded (tests/support/e2eSeed.ts, tests/support/playwright.ts). A worker keeps its core
// busy only while its browser or server works, not while it waits on the other (or on a test's slow
// network): two workers more than the cores keep them busy (measured on 2 cores, 194 tests: 3 workers
// 275 s, 4 workers 241 s, 5 workers 243 s).
const workers = Number(process.env.E2E_WORKERS ?? os.availableParallelism() + 2)

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/e2eSeed.ts',
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  // A payment's round trip to the Square emulator, or a page's first build, can pass 10 s on a busy 2-core machine.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    // One renderer process for a worker's tests, which share a browser context (tests/support/playwright.ts).
    launchOptions: { executablePath: testBrowserPath(), args: [...CHROMIUM_ARGS, '--renderer-process-limit=1'] },
    trace: 'off',
    ...BROWSING_OPTIONS,
    screenshot: 'only-on-failure',
  },
})
