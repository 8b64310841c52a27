import { randomUUID } from 'node:crypto'
import type Koa from 'koa'
import type { Logger } from 'pino'

const REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/

/** A proxy's X-Request-Id when sane, else a new one. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID()
}

interface Answered {
  method: string
  path: string
  status: number
  /** process.hrtime.bigint() when the request arrived. */
  started: bigint
}

/** The one access-log line per request, however it was answered. */
export function logRequest(log: Logger, requestId: string, { method, path, status, started }: Answered, level: 'info' | 'debug' = 'info'): void {
  const ms = Number(process.hrtime.bigint() - started) / 1e6
  log[level]({ request_id: requestId, method, path, status, ms: Math.round(ms * 10) / 10 }, 'request')
}

/** Gives each request an id and one access-log line; handlers log through a child that carries the id. */
export function requestLog(log: Logger): Koa.Middleware {
  return async (ctx, next) => {
    const requestId = requestIdFor(ctx.get('x-request-id'))
    const started = process.hrtime.bigint()
    ctx.state.requestId = requestId
    // Most requests never log beyond the access line: the child that carries the id is made on first use.
    let child: Logger | undefined
    Object.defineProperty(ctx.state, 'log', { get: () => (child ??= log.child({ request_id: requestId })) })
    ctx.set('X-Request-Id', requestId)
    try {
      await next()
    } finally {
      logRequest(log, requestId, { method: ctx.method, path: ctx.path, status: ctx.status, started })
    }
  }
}
