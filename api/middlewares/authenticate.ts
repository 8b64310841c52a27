import type Koa from 'koa'
import type { AppContext } from '../context.ts'
import { resolveActor } from '../services/sessions.ts'
import { unauthenticated } from '../errors.ts'

/**
 * Resolves the bearer token into ctx.state.actor. A token that is present but no longer good is
 * remembered, so protected routes answer 401 (which makes the client drop it) while public routes
 * still serve the caller anonymously.
 */
export function authenticate(app: AppContext): Koa.Middleware {
  return async (ctx, next) => {
    ctx.state.actor = null
    const header = ctx.get('authorization')
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    if (header && !match) throw unauthenticated('The Authorization header must be "Bearer <token>".')
    if (match?.[1]) ctx.state.actor = await resolveActor(app, match[1])
    await next()
  }
}
