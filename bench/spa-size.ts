// Measures the SPA's JavaScript as a browser fetches it for /dashboard: the shell page's island
// (component and renderer, the customer's home among them) with everything they import statically,
// against the admin chunk that must stay out of that set. Run after a build: `npm run bench:spa`.
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { shellAssets, staticClosure } from '../site/build/shellAssets.ts'

const BUDGET_BYTES = 150 * 1024
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist')
const shell = path.join(distDir, 'app', 'index.html')
const assetsDir = path.join(distDir, '_astro')

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

/** The lazy chunk Rollup named after a screen file (Dashboard.tsx → /_astro/Dashboard.<hash>.js). */
function screenChunk(name: string): string {
  const file = fs.readdirSync(assetsDir).find((entry) => entry.startsWith(`${name}.`) && entry.endsWith('.js'))
  if (!file) fail(`No chunk for ${name} in ${assetsDir}; was the SPA built with DIST_DIR=${process.env.DIST_DIR ?? 'dist'}?`)
  return `/_astro/${file}`
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
if (!/<astro-island[^>]*component-url="[^"]+"[^>]*renderer-url="[^"]+"/.test(html)) fail('The shell page has no island with a component and renderer URL.')

const asFiles = (urls: string[]) => urls.filter((url) => url.endsWith('.js')).map((url) => path.join(distDir, url))
const firstLoad = new Set(asFiles(await shellAssets(distDir, html)))
const admin = asFiles(await staticClosure(distDir, [screenChunk('AdminHome')])).filter((file) => !firstLoad.has(file))
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
