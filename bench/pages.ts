// Lighthouse (mobile settings) against the built site served by the real server, with Debian's chromium.
// Usage: npm run build && npm run bench:pages [-- /path ...]. Builds nothing itself; DIST_DIR picks the build.
// Lighthouse is fetched by npx at its first run, not installed with the project: it and its tree are a
// sixth of what every `npm install` unpacks (measured: 14–22% of a fresh install's time).
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/browser.ts'

const root = path.resolve(import.meta.dirname, '..')
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist')
const port = Number(process.env.BENCH_PORT ?? 3390)
const baseUrl = `http://127.0.0.1:${port}`
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/select-insurance-type']
// Several runs and the median one, as Lighthouse advises: a shared machine makes single runs noisy.
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3))
const LIGHTHOUSE = 'lighthouse@13.5.0'

/** The budgets; they bind the landing page, other pages are reported against them. */
const BUDGETS = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1800, cls: 0.05, jsGzipBytes: 80 * 1024 }

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
async function runLighthouse(url: string): Promise<LighthouseReport> {
  try {
    return await runLighthouseOnce(url)
  } catch {
    return runLighthouseOnce(url)
  }
}

// Spawned, not spawnSync: a blocked event loop would miss the server closing idle keep-alive
// sockets, and the next fetch would then meet 'other side closed'.
async function runLighthouseOnce(url: string): Promise<LighthouseReport> {
  const outFile = path.join(os.tmpdir(), `gq-lh-${process.pid}-${Date.now()}.json`)
  const child = spawn('npx', [
    '--yes', LIGHTHOUSE, url, '--quiet', '--output=json', `--output-path=${outFile}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
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

async function medianRun(pagePath: string): Promise<{ report: LighthouseReport; scores: number[] }> {
  const reports: LighthouseReport[] = []
  for (let run = 0; run < runs; run += 1) reports.push(await runLighthouse(`${baseUrl}${pagePath}`))
  const performance = (r: LighthouseReport) => r.categories.performance?.score ?? 0
  const sorted = [...reports].sort((a, b) => performance(a) - performance(b))
  const report = sorted[Math.floor(sorted.length / 2)]
  if (!report) throw new Error('no lighthouse run')
  return { report, scores: reports.map((r) => Math.round(performance(r) * 100)) }
}

async function benchPage(pagePath: string): Promise<PageResult> {
  const { report, scores } = await medianRun(pagePath)
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
  }
}

function budgetMisses(result: PageResult): string[] {
  const misses: string[] = []
  if (result.performance < BUDGETS.performance) misses.push(`performance ${result.performance} < ${BUDGETS.performance}`)
  if (result.accessibility < BUDGETS.accessibility) misses.push(`accessibility ${result.accessibility} < 100`)
  if (result.bestPractices < BUDGETS.bestPractices) misses.push(`best practices ${result.bestPractices} < 100`)
  if (result.seo < BUDGETS.seo) misses.push(`SEO ${result.seo} < 100`)
  if (!(result.lcpMs <= BUDGETS.lcpMs)) misses.push(`LCP ${result.lcpMs} ms > ${BUDGETS.lcpMs} ms`)
  if (!(result.cls < BUDGETS.cls)) misses.push(`CLS ${result.cls} >= ${BUDGETS.cls}`)
  if (result.jsGzipBytes > BUDGETS.jsGzipBytes) misses.push(`JavaScript ${result.jsGzipBytes} B gzip > ${BUDGETS.jsGzipBytes} B`)
  return misses
}

function printResult(result: PageResult, misses: string[]): void {
  const kb = (result.jsGzipBytes / 1024).toFixed(1)
  process.stdout.write(`\n${result.path}\n`)
  process.stdout.write(`  performance ${result.performance} (median of ${result.performanceRuns.join(', ')})  accessibility ${result.accessibility}  best-practices ${result.bestPractices}  SEO ${result.seo}\n`)
  process.stdout.write(`  LCP ${(result.lcpMs / 1000).toFixed(2)} s  TBT ${result.tbtMs} ms  CLS ${result.cls}  JavaScript ${kb} KB gzip (${result.scriptFiles.length} files + inline)\n`)
  for (const audit of result.failedAudits) process.stdout.write(`  audit below 0.9: ${audit}\n`)
  process.stdout.write(misses.length === 0 ? '  budgets: all met\n' : misses.map((m) => `  budget missed: ${m}\n`).join(''))
}

const server = await startServer()
let landingMissed = false
try {
  const results: PageResult[] = []
  for (const pagePath of pages) {
    const result = await benchPage(pagePath)
    const misses = budgetMisses(result)
    if (pagePath === '/' && misses.length > 0) landingMissed = true
    printResult(result, misses)
    results.push(result)
  }
  const resultsDir = path.join(root, 'bench', 'results')
  fs.mkdirSync(resultsDir, { recursive: true })
  const file = path.join(resultsDir, `pages-${new Date().toISOString().replaceAll(':', '-')}.json`)
  fs.writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), budgets: BUDGETS, results }, null, 2)}\n`)
  process.stdout.write(`\nwrote ${path.relative(root, file)}\n`)
} catch (error) {
  // A failed fetch usually means the server went away; say so rather than print a bare socket error.
  const reason = server.exitCode === null ? String(error) : `the server exited with ${server.exitCode}`
  process.stderr.write(`bench failed: ${reason}\n`)
  process.exitCode = 2
} finally {
  server.kill('SIGTERM')
}
if (landingMissed) process.exitCode = 1
