import type Koa from 'koa'
import { bodyParser } from '@koa/bodyparser'
import { AppError } from '../errors.ts'
import { isNestedDeeperThan, MAX_JSON_DEPTH } from '../security/inputGuards.ts'

interface ParserFailure {
  status?: number
  type?: string
}

const isParserFailure = (value: unknown): value is ParserFailure => typeof value === 'object' && value !== null

/**
 * JSON bodies up to 1 MB and 32 levels deep; a body that is too large, too deep or not JSON is the
 * client's error, never a 500.
 */
// DELETE /me carries the password that confirms it, so DELETE bodies are read too.
const PARSED_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE']

export function parseJson(): Koa.Middleware {
  const parser = bodyParser({ enableTypes: ['json'], jsonLimit: '1mb', encoding: 'utf-8', parsedMethods: PARSED_METHODS })
  const read: Koa.Middleware = async (ctx, next) => {
    try {
      await parser(ctx, async () => undefined)
    } catch (error) {
      if (isParserFailure(error) && (error.status === 413 || error.type === 'entity.too.large')) {
        throw new AppError(413, 'payload_too_large', 'The request body is too large (1 MB at most).')
      }
      throw new AppError(400, 'malformed_json', 'The request body is not valid JSON.')
    }
    if (isNestedDeeperThan(ctx.request.body, MAX_JSON_DEPTH)) {
      throw new AppError(400, 'malformed_json', `The request body is nested too deeply (${MAX_JSON_DEPTH} levels at most).`)
    }
    await next()
  }
  // A GET has no body to read: it goes straight on, without a promise of its own.
  return (ctx, next) => (PARSED_METHODS.includes(ctx.method) ? read(ctx, next) : next())
}
