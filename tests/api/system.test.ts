import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../api/app.ts'
import type { AppContext } from '../../api/context.ts'
import { openDatabase } from '../../api/db/connection.ts'
import { http, portOf } from '../support/http.ts'
import { testServer } from '../support/server.ts'

/** One request to a short-lived app built from a variant of the test app's context. */
async function fetchFrom(app: AppContext, path: string): Promise<Response> {
  const server = createApp(app, { distDir: 'dist' }).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  try {
    return await fetch(`http://127.0.0.1:${portOf(server)}${path}`)
  } finally {
    server.close()
  }
}

describe('GET /api/v1/health', () => {
  it('answers that the process is alive', async () => {
    const res = await http('GET', '/api/v1/health')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ data: { status: 'ok' } })
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('keeps a sane request id given by a proxy', async () => {
    const res = await http('GET', '/api/v1/health', { headers: { 'x-request-id': 'lb-1234567890' } })
    expect(res.headers.get('x-request-id')).toBe('lb-1234567890')
  })
})

describe('GET /api/v1/ready', () => {
  it('answers ready when the database is reachable', async () => {
    const res = await http('GET', '/api/v1/ready')
    expect(res.status).toBe(200)
    expect(res.body.data.status).toBe('ready')
  })

  it('answers 503 when the database is not reachable', async () => {
    const { app } = await testServer()
    const unreachable = await openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:9/none', embeddedDir: null })
    try {
      const res = await fetchFrom({ ...app, knex: unreachable.knex }, '/api/v1/ready')
      expect(res.status).toBe(503)
      expect(await res.json()).toMatchObject({ code: 'service_unavailable', message: 'The database is not reachable.' })
    } finally {
      await unreachable.close()
    }
  })
})

// Every powerful feature the site never uses; card payments keep `payment` for Square's fields.
const PERMISSIONS_POLICY = 'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), ' +
  'magnetometer=(), microphone=(), midi=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()'

describe('security headers', () => {
  it('forbid sniffing, framing, cross-origin openers and unused browser features on pages and API answers alike', async () => {
    for (const path of ['/', '/api/v1/health']) {
      const res = await http('GET', path)
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(res.headers.get('x-frame-options'), path).toBe('DENY')
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('cross-origin-opener-policy'), path).toBe('same-origin')
      expect(res.headers.get('content-security-policy'), path).toContain("default-src 'self'")
      expect(res.headers.get('strict-transport-security'), path).toBeNull()
      expect(res.headers.get('permissions-policy'), path).toBe(PERMISSIONS_POLICY)
    }
  })

  it('add HSTS for a year when the product is served over https', async () => {
    const { app } = await testServer()
    const res = await fetchFrom({ ...app, config: { ...app.config, publicUrl: 'https://getquote.example' } }, '/api/v1/health')
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  })
})

describe('bad input to the API', () => {
  it('answers 404 JSON for an unknown path', async () => {
    const res = await http('GET', '/api/v1/no/such/thing')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ code: 'not_found', message: 'No such API endpoint.' })
  })

  it('answers 400 JSON for a malformed JSON body', async () => {
    const res = await http('POST', '/api/v1/health', { rawBody: '{"broken": ' })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ code: 'malformed_json', message: 'The request body is not valid JSON.' })
  })

  it('answers 413 JSON for a body over 1 MB', async () => {
    const res = await http('POST', '/api/v1/health', { rawBody: JSON.stringify({ filler: 'x'.repeat(1_100_000) }) })
    expect(res.status).toBe(413)
    expect(res.body.code).toBe('payload_too_large')
  })

  it('never caches API answers', async () => {
    const res = await http('GET', '/api/v1/health')
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})

describe('the web server', () => {
  it('serves the landing page as static HTML', async () => {
    const res = await http('GET', '/')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.body).toContain('Welcome to the company')
  })

  it('sends pages and assets precompressed to browsers that accept it, and plain to those that do not', async () => {
    for (const path of ['/', '/about', '/about/', '/dashboard/requests']) {
      const brotli = await http('GET', path, { headers: { 'accept-encoding': 'br, gzip' } })
      expect(brotli.headers.get('content-encoding'), path).toBe('br')
      expect(brotli.headers.get('vary'), path).toContain('Accept-Encoding')
      expect(brotli.headers.get('content-type'), path).toContain('text/html')
      const gzip = await http('GET', path, { headers: { 'accept-encoding': 'gzip' } })
      expect(gzip.headers.get('content-encoding'), path).toBe('gzip')
      const plain = await http('GET', path, { headers: { 'accept-encoding': 'identity' } })
      expect(plain.headers.get('content-encoding'), path).toBeNull()
      expect(plain.body, path).toBe(brotli.body)
    }
  })

  it('allows exactly the inline scripts the pages carry through its Content-Security-Policy', async () => {
    for (const path of ['/', '/dashboard', '/auto/request']) {
      const res = await http('GET', path)
      const policy = res.headers.get('content-security-policy') ?? ''
      const scriptSrc = policy.split('; ').find((part) => part.startsWith('script-src ')) ?? ''
      const inline = [...String(res.body).matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      expect(inline.length, path).toBeGreaterThan(0)
      for (const [, body] of inline) {
        expect(scriptSrc, path).toContain(`'sha256-${createHash('sha256').update(body ?? '').digest('base64')}'`)
      }
      expect(scriptSrc, path).not.toContain('unsafe')
      expect(policy, path).toContain("frame-ancestors 'none'")
    }
  })

  it('serves the SPA shell for every screen of the signed-in areas', async () => {
    for (const path of ['/dashboard', '/dashboard/requests/GQ-ABC', '/account', '/account/deleted', '/account/subscription', '/admin/requests', '/admin/support/7', '/admin/carriers', '/admin/failed-jobs', '/admin/kept-records', '/support', '/dashboard/']) {
      const res = await http('GET', path)
      expect(res.status, path).toBe(200)
      expect(res.body, path).toContain('astro-island')
    }
  })

  it('serves /dashboard with its first paint prebuilt, and the other screens the bare shell', async () => {
    for (const path of ['/dashboard', '/dashboard/']) {
      const res = await http('GET', path)
      expect(res.status, path).toBe(200)
      expect(res.body, path).toContain('<title>Dashboard | GetQuote</title>')
      expect(res.body, path).toContain('aria-label="Loading your dashboard"')
      expect(res.body, path).toContain('Had an accident?')
    }
    for (const path of ['/dashboard/requests', '/account', '/admin']) {
      const res = await http('GET', path)
      expect(res.body, path).toContain('<title>GetQuote</title>')
      expect(res.body, path).not.toContain('Loading your dashboard')
    }
  })

  it('answers an unknown path under the signed-in areas with the not-found page, its title and status 404', async () => {
    for (const path of ['/account/nonsense', '/dashboard/nonsense', '/dashboard/requests/GQ-ABC/extra', '/admin/nonsense', '/support/nonsense', '/account/deleted/extra']) {
      const res = await http('GET', path)
      expect(res.status, path).toBe(404)
      expect(res.body, path).toContain('<title>Page not found | GetQuote</title>')
      expect(res.body, path).toContain('Oops! Page not found')
    }
  })

  it('names PUBLIC_URL in robots.txt, sitemap.xml and the canonical address of each indexed page', async () => {
    const origin = 'http://getquote.test:8080'
    const robots = await http('GET', '/robots.txt')
    expect(robots.status).toBe(200)
    expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`)
    const sitemap = await http('GET', '/sitemap.xml')
    expect(sitemap.headers.get('content-type')).toContain('application/xml')
    const locations = [...String(sitemap.body).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locations).toContain(`${origin}/`)
    expect(locations).toContain(`${origin}/about`)
    expect(locations.every((location) => location?.startsWith(`${origin}/`))).toBe(true)
    expect((await http('GET', '/about/')).headers.get('link')).toBe(`<${origin}/about>; rel="canonical"`)
    expect((await http('GET', '/')).headers.get('link')).toBe(`<${origin}/>; rel="canonical"`)
    expect((await http('GET', '/login')).headers.get('link')).toBeNull()
  })

  it('answers any other path with the not-found page and status 404', async () => {
    const res = await http('GET', '/no-such-page')
    expect(res.status).toBe(404)
    expect(res.body).toContain('Oops! Page not found')
    expect(res.body).toContain('href="/"')
  })

  it('answers a missing file with the not-found page, never half of a compressed answer', async () => {
    const res = await http('GET', '/_astro/missing.js', { headers: { 'accept-encoding': 'br' } })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.body).toContain('Oops! Page not found')
  })

  it('does not serve files outside the build', async () => {
    const res = await http('GET', '/..%2Fpackage.json')
    expect(res.status).toBe(404)
  })
})
