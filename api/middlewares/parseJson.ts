import type Koa from 'koa'
import { bodyParser } from '@koa/bodyparser'
import { AppError } from '../errors.ts'

interface ParserFailure {
  status?: number
  type?: string
}

const isParserFailure = (value: unknown): value is ParserFailure => typeof value === 'object' && value !== null

/** JSON bodies up to 1 MB; a body that is too large or not JSON is the client's error, never a 500. */
export function parseJson(): Koa.Middleware {
  const parser = bodyParser({ enableTypes: ['json'], jsonLimit: '1mb', encoding: 'utf-8' })
  return async (ctx, next) => {
    try {
      await parser(ctx, async () => undefined)
    } catch (error) {
      if (isParserFailure(error) && (error.status === 413 || error.type === 'entity.too.large')) {
        throw new AppError(413, 'payload_too_large', 'The request body is too large (1 MB at most).')
      }
      throw new AppError(400, 'malformed_json', 'The request body is not valid JSON.')
    }
    await next()
  }
}
