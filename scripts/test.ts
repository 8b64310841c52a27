// `npm test`: the whole suite. Builds the site (the API tests serve it), runs the unit and API tests,
// then the browser tests in Debian's chromium.
import { spawnSync } from 'node:child_process'

function run(label: string, command: string, args: string[]): void {
  process.stdout.write(`\n== ${label}\n`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } })
  if (result.status !== 0) {
    process.stderr.write(`\n${label} failed (exit ${result.status ?? result.signal}).\n`)
    process.exit(result.status ?? 1)
  }
}

run('build', 'npx', ['astro', 'build', '--silent'])
run('unit and API tests', 'npx', ['vitest', 'run'])
run('browser tests', process.execPath, ['scripts/e2e.ts'])
