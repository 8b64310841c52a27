import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2'
import Koa from 'koa'
import type { AppContext } from './context.ts'
import { requestLog } from './middlewares/requestLog.ts'
import { securityHeaders } from './middlewares/securityHeaders.ts'
import { contentSecurityPolicy, readScriptHashes } from './security/contentSecurityPolicy.ts'
import { buildApiRouter, isApiPath } from './router.ts'
import { routes } from './routes/index.ts'
import { serveSite } from './static.ts'
import { devMailboxPage } from './mail/devMailbox.ts'
import { isEmulated, squareEmulator } from './payments-emulator/index.ts'
import { clientAddress } from './security/clientAddress.ts'
import { mayUseDevTools } from './security/devTools.ts'
import { apiDocs } from './contract/docs.ts'
import { ResponseMemo } from './responseMemo.ts'

const QUIET_ERRORS = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE'])

/** Koa whose request handler first offers each request to the response memo. */
class MemoisedKoa extends Koa {
  private readonly memo: ResponseMemo

  constructor(options: { proxy: boolean }, memo: ResponseMemo) {
    super(options)
    this.memo = memo
    this.use(memo.capture)
  }

  override callback(): (req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse) => Promise<void> {
    const handle = super.callback()
    return async (req, res) => {
      // Only plain HTTP/1 requests are replayed (HTTP/2 ones carry a stream).
      if (!('stream' in req) && !('stream' in res) && this.memo.serve(req, res)) return
      await handle(req, res)
    }
  }
}

export function createApp(app: AppContext, options: { distDir: string }): Koa {
  const trust = app.config.trustProxy
  // Koa's own proxy mode believes the left-most X-Forwarded-For entry, which the client writes; it
  // stays on for the forwarded protocol and host, and the client address is worked out below.
  const koa = new MemoisedKoa({ proxy: !('hops' in trust) || trust.hops > 0 }, new ResponseMemo(app.log))
  koa.on('error', (error: NodeJS.ErrnoException) => {
    // Browsers hang up right after the last byte of a streamed file; that is not an error.
    if (error.code && QUIET_ERRORS.has(error.code)) return
    app.log.error({ err: error }, 'server error')
  })

  const api = buildApiRouter(app, routes)

  // The middleware that only set something and go on return next()'s promise rather than awaiting it:
  // on a path every request takes, each async layer costs a promise and a turn of the microtask queue.
  koa.use((ctx, next) => {
    ctx.request.ip = clientAddress(ctx.req.socket.remoteAddress ?? '', ctx.get('x-forwarded-for'), trust)
    return next()
  })
  koa.use(requestLog(app.log))
  koa.use(securityHeaders({
    contentSecurityPolicy: contentSecurityPolicy(readScriptHashes(options.distDir), app.config.square),
    https: app.config.publicUrl.startsWith('https://'),
  }))
  koa.use((ctx, next) => {
    if (isApiPath(ctx.path)) ctx.set('Cache-Control', 'no-store')
    return next()
  })
  koa.use(api)
  koa.use(apiDocs())
  if (app.config.devTools !== 'off') koa.use(devMailboxPage((ctx) => mayUseDevTools(app.config, ctx)))
  if (isEmulated(app)) koa.use(squareEmulator(app))
  koa.use(serveSite(options.distDir, app.config.publicUrl))
  return koa
}
