// The floor for any Koa answer: one middleware, a constant JSON body.
import Koa from 'koa'

const app = new Koa()
app.use((ctx) => {
  ctx.body = { data: { status: 'ok' } }
})
app.listen(Number(process.env.PORT), '127.0.0.1')
