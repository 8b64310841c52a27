import type { Server } from 'node:http'
import { createApp } from '../app.ts'
import type { AppContext } from '../context.ts'

/** Serves the app (API, site and dev tools) once it listens; the server and the tests share it. */
export async function serve(app: AppContext, port: number, host: string): Promise<Server> {
  const server = createApp(app, { distDir: app.config.distDir }).listen(port, host)
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  return server
}
