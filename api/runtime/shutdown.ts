import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { Server as NetServer } from 'node:net'
import type { Logger } from 'pino'

/** How long a kept-alive connection may stay idle after the signal before it is closed. */
const IDLE_LINGER_MS = 500

/**
 * Graceful stop for a signal. Listening stops at once. A request in flight, or one that still
 * arrives on a kept-alive connection, is answered with `Connection: close`, so each connection ends
 * after its response; connections left idle are closed shortly after. `onDrained` (stopping the
 * worker, closing the database) runs once every connection is gone. Whatever is still open when
 * `graceMs` runs out is cut and the process exits anyway, so a client that keeps sending (or a
 * request that hangs) cannot hold it up.
 */
export function drainOnSignals(server: Server, options: { graceMs: number; log: Logger; onDrained: () => Promise<void> }): void {
  const { graceMs, log, onDrained } = options
  let draining = false
  const inFlight = new Set<ServerResponse>()
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (draining) res.setHeader('Connection', 'close')
    inFlight.add(res)
    res.once('close', () => inFlight.delete(res))
  })
  const stop = (signal: NodeJS.Signals) => {
    if (draining) return
    draining = true
    log.info({ signal, graceMs }, 'draining')
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close')
    const deadline = setTimeout(() => {
      log.warn({ graceMs }, 'grace period over: closing the connections left and exiting')
      server.closeAllConnections()
      process.exit(1)
    }, graceMs)
    // http.Server#close would also drop idle keep-alive sockets at once, racing a request already on
    // its way on one of them; net.Server#close only stops listening, and calls back once all are gone.
    NetServer.prototype.close.call(server, () => {
      onDrained().then(
        () => {
          clearTimeout(deadline)
          process.exit(0)
        },
        (error: unknown) => {
          log.error({ err: error }, 'shutdown failed')
          process.exit(1)
        },
      )
    })
    setTimeout(() => server.closeIdleConnections(), IDLE_LINGER_MS).unref()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}
