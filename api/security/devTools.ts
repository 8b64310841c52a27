import type Koa from 'koa'
import type { Config } from '../config.ts'

const LOOPBACK_V4 = /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i

/** Whether the socket's peer is this machine; a forwarded header is the client's writing, never read here. */
const isLoopback = (address: string | undefined) => address === '::1' || LOOPBACK_V4.test(address ?? '')

/**
 * Whether this request may use the dev tools (the mailbox, the emulator's Connect API): never in
 * production or with DEV_TOOLS=off, for anyone with DEV_TOOLS=open, else only from this machine.
 */
export function mayUseDevTools(config: Pick<Config, 'devTools'>, ctx: Koa.Context): boolean {
  if (config.devTools === 'off') return false
  return config.devTools === 'open' || isLoopback(ctx.req.socket.remoteAddress)
}
