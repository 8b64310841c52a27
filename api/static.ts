import fs from 'node:fs'
import path from 'node:path'
import { createHash } from 'node:crypto'
import type Koa from 'koa'
import { isSpaArea, isSpaRoute } from '../shared/spaRoutes.ts'
import { isIndexedPage, robotsTxt, siteUrl, sitemapXml } from './siteIndex.ts'
import { ALWAYS_VALID } from './responseMemo.ts'
import { sendTagged } from './taggedAnswer.ts'

const SPA_SHELL = '/app/index.html'
const NOT_FOUND_PAGE = '/404.html'
const ENCODINGS = [['br', '.br'], ['gzip', '.gz']] as const

type Encoding = (typeof ENCODINGS)[number][0] | 'identity'

interface Variant {
  body: Buffer
  etag: string
}

interface StaticFile {
  extension: string
  cacheControl: string
  variants: Partial<Record<Encoding, Variant>>
}

/** The page's address under PUBLIC_URL, without a trailing slash (the root keeps its one). */
const canonicalPath = (pathname: string) => (pathname === '/' ? '/' : pathname.replace(/\/+$/, ''))

/**
 * Pages are directories holding index.html. A path under the app's areas is a page only when it names
 * one of its screens: the screen's own page where the build prerendered its first paint
 * (site/pages/dashboard.astro), else the shell. Anything else there is not found.
 */
function fileFor(pathname: string, built: ReadonlyMap<string, StaticFile>): string | null {
  if (isSpaArea(pathname)) {
    if (!isSpaRoute(pathname)) return null
    const ownPage = `${canonicalPath(pathname)}/index.html`
    return built.has(ownPage) ? ownPage : SPA_SHELL
  }
  if (pathname.endsWith('/')) return `${pathname}index.html`
  return path.posix.extname(pathname) === '' ? `${pathname}/index.html` : pathname
}

function variant(body: Buffer, encoding: Encoding): Variant {
  // Strong ETags: each encoding is its own byte sequence.
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}-${encoding}"` }
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else if (entry.isFile()) yield full
  }
}

/** Reads the whole build into memory once, each file beside its precompressed copies. */
function loadSite(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>()
  if (!fs.existsSync(distDir)) return files
  for (const full of walk(distDir)) {
    if (ENCODINGS.some(([, suffix]) => full.endsWith(suffix))) continue
    const urlPath = `/${path.relative(distDir, full).split(path.sep).join('/')}`
    const immutable = urlPath.startsWith('/_astro/')
    const variants: StaticFile['variants'] = { identity: variant(fs.readFileSync(full), 'identity') }
    for (const [encoding, suffix] of ENCODINGS) {
      if (fs.existsSync(full + suffix)) variants[encoding] = variant(fs.readFileSync(full + suffix), encoding)
    }
    files.set(urlPath, {
      extension: path.extname(full),
      cacheControl: immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      variants,
    })
  }
  return files
}

function send(ctx: Koa.Context, file: StaticFile, status: number): void {
  const offered = ENCODINGS.map(([encoding]) => encoding).filter((encoding) => file.variants[encoding])
  const chosen = offered.length > 0 ? ctx.acceptsEncodings([...offered, 'identity']) : 'identity'
  const encoding: Encoding = chosen === 'br' || chosen === 'gzip' ? chosen : 'identity'
  const served = file.variants[encoding] ?? file.variants.identity
  if (!served) return
  ctx.set('Vary', 'Accept-Encoding')
  if (encoding !== 'identity') ctx.set('Content-Encoding', encoding)
  sendTagged(ctx, { type: file.extension, etag: served.etag, cacheControl: file.cacheControl, body: served.body }, status)
}

/** robots.txt and sitemap.xml, written once for this server's PUBLIC_URL. */
function siteIndexFiles(publicUrl: string): Map<string, { type: string; body: string }> {
  return new Map([
    ['/robots.txt', { type: 'text/plain; charset=utf-8', body: robotsTxt(publicUrl) }],
    ['/sitemap.xml', { type: 'application/xml; charset=utf-8', body: sitemapXml(publicUrl) }],
  ])
}

/**
 * Serves Astro's build from memory (read once at start): static pages and assets (brotli or gzip when
 * the browser takes them) with strong ETags, the SPA shell for the app's screens, and the not-found
 * page with a real 404 for anything else. The sitemap's pages name their canonical address under
 * PUBLIC_URL in a Link header, so it follows the running server. Each answer may be replayed from
 * memory (api/responseMemo.ts).
 */
export function serveSite(distDir: string, publicUrl: string): Koa.Middleware {
  const files = loadSite(distDir)
  const index = siteIndexFiles(publicUrl)
  return async (ctx, next) => {
    await next()
    if (ctx.body !== undefined || ctx.status !== 404) return
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return
    const generated = index.get(ctx.path)
    if (generated) {
      ctx.type = generated.type
      ctx.set('Cache-Control', 'no-cache')
      ctx.body = generated.body
      ctx.state.reusable = ALWAYS_VALID
      return
    }
    const file = fileFor(ctx.path, files)
    const found = file === null ? undefined : files.get(file)
    if (found) {
      send(ctx, found, 200)
      const page = canonicalPath(ctx.path)
      if (isIndexedPage(page)) ctx.set('Link', `<${siteUrl(publicUrl, page)}>; rel="canonical"`)
      // The build was read at start: this page's bytes stay the same until the process ends.
      ctx.state.reusable = ALWAYS_VALID
      return
    }
    const notFoundPage = files.get(NOT_FOUND_PAGE)
    if (notFoundPage) return send(ctx, notFoundPage, 404)
    ctx.type = 'html'
    ctx.body = 'Oops! Page not found'
    ctx.status = 404
  }
}
