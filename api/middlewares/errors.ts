import type Koa from 'koa'
import { AppError } from '../errors.ts'
import type { ErrorBody } from '../../shared/contract.ts'

interface DriverError {
  code?: string
  nativeError?: { code?: string }
}

function isDriverError(value: unknown): value is DriverError {
  return typeof value === 'object' && value !== null
}

// PostgreSQL error classes: the constraint name never reaches the client, only what it means.
const UNIQUE_VIOLATION = '23505'
const INVALID_DATA = new Set(['23502', '23503', '23514', '22001', '22003', '22P02'])
const UNAVAILABLE = new Set(['ECONNREFUSED', '57P01', '57P03', '08006', '08001'])

/** Maps every failure to the flat error body; only the unexpected ones are logged at error level. */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error
  if (!isDriverError(error)) return null
  const code = error.nativeError?.code ?? error.code
  if (code === UNIQUE_VIOLATION) return new AppError(409, 'conflict', 'That record already exists.')
  if (code && INVALID_DATA.has(code)) {
    return new AppError(422, 'validation_failed', 'The request could not be saved: a value is not allowed.')
  }
  if (code && UNAVAILABLE.has(code)) {
    return new AppError(503, 'service_unavailable', 'The service is temporarily unavailable. Please try again shortly.')
  }
  return null
}

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
