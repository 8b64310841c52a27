import http from 'node:http'

export type Outcome =
  | { kind: 'answered'; status: number; connectionClose: boolean; json: boolean }
  | { kind: 'refused' }
  | { kind: 'failed'; code: string }

interface Attempt {
  outcome: Outcome
  /** The request went out on a kept-alive socket that the server closed as idle before reading it. */
  idleRace: boolean
}

/** What each client sends, again and again. */
export interface LoadRequest {
  method: 'GET' | 'POST'
  path: string
  body?: unknown
}

function sendOnce(agent: http.Agent, port: number, request: LoadRequest): Promise<Attempt> {
  return new Promise((resolve) => {
    const payload = request.body === undefined ? undefined : JSON.stringify(request.body)
    const headers = payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
    const req = http.request({ host: '127.0.0.1', port, path: request.path, method: request.method, headers, agent }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => { body += chunk })
      res.on('end', () => {
        let json = true
        try { JSON.parse(body) } catch { json = false }
        resolve({ outcome: { kind: 'answered', status: res.statusCode ?? 0, connectionClose: res.headers.connection === 'close', json }, idleRace: false })
      })
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ outcome: { kind: 'failed', code: error.code ?? error.message }, idleRace: false }))
    })
    req.on('error', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? error.message
      if (code === 'ECONNREFUSED') resolve({ outcome: { kind: 'refused' }, idleRace: false })
      else resolve({ outcome: { kind: 'failed', code }, idleRace: req.reusedSocket && code === 'ECONNRESET' })
    })
    req.end(payload)
  })
}

/**
 * One request as a careful keep-alive client makes it: a request that meets a kept-alive socket
 * closed as idle at that very moment never reached the server, and is sent again once, as HTTP
 * allows (RFC 9112 §9.3.1) and Node's documentation recommends.
 */
async function keepAliveSend(agent: http.Agent, port: number, request: LoadRequest): Promise<Outcome> {
  const first = await sendOnce(agent, port, request)
  if (!first.idleRace) return first.outcome
  return (await sendOnce(agent, port, request)).outcome
}

/** `clients` keep-alive clients sending back to back until the server refuses to connect. */
export async function constantLoad(port: number, request: LoadRequest, clients: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  const run = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    try {
      for (;;) {
        const outcome = await keepAliveSend(agent, port, request)
        outcomes.push(outcome)
        if (outcome.kind !== 'answered') return
      }
    } finally {
      agent.destroy()
    }
  }
  await Promise.all(Array.from({ length: clients }, run))
  return outcomes
}
