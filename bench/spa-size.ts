// Measures the SPA's JavaScript as a browser fetches it for /dashboard: the shell page's island
// (component and renderer, the customer's home among them) with everything they import statically,
// against the admin chunk that must stay out of that set. Run after a build: `npm run bench:spa`.
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const BUDGET_BYTES = 150 * 1024
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist')
const shell = path.join(distDir, 'app', 'index.html')
const assetsDir = path.join(distDir, '_astro')

const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'()]*?\bfrom\s*)?["']([^"']+\.js)["']/g

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

/** A built file from a URL in the page (/_astro/x.js) or a specifier inside a chunk (./x.js). */
function resolveAsset(specifier: string, fromFile: string | null): string {
  if (specifier.startsWith('/')) return path.join(distDir, specifier)
  return path.resolve(fromFile ? path.dirname(fromFile) : assetsDir, specifier)
}

/** The file and everything it imports statically: what the browser must fetch before it runs. */
function staticClosure(entries: string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...entries]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue
    seen.add(file)
    const code = fs.readFileSync(file, 'utf8')
    for (const match of code.matchAll(STATIC_IMPORT)) {
      const specifier = match[1]
      if (specifier && (specifier.startsWith('.') || specifier.startsWith('/'))) queue.push(resolveAsset(specifier, file))
    }
  }
  return seen
}

/** The lazy chunk Rollup named after a screen file (Dashboard.tsx → Dashboard.<hash>.js). */
function screenChunk(name: string): string {
  const file = fs.readdirSync(assetsDir).find((entry) => entry.startsWith(`${name}.`) && entry.endsWith('.js'))
  if (!file) fail(`No chunk for ${name} in ${assetsDir}; was the SPA built with DIST_DIR=${process.env.DIST_DIR ?? 'dist'}?`)
  return path.join(assetsDir, file)
}

const sizeOf = (files: Iterable<string>) => {
  let raw = 0
  let gzip = 0
  for (const file of files) {
    const bytes = fs.readFileSync(file)
    raw += bytes.length
    gzip += gzipSync(bytes, { level: 9 }).length
  }
  return { raw, gzip }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

if (!fs.existsSync(shell)) fail(`No SPA shell at ${shell}; build first (DIST_DIR=${process.env.DIST_DIR ?? 'dist'} npx astro build).`)
const html = fs.readFileSync(shell, 'utf8')
const island = /<astro-island[^>]*component-url="([^"]+)"[^>]*renderer-url="([^"]+)"/.exec(html)
if (!island?.[1] || !island[2]) fail('The shell page has no island with a component and renderer URL.')
const moduleScripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].flatMap((match) => (match[1] ? [match[1]] : []))

const firstLoad = staticClosure([island[1], island[2], ...moduleScripts].map((url) => resolveAsset(url, null)))
const admin = [...staticClosure([screenChunk('AdminHome')])].filter((file) => !firstLoad.has(file))
const adminLeaks = [...firstLoad].some((file) => path.basename(file).startsWith('AdminHome.'))

const rows = [...firstLoad]
  .map((file) => ({ file: path.basename(file), ...sizeOf([file]) }))
  .sort((a, b) => b.gzip - a.gzip)
for (const row of rows) process.stdout.write(`  ${row.file.padEnd(44)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)} gzip\n`)

const total = sizeOf(firstLoad)
const adminSize = sizeOf(admin)
process.stdout.write(`\n/dashboard first load: ${firstLoad.size} scripts, ${kb(total.raw)} raw, ${kb(total.gzip)} gzip (budget ${kb(BUDGET_BYTES)})\n`)
process.stdout.write(`admin chunk (not loaded for customers): ${admin.length} scripts, ${kb(adminSize.raw)} raw, ${kb(adminSize.gzip)} gzip\n`)

if (adminLeaks) fail('The admin chunk is part of the /dashboard first load.')
if (total.gzip > BUDGET_BYTES) fail(`Over budget by ${kb(total.gzip - BUDGET_BYTES)}.`)
