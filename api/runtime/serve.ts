import type { Server } from 'node:http'
import { createApp } from '../app.ts'
import type { AppContext } from '../context.ts'

/** Serves the app (API, site and dev tools) once it listens; the server and the tests share it. */
export async function serve(app: AppContext, port: number, host: string): Promise<Server> {
  const server = createApp(app, { distDir: app.config.distDir }).listen(port, host)
  // Idle keep-alive connections outlive the load balancer's (60 s on the common ones) and any client's
  // reuse: were the server to close first, a request sent on the closing socket would meet a reset
  // (Node's 5 s default; seen as ECONNRESET in the browser tests on a busy machine).
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  return server
}
