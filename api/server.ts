import { ConfigError, loadConfig } from './config.ts'
import { createApp } from './app.ts'
import { boot } from './runtime/boot.ts'
import { EmbeddedDatabaseBusyError } from './runtime/embeddedLock.ts'
import { seedDemo, DEMO_ADMIN } from './db/seeds/demo.ts'
import { startJobWorker } from './services/jobs/worker.ts'


async function main(): Promise<void> {
  const config = loadConfig()
  const runtime = await boot(config, 'the GetQuote server')
  const { app } = runtime
  if (!config.isProduction) await seedDemo(app)

  const server = createApp(app, { distDir: config.distDir }).listen(config.port, config.host)
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const worker = startJobWorker(app)

  const url = config.publicUrl
  app.log.info({ url, database: runtime.db.embedded ? 'embedded' : 'postgresql', mail: app.mailer.kind }, 'listening')
  process.stdout.write(`\nGetQuote is running at ${url}\n`)
  if (!config.isProduction) {
    process.stdout.write(`Sign in as the demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}\n`)
    if (app.mailer.kind === 'outbox') process.stdout.write(`E-mails are captured at ${url}/dev/mailbox\n`)
  }
  process.stdout.write('\n')

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, 'draining')
    // close() stops accepting and waits for in-flight requests; idle keep-alive sockets are closed now.
    server.close(() => {
      worker.stop().then(() => runtime.shutdown()).then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed')
          process.exit(1)
        },
      )
    })
    server.closeIdleConnections()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof EmbeddedDatabaseBusyError) {
    process.stderr.write(`${error.message}\n`)
  } else {
    process.stderr.write(`GetQuote failed to start: ${error instanceof Error ? error.stack : String(error)}\n`)
  }
  process.exit(1)
})
