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
  const identify: Koa.Middleware = async (ctx, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'))
    if (!match?.[1]) throw unauthenticated('The Authorization header must be "Bearer <token>".')
    ctx.state.actor = await resolveActor(app, match[1])
    await next()
  }
  // An anonymous request goes straight on, without a promise of its own.
  return (ctx, next) => {
    ctx.state.actor = null
    return ctx.get('authorization') ? identify(ctx, next) : next()
  }
}
