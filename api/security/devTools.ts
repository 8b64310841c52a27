import type Koa from 'koa'
import type { Config } from '../config.ts'

const LOOPBACK_V4 = /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i

const isLoopback = (address: string | undefined) => address === '::1' || LOOPBACK_V4.test(address ?? '')

/**
 * Whether this request may use the dev tools (the mailbox, the emulator's Connect API): never in
 * production or with DEV_TOOLS=off, for anyone with DEV_TOOLS=open, else only from this machine.
 * This machine means the socket's peer and the client address: behind a proxy on the same host every
 * socket is loopback, and only the address the trusted proxy forwarded for (api/security/clientAddress.ts,
 * which a client cannot write) tells the proxy's own requests from everyone else's.
 */
export function mayUseDevTools(config: Pick<Config, 'devTools'>, ctx: Koa.Context): boolean {
  if (config.devTools === 'off') return false
  return config.devTools === 'open' || (isLoopback(ctx.req.socket.remoteAddress) && isLoopback(ctx.request.ip))
}
