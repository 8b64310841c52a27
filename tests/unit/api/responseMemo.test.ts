import { createServer, type Server } from 'node:http'
import Koa from 'koa'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALWAYS_VALID, ResponseMemo, type Reusable } from '../../../api/responseMemo.ts'
import { portOf } from '../../support/http.ts'

let runs = 0
let valid = true
const changing: Reusable = { stillValid: () => valid }
let server: Server
let base = ''

/** A Koa app whose handler counts its runs: a request the memo answers never reaches it. */
beforeAll(async () => {
  const memo = new ResponseMemo(pino({ level: 'silent' }))
  const koa = new Koa()
  koa.use(memo.capture)
  koa.use((ctx) => {
    runs += 1
    ctx.body = `answer for ${ctx.path}`
    if (ctx.path === '/cookie') ctx.cookies.set('who', 'someone')
    if (ctx.path === '/missing') ctx.status = 404
    if (ctx.path === '/changing') ctx.state.reusable = changing
    else if (ctx.path !== '/plain') ctx.state.reusable = ALWAYS_VALID
  })
  const handle = koa.callback()
  server = createServer((req, res) => {
    if (!memo.serve(req, res)) void handle(req, res)
  }).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${portOf(server)}`
})

afterAll(() => {
  server.close()
})

/** How many times the handler ran for `count` identical requests. */
async function handlerRuns(path: string, init: RequestInit = {}, count = 3): Promise<number> {
  const before = runs
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${base}${path}`, init)
    await res.text()
  }
  return runs - before
}

describe('the response memo', () => {
  it('runs the handler once for repeated plain GETs of a reusable answer', async () => {
    expect(await handlerRuns('/page')).toBe(1)
    const res = await fetch(`${base}/page`)
    expect(await res.text()).toBe('answer for /page')
  })

  it('keeps each query string and each Accept-Encoding apart', async () => {
    expect(await handlerRuns('/page?a=1')).toBe(1)
    expect(await handlerRuns('/page?a=2')).toBe(1)
    expect(await handlerRuns('/page', { headers: { 'accept-encoding': 'identity' } })).toBe(1)
  })

  it('never answers a request with a token, a cookie or a condition from memory', async () => {
    await handlerRuns('/private')
    expect(await handlerRuns('/private', { headers: { authorization: 'Bearer x' } })).toBe(3)
    expect(await handlerRuns('/private', { headers: { cookie: 'a=b' } })).toBe(3)
    expect(await handlerRuns('/private', { headers: { 'if-none-match': '"x"', 'cache-control': 'max-age=0' } })).toBe(3)
    expect(await handlerRuns('/private', { method: 'HEAD' })).toBe(3)
  })

  it('never keeps an answer that sets a cookie, is not a 200 or was not marked reusable', async () => {
    expect(await handlerRuns('/cookie')).toBe(3)
    expect(await handlerRuns('/missing')).toBe(3)
    expect(await handlerRuns('/plain')).toBe(3)
  })

  it('asks the full stack again once the answer is no longer valid', async () => {
    expect(await handlerRuns('/changing')).toBe(1)
    valid = false
    expect(await handlerRuns('/changing', {}, 1)).toBe(1)
    valid = true
    expect(await handlerRuns('/changing')).toBe(0)
  })
})
