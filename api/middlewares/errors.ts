import type Koa from 'koa'
import { AppError } from '../errors.ts'
import { toAppError } from '../driverErrors.ts'
import type { ErrorBody } from '../../shared/contract.ts'

/** Maps every failure to the flat error body; only the unexpected ones are logged at error level. */
export function errorsMiddleware(): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next()
    } catch (error) {
      const known = toAppError(error)
      const appError = known ?? new AppError(500, 'internal', 'Something went wrong on our side. Please try again.')
      if (!known) ctx.state.log.error({ err: error }, 'unhandled error')
      else if (appError.status >= 500) ctx.state.log.warn({ code: appError.code }, appError.message)
      ctx.status = appError.status
      ctx.set(appError.headers)
      const body: ErrorBody = appError.toBody()
      ctx.body = body
    }
  }
}
