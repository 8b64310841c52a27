// Lighthouse (mobile settings) against the built site served by the real server, with Debian's chromium.
// Usage: npm run build && npm run bench:pages [-- /path ...]. Builds nothing itself; DIST_DIR picks the build.
// A page of the signed-in app (/dashboard, /account, /support) is measured as the demo customer, who has requests.
// Lighthouse is fetched by npx at its first run, not installed with the project: it and its tree are a
// sixth of what every `npm install` unpacks (measured: 14–22% of a fresh install's time).
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/browser.ts'
import { isSpaArea } from '../shared/spaRoutes.ts'
import type { AuthJson } from '../shared/schemas/auth.ts'
import { DEMO_CUSTOMERS } from '../api/db/seeds/demoAccounts.ts'
import { signIn, withSignedInChromium } from './signedInChromium.ts'
import { freePort } from '../tests/support/freePort.ts'

const root = path.resolve(import.meta.dirname, '..')
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist')
// A port the OS picks unless BENCH_PORT names one: other servers on this machine take the usual ones.
const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort()
const baseUrl = `http://127.0.0.1:${port}`
// The landing page, the first page of a quote, the quote wizard, and the signed-in app's first screen.
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/select-insurance-type', '/auto/request', '/dashboard']
// Several runs and the median one, as Lighthouse advises: a shared machine makes single runs noisy.
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3))
const LIGHTHOUSE = 'lighthouse@13.5.0'

interface Goals {
  performance?: number
  accessibility?: number
  bestPractices?: number
  seo?: number
  lcpMs?: number
  cls?: number
  jsGzipBytes?: number
}

/** The landing page's budgets (issue #30); a page without goals of its own is reported against them. */
const LANDING_BUDGETS: Goals = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1800, cls: 0.05, jsGzipBytes: 80 * 1024 }

/** Issue #30's goals for the pages a customer waits on; they bind their page (the exit status says so). */
const PAGE_GOALS: Record<string, Goals> = {
  '/': LANDING_BUDGETS,
  '/auto/request': { performance: 95, cls: 0.05 },
  '/dashboard': { lcpMs: 2000, jsGzipBytes: 150 * 1024 },
}

interface PageResult {
  path: string
  performanceRuns: number[]
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  scriptFiles: string[]
  jsGzipBytes: number
  failedAudits: string[]
  signedIn: boolean
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>
  audits: Record<string, { score: number | null; numericValue?: number; title: string; scoreDisplayMode: string; details?: { items?: unknown[] } }>
}

function isReport(value: unknown): value is LighthouseReport {
  return typeof value === 'object' && value !== null && 'categories' in value && 'audits' in value
}

async function startServer(): Promise<ChildProcess> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) throw new Error(`no build in ${distDir}: run npm run build first`)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gq-bench-'))
  const server = spawn(process.execPath, [path.join(root, 'api/server.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: distDir, LOG_LEVEL: 'warn', PUBLIC_URL: baseUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`)
    const ready = await fetch(`${baseUrl}/api/v1/ready`).then((r) => r.ok, () => false)
    if (ready) return server
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  server.kill('SIGTERM')
  throw new Error('server did not become ready within 120 s')
}

/** Chromium now and then fails to record a trace (NO_NAVSTART); one retry tells that from a real failure. */
async function runLighthouse(url: string, signedIn: AuthJson | null): Promise<LighthouseReport> {
  const once = () => (signedIn === null ? runLighthouseOnce(url, null) : withSignedInChromium(baseUrl, signedIn, (debugPort) => runLighthouseOnce(url, debugPort)))
  try {
    return await once()
  } catch {
    return once()
  }
}

// Spawned, not spawnSync: a blocked event loop would miss the server closing idle keep-alive
// sockets, and the next fetch would then meet 'other side closed'.
async function runLighthouseOnce(url: string, debugPort: number | null): Promise<LighthouseReport> {
  const outFile = path.join(os.tmpdir(), `gq-lh-${process.pid}-${Date.now()}.json`)
  // Signed in, Lighthouse drives the browser that holds the session, and keeps its storage.
  const browser = debugPort === null ? [`--chrome-flags=${CHROMIUM_ARGS.join(' ')}`] : [`--port=${debugPort}`, '--disable-storage-reset']
  const child = spawn('npx', [
    '--yes', LIGHTHOUSE, url, '--quiet', '--output=json', `--output-path=${outFile}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    ...browser,
  ], { env: { ...process.env, CHROME_PATH: chromiumPath() }, stdio: ['ignore', 'ignore', 'inherit'] })
  const [status] = await once(child, 'exit')
  if (status !== 0) throw new Error(`lighthouse failed on ${url} (exit ${status})`)
  const report: unknown = JSON.parse(fs.readFileSync(outFile, 'utf8'))
  fs.rmSync(outFile)
  if (!isReport(report)) throw new Error('unexpected lighthouse output')
  return report
}

/** Gzip size of every script the page runs: its external files plus inline script bodies. */
async function measureJavaScript(pagePath: string, report: LighthouseReport): Promise<{ files: string[]; gzipBytes: number }> {
  const items = report.audits['network-requests']?.details?.items ?? []
  const files = items.flatMap((item) =>
    typeof item === 'object' && item !== null && 'resourceType' in item && item.resourceType === 'Script' && 'url' in item && typeof item.url === 'string'
      ? [item.url]
      : [],
  )
  const html = await fetch(`${baseUrl}${pagePath}`).then((r) => r.text())
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').join('\n')
  const bodies = await Promise.all(files.map((url) => fetch(url).then((r) => r.text())))
  const gzipBytes = [...bodies, inline].filter((b) => b.length > 0).reduce((sum, body) => sum + gzipSync(body).length, 0)
  return { files: files.map((url) => new URL(url).pathname), gzipBytes }
}

async function medianRun(pagePath: string, signedIn: AuthJson | null): Promise<{ report: LighthouseReport; scores: number[] }> {
  const reports: LighthouseReport[] = []
  for (let run = 0; run < runs; run += 1) reports.push(await runLighthouse(`${baseUrl}${pagePath}`, signedIn))
  const performance = (r: LighthouseReport) => r.categories.performance?.score ?? 0
  const sorted = [...reports].sort((a, b) => performance(a) - performance(b))
  const report = sorted[Math.floor(sorted.length / 2)]
  if (!report) throw new Error('no lighthouse run')
  return { report, scores: reports.map((r) => Math.round(performance(r) * 100)) }
}

async function benchPage(pagePath: string, signedIn: AuthJson | null): Promise<PageResult> {
  const { report, scores } = await medianRun(pagePath, signedIn)
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100)
  const js = await measureJavaScript(pagePath, report)
  const failedAudits = Object.entries(report.audits)
    .filter(([, audit]) => audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable' && audit.score !== null && audit.score < 0.9)
    .map(([id, audit]) => `${id}: ${audit.title}`)
  return {
    path: pagePath,
    performanceRuns: scores,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? Number.NaN),
    cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
    scriptFiles: js.files,
    jsGzipBytes: js.gzipBytes,
    failedAudits,
    signedIn: signedIn !== null,
  }
}

const goalsOf = (pagePath: string) => PAGE_GOALS[pagePath] ?? LANDING_BUDGETS

/** Each goal as written in the table, with whether the result meets it. */
function goalChecks(result: PageResult, goals: Goals): { goal: string; met: boolean; missed: string }[] {
  const checks: { goal: string; met: boolean; missed: string }[] = []
  const atLeast = (label: string, value: number, goal: number | undefined) => {
    if (goal !== undefined) checks.push({ goal: `${label} ≥ ${goal}`, met: value >= goal, missed: `${label} ${value} < ${goal}` })
  }
  atLeast('performance', result.performance, goals.performance)
  atLeast('accessibility', result.accessibility, goals.accessibility)
  atLeast('best practices', result.bestPractices, goals.bestPractices)
  atLeast('SEO', result.seo, goals.seo)
  if (goals.lcpMs !== undefined) checks.push({ goal: `LCP ≤ ${goals.lcpMs / 1000} s`, met: result.lcpMs <= goals.lcpMs, missed: `LCP ${result.lcpMs} ms > ${goals.lcpMs} ms` })
  if (goals.cls !== undefined) checks.push({ goal: `CLS ≤ ${goals.cls}`, met: result.cls <= goals.cls, missed: `CLS ${result.cls} > ${goals.cls}` })
  if (goals.jsGzipBytes !== undefined) {
    checks.push({ goal: `JS ≤ ${goals.jsGzipBytes / 1024} KB gzip`, met: result.jsGzipBytes <= goals.jsGzipBytes, missed: `JavaScript ${result.jsGzipBytes} B gzip > ${goals.jsGzipBytes} B` })
  }
  return checks
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

function printResult(result: PageResult, misses: string[]): void {
  process.stdout.write(`\n${result.path}${result.signedIn ? ` (signed in as ${DEMO_CUSTOMERS[0]?.email})` : ''}\n`)
  process.stdout.write(`  performance ${result.performance} (median of ${result.performanceRuns.join(', ')})  accessibility ${result.accessibility}  best-practices ${result.bestPractices}  SEO ${result.seo}\n`)
  process.stdout.write(`  LCP ${(result.lcpMs / 1000).toFixed(2)} s  TBT ${result.tbtMs} ms  CLS ${result.cls}  JavaScript ${kb(result.jsGzipBytes)} KB gzip (${result.scriptFiles.length} files + inline)\n`)
  for (const audit of result.failedAudits) process.stdout.write(`  audit below 0.9: ${audit}\n`)
  process.stdout.write(misses.length === 0 ? '  goals: all met\n' : misses.map((m) => `  goal missed: ${m}\n`).join(''))
}

/** The figures side by side, each page with its goals, as the README's table has them. */
function printTable(results: PageResult[]): void {
  process.stdout.write('\n| Page | Performance (runs) | LCP | TBT | CLS | JS gzip | Goals |\n|---|---|---|---|---|---|---|\n')
  for (const result of results) {
    const checks = goalChecks(result, goalsOf(result.path))
    const goals = `${checks.map((check) => check.goal).join(', ')}: ${checks.every((check) => check.met) ? 'met' : 'missed'}`
    const cells = [
      result.path, `${result.performance} (${result.performanceRuns.join(', ')})`, `${(result.lcpMs / 1000).toFixed(2)} s`,
      `${result.tbtMs} ms`, String(result.cls), `${kb(result.jsGzipBytes)} KB`, PAGE_GOALS[result.path] ? goals : `(landing's) ${goals}`,
    ]
    process.stdout.write(`| ${cells.join(' | ')} |\n`)
  }
}

const loadBefore = os.loadavg()
const server = await startServer()
let goalMissed = false
try {
  const customer = DEMO_CUSTOMERS[0]
  if (!customer) throw new Error('the demo seed has no customer')
  const token = pages.some(isSpaArea) ? await signIn(baseUrl, customer.email, customer.password) : null
  const results: PageResult[] = []
  for (const pagePath of pages) {
    const result = await benchPage(pagePath, isSpaArea(pagePath) ? token : null)
    const misses = goalChecks(result, goalsOf(pagePath)).filter((check) => !check.met).map((check) => check.missed)
    if (PAGE_GOALS[pagePath] && misses.length > 0) goalMissed = true
    printResult(result, misses)
    results.push(result)
  }
  printTable(results)
  // Lighthouse's timings follow whatever else the machine runs: the load says how far to trust them.
  const load = (figures: number[]) => figures.map((figure) => figure.toFixed(2)).join(' / ')
  process.stdout.write(`\nload average (1 / 5 / 15 min): ${load(loadBefore)} at the start, ${load(os.loadavg())} at the end, on ${os.availableParallelism()} cores\n`)
  const resultsDir = path.join(root, 'bench', 'results')
  fs.mkdirSync(resultsDir, { recursive: true })
  const file = path.join(resultsDir, `pages-${new Date().toISOString().replaceAll(':', '-')}.json`)
  fs.writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), loadAverage: os.loadavg(), goals: PAGE_GOALS, results }, null, 2)}\n`)
  process.stdout.write(`\nwrote ${path.relative(root, file)}\n`)
} catch (error) {
  // A failed fetch usually means the server went away; say so rather than print a bare socket error.
  const reason = server.exitCode === null ? String(error) : `the server exited with ${server.exitCode}`
  process.stderr.write(`bench failed: ${reason}\n`)
  process.exitCode = 2
} finally {
  server.kill('SIGTERM')
}
if (goalMissed) process.exitCode = 1
