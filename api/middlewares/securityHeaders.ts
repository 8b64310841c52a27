import type Koa from 'koa'

export interface SecurityHeaderOptions {
  contentSecurityPolicy: string
  /** Served over https (PUBLIC_URL): browsers are then told to never use plain http for a year. */
  https: boolean
}

export function securityHeaders(options: SecurityHeaderOptions): Koa.Middleware {
  const headers: Record<string, string> = {
    'Content-Security-Policy': options.contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
  if (options.https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  return async (ctx, next) => {
    ctx.set(headers)
    await next()
  }
}
