import type Koa from 'koa'

export function securityHeaders(contentSecurityPolicy: string): Koa.Middleware {
  return async (ctx, next) => {
    ctx.set({
      'Content-Security-Policy': contentSecurityPolicy,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
    })
    await next()
  }
}
