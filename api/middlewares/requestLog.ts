import { randomUUID } from 'node:crypto'
import type Koa from 'koa'
import type { Logger } from 'pino'

const REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/

/** Gives each request an id (kept from a proxy's X-Request-Id when sane) and one access-log line. */
export function requestLog(log: Logger): Koa.Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id')
    const requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID()
    const started = process.hrtime.bigint()
    ctx.state.requestId = requestId
    ctx.state.log = log.child({ request_id: requestId })
    ctx.set('X-Request-Id', requestId)
    try {
      await next()
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      ctx.state.log.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 }, 'request')
    }
  }
}
