import { AppError, conflict } from './errors.ts'

/**
 * What a database driver's failure means to a client: a unique key taken, a value not allowed, the
 * database briefly away. Anything else is not the client's to know, and stays an unexpected error.
 */
interface DriverError {
  code?: string
  name?: string
  message?: string
  nativeError?: { code?: string; message?: string }
}

function isDriverError(value: unknown): value is DriverError {
  return typeof value === 'object' && value !== null
}

// PostgreSQL error classes: the constraint name never reaches the client, only what it means.
const UNIQUE_VIOLATION = '23505'
// 22021 and 22P05: text PostgreSQL cannot store (NUL); the input guards refuse it first, this is the last line.
const INVALID_DATA = new Set(['23502', '23503', '23514', '22001', '22003', '22P02', '22021', '22P05'])
// The database went away or is restarting: the request may succeed if tried again. Class 08 is a
// connection exception, 57P01-57P03 a shutdown or restart, 53300 too many connections; the socket
// codes come from node itself.
const UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', '57P01', '57P02', '57P03', '53300'])
// node-postgres reports a connection that died under it by message only, and knex a pool that could
// not hand out a connection in time by error name.
const LOST_CONNECTION = /Connection terminated|connection error|not queryable|Connection ended|terminating connection/i

function isUnavailable(error: DriverError): boolean {
  const code = error.nativeError?.code ?? error.code
  if (code && (UNAVAILABLE.has(code) || code.startsWith('08'))) return true
  if (error.name === 'KnexTimeoutError') return true
  return [error.message, error.nativeError?.message].some((message) => message !== undefined && LOST_CONNECTION.test(message))
}

/** The client's error a failure stands for (an AppError as it is), or null when it is unexpected. */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error
  if (!isDriverError(error)) return null
  const code = error.nativeError?.code ?? error.code
  if (code === UNIQUE_VIOLATION) return conflict('That record already exists.')
  if (code && INVALID_DATA.has(code)) {
    return new AppError(422, 'validation_failed', 'The request could not be saved: a value is not allowed.')
  }
  if (isUnavailable(error)) {
    return new AppError(503, 'service_unavailable', 'The service is temporarily unavailable. Please try again shortly.')
  }
  return null
}
