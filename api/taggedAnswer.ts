import type Koa from 'koa'

export interface Tagged {
  /** A Koa type: an extension or a MIME type. */
  type: string
  etag: string
  cacheControl: string
  body: Buffer | string
}

/**
 * Answers bytes under their ETag, or 304 with no body when the client already holds them. Koa
 * judges freshness only for a 2xx status, so the status is set first; other statuses always send.
 */
export function sendTagged(ctx: Koa.Context, answer: Tagged, status = 200): void {
  ctx.status = status
  ctx.type = answer.type
  ctx.set('Cache-Control', answer.cacheControl)
  ctx.etag = answer.etag
  if (status === 200 && ctx.fresh) ctx.status = 304
  else ctx.body = answer.body
}
