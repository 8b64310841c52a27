import path from 'node:path'
import type Koa from 'koa'
import { send } from '@koa/send'

const SPA_PREFIXES = ['/dashboard', '/account', '/admin', '/support']
const SPA_SHELL = '/app/index.html'
const NOT_FOUND_PAGE = '/404.html'

function isSpaPath(pathname: string): boolean {
  return SPA_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}

/**
 * Pages are directories holding index.html; naming the file lets @koa/send find its precompressed
 * .br/.gz siblings, which it only looks for beside the exact path it is given.
 */
function fileFor(pathname: string): string {
  if (isSpaPath(pathname)) return SPA_SHELL
  if (pathname.endsWith('/')) return `${pathname}index.html`
  return path.posix.extname(pathname) === '' ? `${pathname}/index.html` : pathname
}

async function sendFile(ctx: Koa.Context, distDir: string, file: string): Promise<boolean> {
  try {
    await send(ctx, file, {
      root: distDir,
      setHeaders(res, served) {
        const immutable = served.includes(`${path.sep}_astro${path.sep}`)
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        res.setHeader('Vary', 'Accept-Encoding')
      },
    })
    return ctx.body !== undefined && ctx.body !== null
  } catch {
    // @koa/send throws for missing files and refused paths alike: both are the not-found page.
    ctx.remove('Content-Encoding')
    return false
  }
}

/**
 * Serves Astro's build: static pages and assets (brotli or gzip when the browser takes them), the SPA
 * shell for the signed-in areas, and the not-found page with a real 404 for anything else.
 */
export function serveSite(distDir: string): Koa.Middleware {
  return async (ctx, next) => {
    await next()
    if (ctx.body !== undefined || ctx.status !== 404) return
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return
    if (await sendFile(ctx, distDir, fileFor(ctx.path))) return
    if (!(await sendFile(ctx, distDir, NOT_FOUND_PAGE))) {
      ctx.type = 'html'
      ctx.body = 'Oops! Page not found'
    }
    ctx.status = 404
  }
}
