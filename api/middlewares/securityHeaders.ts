import type Koa from 'koa'

export interface SecurityHeaderOptions {
  contentSecurityPolicy: string
  /** Served over https (PUBLIC_URL): browsers are then told to never use plain http for a year. */
  https: boolean
}

/** Denies every powerful feature the site never uses, for it and any frame; `payment` stays for Square. */
const PERMISSIONS_POLICY = [
  'accelerometer', 'autoplay', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid',
  'magnetometer', 'microphone', 'midi', 'screen-wake-lock', 'serial', 'usb', 'xr-spatial-tracking',
].map((feature) => `${feature}=()`).join(', ')

export function securityHeaders(options: SecurityHeaderOptions): Koa.Middleware {
  const headers: Record<string, string> = {
    'Content-Security-Policy': options.contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  }
  if (options.https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  return (ctx, next) => {
    ctx.set(headers)
    return next()
  }
}
