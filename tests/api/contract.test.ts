import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import pino from 'pino'
import type Koa from 'koa'
import Router from '@koa/router'
import { createApp } from '../../api/app.ts'
import { routes } from '../../api/routes/index.ts'
import { defineRoute, type RequestEnv } from '../../api/routes/defineRoute.ts'
import { conflict, notFound } from '../../api/errors.ts'
import { dataEnvelope } from '../../shared/schemas/envelope.ts'
import { API_BASE } from '../../shared/contract.ts'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'

const Answer = dataEnvelope(z.object({ count: z.number().int() }))

/** A route that answers whatever it is given, to hold against its declaration. */
function probe(answer: () => Promise<z.output<typeof Answer>>) {
  return defineRoute({ method: 'get', path: '/probe', access: 'public', summary: 'Probe', response: Answer, errors: ['not_found'], handle: answer })
}

async function envFor(env: 'test' | 'production'): Promise<RequestEnv> {
  const { app } = await testServer()
  const device = { token: undefined, remember() {} }
  return { actor: null, ip: '127.0.0.1', userAgent: '', mayUseDevTools: false, device, log: pino({ level: 'silent' }), app: { ...app, config: { ...app.config, env } } }
}

const raw = { params: {}, query: {}, body: undefined }

/** What the API router answers besides the routes: the document itself and the catch-all 404s. */
const NOT_ROUTES = new Set([`get ${API_BASE}/openapi.json`])
const isCatchAll = (path: string) => path === `${API_BASE}/` || path === `${API_BASE}/{*rest}`

/** Every method and API path the app's mounted routers answer, read from their registered layers. */
function mountedEndpoints(koa: Koa): string[] {
  const routers = koa.middleware.flatMap((middleware) => {
    if ('router' in middleware && middleware.router instanceof Router) return [middleware.router]
    // The API's dispatcher keeps one router per resource.
    if ('routers' in middleware && Array.isArray(middleware.routers)) return middleware.routers.filter((router) => router instanceof Router)
    return []
  })
  return routers.flatMap((router) => router.stack.flatMap((layer) => {
    const path = String(layer.path)
    // Router-wide middleware (errors, JSON, authentication) has no methods; HEAD comes with GET. The
    // payment emulator's router answers outside the API.
    if (!path.startsWith(`${API_BASE}/`) || isCatchAll(path)) return []
    return layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method.toLowerCase()} ${path.replace(/:(\w+)/g, '{$1}')}`)
  })).filter((endpoint) => !NOT_ROUTES.has(endpoint))
}

describe('the route contract', () => {
  it('passes an answer that matches the declared response', async () => {
    const route = probe(async () => ({ data: { count: 1 } }))
    expect(await route.execute(raw, await envFor('test'))).toEqual({ data: { count: 1 } })
  })

  it('fails loudly in test mode when an answer does not match the declared response', async () => {
    // Types pass what only the schema refuses: a fraction, and a key the envelope does not have.
    const drifted = { data: { count: 1.5 }, extra: true }
    const route = probe(async () => drifted)
    await expect(route.execute(raw, await envFor('test'))).rejects.toThrow('GET /probe broke its contract: the answer does not match its response schema')
    expect(await route.execute(raw, await envFor('production'))).toEqual(drifted)
  })

  it('fails loudly in test mode when a route answers an error code it did not declare', async () => {
    await expect(probe(async () => { throw notFound() }).execute(raw, await envFor('test'))).rejects.toThrow('Not found.')
    await expect(probe(async () => { throw conflict('Taken') }).execute(raw, await envFor('test'))).rejects.toThrow('GET /probe broke its contract: it answered the undeclared error code conflict')
  })

  it('adds the error codes its definition implies', () => {
    const route = routes.find((r) => r.method === 'post' && r.path === '/subscriptions/process-payment')
    expect(route?.errors.toSorted()).toEqual(
      ['conflict', 'internal', 'malformed_json', 'not_found', 'payload_too_large', 'payment_failed', 'rate_limited', 'service_unavailable', 'unauthenticated', 'validation_failed'],
    )
  })
})

describe('GET /api/v1/openapi.json', () => {
  it('documents exactly the endpoints the mounted router answers, with their access, schemas and errors', async () => {
    const res = await http('GET', '/api/v1/openapi.json')
    expect(res.status).toBe(200)
    expect(res.body.openapi).toBe('3.1.0')
    const paths = z.record(z.string(), z.record(z.string(), z.unknown())).parse(res.body.paths)
    const documented = Object.entries(paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`))
    const { app } = await testServer()
    const mounted = mountedEndpoints(createApp(app, { distDir: app.config.distDir }))
    expect(mounted.length).toBeGreaterThan(50)
    expect(mounted.toSorted()).toEqual(documented.toSorted())
    const show = res.body.paths['/api/v1/insurance_requests/{request_number}'].get
    expect(show.security).toEqual([{ bearer: [] }])
    expect(show.parameters).toEqual([{ name: 'request_number', in: 'path', required: true, schema: expect.objectContaining({ type: 'string' }) }])
    expect(Object.keys(show.responses)).toEqual(['200', '401', '404', '422', '500', '503'])
    expect(show.responses['200'].content['application/json'].schema.required).toEqual(['data'])
  })

  it('answers 304 to a client holding the current document', async () => {
    const first = await http('GET', '/api/v1/openapi.json')
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[\w-]{27}"$/)
    // fetch sends `Cache-Control: no-cache` with a conditional request unless told otherwise.
    expect((await http('GET', '/api/v1/openapi.json', { headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' } })).status).toBe(304)
  })
})

describe('GET /api/docs', () => {
  it('serves the reference page and its viewer from this origin under the Content-Security-Policy', async () => {
    const page = await http('GET', '/api/docs')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(page.body).toContain('<script src="/api/docs/swagger-ui-bundle.js"></script>')
    for (const asset of ['/api/docs/swagger-ui-bundle.js', '/api/docs/init.js', '/api/docs/swagger-ui.css']) {
      expect((await http('GET', asset)).status).toBe(200)
    }
  })
})
