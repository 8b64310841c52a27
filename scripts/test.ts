// `npm test`: the whole suite; `npm run test:unit` and `npm run test:e2e` run one half. Each builds the
// site first (the API tests serve it, the browser tests browse it). Arguments after the half go to its
// runner: `npm run test:e2e -- tests/e2e/landing.spec.ts`.
import path from 'node:path'
import { spawnSync } from 'node:child_process'

// The servers and CLIs the tests start (and the test runners themselves) each load the app: Node keeps
// what it compiled, TypeScript's types stripped, on disk for the next one (measured: a process loading
// the app 1.55 → 1.20 CPU s).
const NODE_COMPILE_CACHE = path.join(import.meta.dirname, '../node_modules/.cache/node-compile')

// The vitest workers touch fresh memory all the time (a PGlite per test file, its data dir loaded into
// buffers, PGlite's WebAssembly optimised in the background): glibc's malloc asking the kernel for
// transparent huge pages takes a third of their page faults away, which on a virtual machine cost
// far more than on metal (measured here, the unit and API half in four back-to-back pairs: 190 → 158,
// 176 → 157, 182 → 170 and 198 → 166 s, 7 to 16% less CPU). The browser half ran slower with it, so
// only vitest gets it. A C library older than glibc 2.35, or another one, ignores the setting.
const HUGE_PAGE_MALLOC = { GLIBC_TUNABLES: [process.env.GLIBC_TUNABLES, 'glibc.malloc.hugetlb=1'].filter(Boolean).join(':') }

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): void {
  process.stdout.write(`\n== ${label}\n`)
  const startedAt = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NODE_COMPILE_CACHE, ...env } })
  if (result.status !== 0) {
    process.stderr.write(`\n${label} failed (exit ${result.status ?? result.signal}).\n`)
    process.exit(result.status ?? 1)
  }
  process.stdout.write(`== ${label}: ${Math.round((Date.now() - startedAt) / 1000)} s\n`)
}

const [half, ...rest] = process.argv.slice(2)
if (half !== undefined && half !== 'unit' && half !== 'e2e') {
  process.stderr.write(`Unknown part "${half}": use unit or e2e, or nothing for both.\n`)
  process.exit(2)
}
run('build', 'npx', ['astro', 'build', '--silent'])
if (half !== 'e2e') run('unit and API tests', 'npx', ['vitest', 'run', ...rest], HUGE_PAGE_MALLOC)
if (half !== 'unit') run('browser tests', process.execPath, ['scripts/e2e.ts', ...rest])
