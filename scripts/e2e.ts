// Runs the Playwright browser tests when a Chromium is there. Without one they are reported as not
// run, with the reason; on CI (CI=true) a missing browser fails the run instead.
import fs from 'node:fs'
import { spawnSync } from 'node:child_process'
import { testBrowserPath } from '../tests/support/browser.ts'

const browser = testBrowserPath()
if (!fs.existsSync(browser)) {
  const reason = `no Chromium at ${browser} (apt-get install -y chromium-headless-shell, or set CHROMIUM_PATH)`
  if (process.env.CI === 'true') {
    process.stderr.write(`Browser tests cannot run: ${reason}.\n`)
    process.exit(1)
  }
  process.stdout.write(`Browser tests skipped: ${reason}.\n`)
  process.exit(0)
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' })
process.exit(result.status ?? 1)
