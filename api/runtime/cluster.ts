import cluster from 'node:cluster'
import type { Config } from '../config.ts'
import { boot } from './boot.ts'
import { seedDemo } from '../db/seeds/demo.ts'

/** A worker that dies this soon after starting is failing to start: the primary stops instead of looping. */
const CRASH_LOOP_MS = 5000

/**
 * The cluster primary: migrates (and seeds the demo data) once, then forks `count` API workers that
 * share the port, replaces one that dies, and passes SIGTERM/SIGINT on so every worker drains.
 * Each worker runs the job worker too: jobs are claimed with FOR UPDATE SKIP LOCKED, so no job runs twice.
 */
export async function runPrimary(config: Config, count: number): Promise<void> {
  const runtime = await boot(config, 'the GetQuote server')
  if (!config.isProduction) await seedDemo(runtime.app)
  await runtime.shutdown()

  let stopping = false
  const started = new Map<number, number>()
  const fork = () => {
    const worker = cluster.fork()
    started.set(worker.id, Date.now())
  }
  cluster.on('exit', (worker, code, signal) => {
    const age = Date.now() - (started.get(worker.id) ?? 0)
    started.delete(worker.id)
    if (stopping) {
      // A worker cut off at the end of its grace period exits 1, and so does the whole server then.
      if (code !== 0) process.exitCode = code
      if (started.size === 0) process.exit(process.exitCode ?? 0)
      return
    }
    runtime.app.log.error({ pid: worker.process.pid, code, signal }, 'API worker died')
    if (age < CRASH_LOOP_MS) {
      runtime.app.log.fatal('API workers fail to start; stopping')
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM')
      process.exitCode = 1
      stopping = true
      if (started.size === 0) process.exit(1)
      return
    }
    fork()
  })
  for (let i = 0; i < count; i++) fork()
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}
