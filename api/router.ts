import Router from '@koa/router'
import type { AppContext } from './context.ts'
import type { Route } from './routes/defineRoute.ts'
import { API_BASE } from '../shared/contract.ts'
import { notFound } from './errors.ts'
import { isHtmlPage } from './routes/htmlPage.ts'
import { errorsMiddleware } from './middlewares/errors.ts'
import { parseJson } from './middlewares/parseJson.ts'
import { authenticate } from './middlewares/authenticate.ts'

export function buildApiRouter(app: AppContext, routes: Route[]): Router {
  const router = new Router({ prefix: API_BASE })
  // Runs for every path under the prefix (the catch-all below matches what no route does).
  router.use(errorsMiddleware(), parseJson(), authenticate(app))
  for (const route of routes) {
    if (route.devOnly && app.config.isProduction) continue
    router[route.method](route.path, async (ctx) => {
      const body = await route.execute(
        { params: ctx.params, query: ctx.query, body: ctx.request.body },
        { actor: ctx.state.actor, ip: ctx.ip, log: ctx.state.log, app },
      )
      ctx.status = route.status
      if (isHtmlPage(body)) {
        ctx.type = 'html'
        ctx.body = body.html
      } else ctx.body = body
    })
  }
  router.all('/{*rest}', () => {
    throw notFound('No such API endpoint.')
  })
  router.all('/', () => {
    throw notFound('No such API endpoint.')
  })
  return router
}
