import os from 'node:os'
import fs from 'node:fs'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './tests/support/browser.ts'

const port = Number(process.env.E2E_PORT ?? 3210)
const baseURL = `http://127.0.0.1:${port}`
// A data folder of its own, so browser tests never touch ./data (with DATABASE_URL it holds only the secret).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gq-e2e-'))

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node api/server.ts',
    url: `${baseURL}/api/v1/ready`,
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: baseURL, RATE_LIMIT_MULTIPLIER: '50' },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
