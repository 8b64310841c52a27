import cluster from 'node:cluster'
import { ConfigError, loadConfig, type Config } from './config.ts'
import { boot } from './runtime/boot.ts'
import { serve as listen } from './runtime/serve.ts'
import { EmbeddedDatabaseBusyError } from './runtime/embeddedLock.ts'
import { seedDemo } from './db/seeds/demo.ts'
import { DEMO_ADMIN, DEMO_CUSTOMERS } from './db/seeds/demoAccounts.ts'
import { startJobWorker } from './services/jobs/worker.ts'
import { runPrimary } from './runtime/cluster.ts'
import { drainOnSignals } from './runtime/shutdown.ts'

async function main(): Promise<void> {
  const config = loadConfig()
  if (cluster.isPrimary && config.webConcurrency > 1) return runPrimary(config, config.webConcurrency)
  await serve(config)
}

/** One API process: alone, or one of the cluster's workers (which print nothing: the primary did it all once). */
async function serve(config: Config): Promise<void> {
  const alone = cluster.isPrimary
  const runtime = await boot(config, 'the GetQuote server', { migrate: alone })
  const { app } = runtime
  if (alone && !config.isProduction) await seedDemo(app)

  const server = await listen(app, config.port, config.host)
  const worker = startJobWorker(app)
  drainOnSignals(server, {
    graceMs: config.shutdownGraceMs,
    log: app.log,
    onDrained: () => worker.stop().then(() => runtime.shutdown()),
  })

  // A worker whose primary is gone (killed outright) drains and stops rather than linger on the port.
  if (cluster.isWorker) process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'))

  const url = config.publicUrl
  app.log.info({ url, database: runtime.db.embedded ? 'embedded' : 'postgresql', mail: app.mailer.kind, workers: config.webConcurrency }, 'listening')
  // One banner for the whole cluster.
  if (alone || cluster.worker?.id === 1) printBanner(config, runtime.db.embedded, app.mailer.kind)
}

function printBanner(config: Config, embedded: boolean, mail: string): void {
  const url = config.publicUrl
  const workers = config.webConcurrency
  if (embedded) process.stdout.write('\nThe embedded database allows one process: set DATABASE_URL to run WEB_CONCURRENCY workers.')
  else process.stdout.write(`\n${workers} API worker${workers === 1 ? '' : 's'} (WEB_CONCURRENCY).`)
  process.stdout.write(`\nGetQuote is running at ${url}\n`)
  // The demo accounts, like the mailbox, answer only those the dev tools are for.
  if (!config.isProduction && config.devTools !== 'off') {
    const who = config.devTools === 'open' ? '' : ' (from this machine only; DEV_TOOLS=open for others)'
    process.stdout.write(`Sign in as the demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}${who}\n`)
    for (const customer of DEMO_CUSTOMERS) {
      process.stdout.write(`Sign in as a demo customer: ${customer.email} / ${customer.password}${who}\n`)
    }
    if (mail === 'outbox') process.stdout.write(`E-mails are captured at ${url}/dev/mailbox${who}\n`)
  }
  process.stdout.write('\n')
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof EmbeddedDatabaseBusyError) {
    process.stderr.write(`${error.message}\n`)
  } else {
    process.stderr.write(`GetQuote failed to start: ${error instanceof Error ? error.stack : String(error)}\n`)
  }
  process.exit(1)
})
