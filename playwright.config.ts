import os from 'node:os'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, testBrowserPath } from './tests/support/browser.ts'

// Each worker starts its own server, data folder and database on a port the OS picks
// (tests/support/playwright.ts); a worker is a Chromium and a server, about one core's work.
const workers = Number(process.env.E2E_WORKERS ?? Math.max(2, os.availableParallelism()))

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    // One renderer process for a worker's tests, which share a browser context (tests/support/playwright.ts).
    launchOptions: { executablePath: testBrowserPath(), args: [...CHROMIUM_ARGS, '--renderer-process-limit=1'] },
    trace: 'off',
    // Tests browse as a visitor who asked for less motion: no confetti, toast fades or pulsing skeletons to
    // draw and wait out (measured: 125 → 113 s for the browser tests). Tests of motion itself ask for it on their page.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
  },
})
