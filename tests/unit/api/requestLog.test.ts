import { Writable } from 'node:stream'
import { createServer } from 'node:http'
import Koa from 'koa'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { requestLog } from '../../../api/middlewares/requestLog.ts'
import { portOf } from '../../support/http.ts'

describe('the request log', () => {
  it('writes one access line per request, and a handler logs through a child carrying the request id', async () => {
    const lines: Record<string, unknown>[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().trim().split('\n').map((line): Record<string, unknown> => JSON.parse(line)))
        done()
      },
    })
    const koa = new Koa()
    koa.use(requestLog(pino({ level: 'info' }, sink)))
    koa.use((ctx) => {
      if (ctx.path === '/speaks') ctx.state.log.info('handler says')
      ctx.body = 'ok'
    })
    const server = createServer(koa.callback()).listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const quiet = await fetch(`http://127.0.0.1:${portOf(server)}/quiet`, { headers: { 'x-request-id': 'lb-quiet-0001' } })
      const speaks = await fetch(`http://127.0.0.1:${portOf(server)}/speaks`, { headers: { 'x-request-id': 'lb-speaks-001' } })
      expect([quiet.status, speaks.status]).toEqual([200, 200])
    } finally {
      server.close()
    }
    expect(lines.map((line) => [line.request_id, line.msg, line.path ?? null])).toEqual([
      ['lb-quiet-0001', 'request', '/quiet'],
      ['lb-speaks-001', 'handler says', null],
      ['lb-speaks-001', 'request', '/speaks'],
    ])
  })
})
