import fs from 'node:fs'
import path from 'node:path'
import type Koa from 'koa'
import { send } from '@koa/send'

const SPA_PREFIXES = ['/dashboard', '/account', '/admin', '/support']

function isSpaPath(pathname: string): boolean {
  return SPA_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}

/**
 * Serves Astro's build: static pages and assets, the SPA shell for the signed-in areas, and the
 * not-found page with a real 404 for anything else.
 */
export function serveSite(distDir: string): Koa.Middleware {
  const spaShell = path.join(distDir, 'app', 'index.html')
  const notFoundPage = path.join(distDir, '404.html')
  return async (ctx, next) => {
    await next()
    if (ctx.body !== undefined || ctx.status !== 404) return
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return
    if (isSpaPath(ctx.path)) {
      ctx.type = 'html'
      ctx.set('Cache-Control', 'no-cache')
      ctx.body = fs.createReadStream(spaShell)
      return
    }
    try {
      await send(ctx, ctx.path, {
        root: distDir,
        index: 'index.html',
        setHeaders(res, file) {
          const immutable = file.includes(`${path.sep}_astro${path.sep}`)
          res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        },
      })
    } catch {
      // @koa/send throws for missing files and refused paths alike: both are the not-found page.
    }
    if (ctx.body === undefined || ctx.body === null) {
      ctx.status = 404
      ctx.type = 'html'
      ctx.body = fs.existsSync(notFoundPage) ? fs.createReadStream(notFoundPage) : 'Oops! Page not found'
    }
  }
}
