import type { AppContext } from '../../context.ts'
import { Job } from '../../models/Job.ts'
import type { JobKind, JobPayload } from './queue.ts'
import { chargeRenewal, remindRenewal } from './renewals.ts'
import { settleFirstPayment } from '../payments/settlement.ts'

const LEASE_MS = 5 * 60_000
const MAX_ATTEMPTS = 5

const HANDLERS: Record<JobKind, (app: AppContext, payload: JobPayload) => Promise<void>> = {
  renewal_reminder: remindRenewal,
  renewal_charge: chargeRenewal,
  payment_settle: settleFirstPayment,
}

const isJobKind = (kind: string): kind is JobKind => kind in HANDLERS

function isPayload(value: Record<string, unknown>): value is Record<string, unknown> & JobPayload {
  return typeof value.subscription_id === 'number' && typeof value.period === 'number'
}

/**
 * Claims one due job: a short transaction locks it (SKIP LOCKED, so other processes take other jobs)
 * and leases it. The handler then runs outside any transaction, since it may call Square, and the
 * embedded database has a single connection.
 */
async function claimNext(app: AppContext): Promise<Job | undefined> {
  const now = app.now()
  return app.knex.transaction(async (trx) => {
    const job = await Job.query(trx)
      .whereNull('finished_at')
      .where('run_at', '<=', now)
      .where((q) => q.whereNull('locked_until').orWhere('locked_until', '<', now))
      .orderBy('run_at')
      .orderBy('id')
      .forUpdate()
      .skipLocked()
      .first()
    if (!job) return undefined
    return job.$query(trx).patchAndFetch({ locked_until: new Date(now.getTime() + LEASE_MS), attempts: job.attempts + 1, updated_at: now })
  })
}

async function runJob(app: AppContext, job: Job): Promise<void> {
  try {
    if (!isJobKind(job.kind) || !isPayload(job.payload)) throw new Error(`unknown job ${job.kind}`)
    await HANDLERS[job.kind](app, job.payload)
    await Job.query().findById(job.id).patch({ finished_at: app.now(), locked_until: null, last_error: null, updated_at: app.now() })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    app.log.error({ err: error, jobId: job.id, kind: job.kind }, 'job failed')
    const giveUp = job.attempts >= MAX_ATTEMPTS
    const retryAt = new Date(app.now().getTime() + 60_000 * 2 ** job.attempts)
    await Job.query().findById(job.id).patch({
      locked_until: null,
      last_error: message.slice(0, 1000),
      run_at: giveUp ? job.run_at : retryAt,
      finished_at: giveUp ? app.now() : null,
      updated_at: app.now(),
    })
  }
}

/** Runs every job due by the app's clock; returns how many ran. Tests call it directly. */
export async function runDueJobs(app: AppContext, limit = 100): Promise<number> {
  let ran = 0
  while (ran < limit) {
    const job = await claimNext(app)
    if (!job) break
    await runJob(app, job)
    ran += 1
  }
  return ran
}

export interface JobWorker {
  stop(): Promise<void>
}

/** Polls the queue every `intervalMs` until stopped; stop() waits for the job in hand. */
export function startJobWorker(app: AppContext, intervalMs = 15_000): JobWorker {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> = Promise.resolve()
  const tick = () => {
    running = runDueJobs(app)
      .catch((error: unknown) => app.log.error({ err: error }, 'job worker tick failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs)
      })
  }
  timer = setTimeout(tick, 1_000)
  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
