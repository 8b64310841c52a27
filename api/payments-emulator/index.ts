import type Koa from 'koa'
import type { Knex } from 'knex'
import Router from '@koa/router'
import { bodyParser } from '@koa/bodyparser'
import type { AppContext } from '../context.ts'
import { EMULATOR_PREFIX } from './constants.ts'
import { createCard, createCustomer, createPayment, deleteCustomer, getPayment } from './connectApi.ts'
import { connectFault, refundSettlesAs } from './faults.ts'
import { errorResponse, type WireResponse } from './idempotency.ts'
import { issueNonce } from './nonces.ts'
import { getRefund, refundPayment } from './refunds.ts'
import { squareJs } from './squareJs.ts'
import { mayUseDevTools } from '../security/devTools.ts'
import { findUncleanText, isNestedDeeperThan, MAX_JSON_DEPTH } from '../security/inputGuards.ts'

/** Whether this process serves the emulator: never in production, never when real Square is configured. */
export const isEmulated = (app: Pick<AppContext, 'config'>) => !app.config.isProduction && app.config.square === null

const UNAUTHORIZED = errorResponse(401, [{
  category: 'AUTHENTICATION_ERROR',
  code: 'UNAUTHORIZED',
  detail: 'The `Authorization` http header of your request was malformed or the access token is invalid.',
}])

const NOT_FOUND = errorResponse(404, [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail: 'Not found.' }])

/**
 * A Square sandbox stand-in served by the product itself: the Connect API the server SDK calls
 * (state in PostgreSQL, so every process agrees) and the square.js the browser SDK loads.
 */
export function squareEmulator(app: AppContext): ReturnType<Router['routes']> {
  const router = new Router({ prefix: EMULATOR_PREFIX })
  const send = (ctx: Koa.Context, response: WireResponse) => {
    ctx.status = response.status
    ctx.body = response.body
  }
  const authorized = (ctx: Koa.Context) => ctx.get('authorization') === `Bearer ${app.secrets.squareEmulator}`
  const inTransaction = (produce: (trx: Knex.Transaction) => Promise<WireResponse>) => app.knex.transaction(produce)
  const parser = bodyParser({ enableTypes: ['json'], jsonLimit: '64kb' })

  const badRequest = (detail: string) => errorResponse(400, [{ category: 'INVALID_REQUEST_ERROR', code: 'BAD_REQUEST', detail }])
  const controlCharacters = badRequest('Text must not contain control characters.')

  // The same guards as the product's API: no handler meets deep nesting or control characters.
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store')
    try {
      await parser(ctx, async () => undefined)
    } catch {
      return send(ctx, badRequest('Malformed JSON.'))
    }
    if (isNestedDeeperThan(ctx.request.body, MAX_JSON_DEPTH)) return send(ctx, badRequest('The request body is nested too deeply.'))
    if (findUncleanText([ctx.request.body, ctx.query]) !== null) return send(ctx, controlCharacters)
    await next()
  })
  // Path parameters are filled in only once a route matches, after the guard above has run.
  router.param('id', (id, ctx, next) => (findUncleanText(id) === null ? next() : send(ctx, controlCharacters)))
  router.get('/square.js', (ctx) => {
    ctx.type = 'application/javascript'
    ctx.set('Cache-Control', 'no-cache')
    ctx.body = squareJs
  })
  router.post('/v1/card-nonce', async (ctx) => send(ctx, await issueNonce(app.knex, ctx.request.body)))
  // The Connect API is the server's own (it calls over loopback); other machines never see its data.
  router.use('/v2', async (ctx, next) => {
    if (!mayUseDevTools(app.config, ctx)) return send(ctx, NOT_FOUND)
    if (!authorized(ctx)) return send(ctx, UNAUTHORIZED)
    const fault = connectFault(app)
    if (fault) return send(ctx, fault)
    await next()
  })
  router.post('/v2/payments', async (ctx) => send(ctx, await inTransaction((trx) => createPayment(trx, ctx.request.body, app.now(), app.config.paymentCurrencies))))
  router.get('/v2/payments/:id', async (ctx) => send(ctx, await getPayment(app.knex, ctx.params.id ?? '')))
  router.post('/v2/customers', async (ctx) => send(ctx, await inTransaction((trx) => createCustomer(trx, ctx.request.body, app.now()))))
  router.delete('/v2/customers/:id', async (ctx) => send(ctx, await inTransaction((trx) => deleteCustomer(trx, ctx.params.id ?? ''))))
  router.post('/v2/cards', async (ctx) => send(ctx, await inTransaction((trx) => createCard(trx, ctx.request.body, app.now()))))
  router.post('/v2/refunds', async (ctx) => send(ctx, await inTransaction((trx) => refundPayment(trx, ctx.request.body, app.now(), refundSettlesAs(app)))))
  router.get('/v2/refunds/:id', async (ctx) => send(ctx, await getRefund(app.knex, ctx.params.id ?? '')))
  router.all('/{*rest}', (ctx) => {
    send(ctx, errorResponse(404, [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail: `No emulated endpoint ${ctx.method} ${ctx.path}` }]))
  })
  return router.routes()
}
