import { createHash } from 'node:crypto'
import Router from '@koa/router'
import type { AppContext } from './context.ts'
import type Koa from 'koa'
import type { Logger } from 'pino'
import { authorize, isFromThisMachine, type DeviceCookie, type Route } from './routes/defineRoute.ts'
import { API_BASE } from '../shared/contract.ts'
import { notFound } from './errors.ts'
import { isHtmlPage } from './routes/htmlPage.ts'
import { isFileAnswer, type FileAnswer } from './routes/fileAnswer.ts'
import { readUpload } from './middlewares/readUpload.ts'
import { errorsMiddleware } from './middlewares/errors.ts'
import { parseJson } from './middlewares/parseJson.ts'
import { authenticate } from './middlewares/authenticate.ts'
import { mayUseDevTools } from './security/devTools.ts'
import { openApiDocument } from './contract/openapi.ts'
import { sendTagged } from './taggedAnswer.ts'

const DEVICE_COOKIE = 'gq_device'
const DEVICE_COOKIE_DAYS = 180

/** Only the sign-in endpoints receive the known-device cookie; scripts never read it. */
function deviceCookie(ctx: Koa.Context): DeviceCookie {
  return {
    token: ctx.cookies.get(DEVICE_COOKIE),
    remember(token) {
      ctx.cookies.set(DEVICE_COOKIE, token, {
        path: `${API_BASE}/auth`,
        maxAge: DEVICE_COOKIE_DAYS * 86_400_000,
        sameSite: 'lax',
        httpOnly: true,
        secure: ctx.secure,
      })
    },
  }
}

const digest = (body: string) => createHash('sha256').update(body).digest('base64url').slice(0, 27)
const strongEtag = (body: string) => `"${digest(body)}"`

interface Serialized {
  json: string
  etag: string
}

/**
 * A cacheable route answers the same object until its data changes (api/billing/publicPlans.ts),
 * so its JSON and ETag are computed once per object, not once per request.
 */
const serializedAnswers = new WeakMap<object, Serialized>()

function serialize(body: object): Serialized {
  const known = serializedAnswers.get(body)
  if (known) return known
  const json = JSON.stringify(body)
  const serialized = { json, etag: `W/"${digest(json)}"` }
  serializedAnswers.set(body, serialized)
  return serialized
}

/**
 * RFC 6266: a plain ASCII name as is; any other also as UTF-8 in filename*, with an ASCII stand-in
 * (browsers read Latin-1 in the plain parameter differently).
 */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  if (ascii === name) return `attachment; filename="${name}"`
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

/** A download: saved, never shown inline, and never sniffed into something a browser would run. */
function sendFile(ctx: Koa.Context, file: FileAnswer): void {
  ctx.set('Content-Disposition', attachment(file.fileName))
  ctx.type = file.contentType
  ctx.set('X-Content-Type-Options', 'nosniff')
  ctx.set('Cache-Control', 'private, no-store')
  ctx.body = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength)
}

export const isApiPath = (path: string) => path === API_BASE || path.startsWith(`${API_BASE}/`)

/** The segment after the API base: "/api/v1/insurance_requests/GQ-1" → "insurance_requests". */
const firstSegment = (path: string) => (path.slice(API_BASE.length + 1).split('/', 1)[0] ?? '').toLowerCase()

type RouterHandler = ReturnType<Router['routes']>
type Dispatch = (...args: Parameters<RouterHandler>) => Promise<unknown>

/** The API's request handler, with the routers it dispatches to (the contract test reads their routes). */
export type ApiRouter = Dispatch & { routers: Router[] }

/**
 * One @koa/router per first path segment (a resource), chosen by that segment, behind the middleware
 * every API path runs (errors, JSON, authentication). A router tests a path against each of its
 * patterns and sets up every layer that matches; one router for all 90 routes, with those three and
 * a catch-all as layers of their own, spent more than half of /api/v1/health's time (measured).
 */
export function buildApiRouter(app: AppContext, allRoutes: Route[]): ApiRouter {
  const routes = allRoutes.filter((route) => !route.devOnly || app.config.devTools !== 'off')
  // Written on its first request rather than at boot: converting every schema takes a process about
  // 70 ms (measured) that most processes, and most test files' apps, never need.
  let document: { body: string; etag: string } | undefined
  const routers = new Map<string, Router>()
  const routerFor = (segment: string) => {
    let router = routers.get(segment)
    if (!router) {
      router = new Router({ prefix: API_BASE })
      routers.set(segment, router)
    }
    return router
  }
  routerFor('openapi.json').get('/openapi.json', (ctx) => {
    if (!document) {
      const body = JSON.stringify(openApiDocument(routes))
      document = { body, etag: strongEtag(body) }
    }
    sendTagged(ctx, { type: 'json', etag: document.etag, cacheControl: 'no-cache', body: document.body })
  })
  for (const route of routes) {
    routerFor(firstSegment(`${API_BASE}${route.path}`))[route.method](route.path, async (ctx) => {
      const devTools = mayUseDevTools(app.config, ctx)
      // To anyone the dev tools are not for, they do not exist.
      if (route.devOnly && !devTools) throw notFound('No such API endpoint.')
      if (route.upload) authorize(route.access, ctx.state.actor, isFromThisMachine({ mayUseDevTools: devTools, app }))
      const body = await route.execute(
        { params: ctx.params, query: ctx.query, body: route.upload ? await readUpload(ctx) : ctx.request.body },
        {
          actor: ctx.state.actor,
          ip: ctx.ip,
          userAgent: ctx.get('user-agent'),
          mayUseDevTools: devTools,
          device: deviceCookie(ctx),
          // Read on use: most requests never log beyond their access line (api/middlewares/requestLog.ts).
          get log(): Logger {
            return ctx.state.log
          },
          app,
        },
      )
      if (route.cacheSeconds !== null) {
        const { json, etag } = serialize(body)
        sendTagged(ctx, { type: 'json', etag, cacheControl: `public, max-age=${route.cacheSeconds}`, body: json }, route.status)
        const current = route.current
        if (current) ctx.state.reusable = { stillValid: () => current(app) === body }
        return
      }
      ctx.status = route.status
      if (isFileAnswer(body)) sendFile(ctx, body)
      else if (isHtmlPage(body)) {
        ctx.type = 'html'
        ctx.body = body.html
      } else ctx.body = body
    })
  }
  const handlers = new Map([...routers].map(([segment, router]) => [segment, router.routes()]))
  const errors = errorsMiddleware()
  const json = parseJson()
  const identify = authenticate(app)
  const unmatched = async () => {
    throw notFound('No such API endpoint.')
  }
  const dispatch: Dispatch = async (ctx, next) => {
    if (!isApiPath(ctx.path)) return next()
    const handler = handlers.get(firstSegment(ctx.path))
    await errors(ctx, () => json(ctx, () => identify(ctx, () => (handler ? handler(ctx, unmatched) : unmatched()))))
  }
  return Object.assign(dispatch, { routers: [...routers.values()] })
}
