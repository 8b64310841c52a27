import type { IncomingMessage, ServerResponse } from 'node:http'
import type Koa from 'koa'
import type { Logger } from 'pino'
import { logRequest, requestIdFor } from './middlewares/requestLog.ts'

/**
 * What a handler puts in ctx.state.reusable when its 200 answer is the same bytes for every
 * anonymous caller for as long as `stillValid()` says so (a built page, the public plan list).
 */
export interface Reusable {
  stillValid(): boolean
}

interface Entry {
  /** Name, value, name, value…: the form writeHead takes without building an object. */
  headers: string[]
  body: Buffer
  reusable: Reusable
}

/** Enough for every built file in every encoding browsers ask for; odd URLs cannot grow it past this. */
const MAX_ENTRIES = 2000

/** Written afresh for each answer (Node adds Date and Connection itself). */
const PER_ANSWER = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding'])

/**
 * Only a plain anonymous GET may be answered from memory: anything that could change the answer
 * (a token, a cookie, a conditional or partial request) goes through the whole stack.
 */
function replayable(req: IncomingMessage): boolean {
  const h = req.headers
  return req.method === 'GET' && !h.authorization && !h.cookie && !h['if-none-match'] && !h['if-modified-since'] && !h.range
}

// The encoding a file is sent in depends on Accept-Encoding alone (Vary says so).
const keyOf = (req: IncomingMessage) => `${req.url ?? ''}\n${req.headers['accept-encoding'] ?? ''}`

/**
 * Replays the last full answer to a public GET while its source says it is unchanged: the landing
 * page and the plan list are what every visitor loads, and their bytes, security headers included,
 * are all known before the request arrives. The Koa stack produced those bytes once and stays the
 * only place that decides them; this only skips re-deciding for an identical request.
 */
export class ResponseMemo {
  private readonly entries = new Map<string, Entry>()
  private readonly log: Logger

  constructor(log: Logger) {
    this.log = log
  }

  /** Koa middleware, outside everything that sets headers: keeps a replayable 200 as it was sent. */
  readonly capture: Koa.Middleware = async (ctx, next) => {
    await next()
    const reusable: unknown = ctx.state.reusable
    if (!isReusable(reusable) || ctx.status !== 200 || !replayable(ctx.req)) return
    const body = ctx.body
    if (!(typeof body === 'string' || Buffer.isBuffer(body))) return
    const headers: string[] = []
    for (const [name, value] of Object.entries(ctx.response.headers)) {
      if (PER_ANSWER.has(name) || value === undefined) continue
      // A cookie is somebody's: an answer that sets one is never replayed.
      if (name === 'set-cookie') return
      headers.push(name, Array.isArray(value) ? value.join(', ') : String(value))
    }
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next()
      if (!oldest.done) this.entries.delete(oldest.value)
    }
    this.entries.set(keyOf(ctx.req), { headers, body: typeof body === 'string' ? Buffer.from(body) : body, reusable })
  }

  /** Answers the request from memory when it can, and says whether it did. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (!replayable(req)) return false
    const key = keyOf(req)
    const entry = this.entries.get(key)
    if (!entry) return false
    if (!entry.reusable.stillValid()) {
      this.entries.delete(key)
      return false
    }
    const started = process.hrtime.bigint()
    const requestId = requestIdFor(req.headers['x-request-id'])
    res.writeHead(200, [...entry.headers, 'x-request-id', requestId])
    res.end(entry.body)
    // What a CDN would have served: its line would cost a quarter of the answer (measured), so it
    // is written at debug level (LOG_LEVEL=debug shows every replay).
    if (this.log.isLevelEnabled('debug')) {
      const url = req.url ?? '/'
      const query = url.indexOf('?')
      logRequest(this.log, requestId, { method: 'GET', path: query < 0 ? url : url.slice(0, query), status: 200, started }, 'debug')
    }
    return true
  }
}

function isReusable(value: unknown): value is Reusable {
  return typeof value === 'object' && value !== null && 'stillValid' in value && typeof value.stillValid === 'function'
}

/** An answer that never changes while the process runs (a file of the build it loaded at start). */
export const ALWAYS_VALID: Reusable = { stillValid: () => true }
