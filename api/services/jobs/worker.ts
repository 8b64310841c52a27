import { z } from 'zod'
import { raw } from 'objection'
import type { AppContext } from '../../context.ts'
import { Job } from '../../models/Job.ts'
import { sendMailJob } from '../mailing.ts'
import { sendAccountMailJob } from '../accountMail.ts'
import { settleFirstPayment } from '../payments/settlement.ts'
import { reconcilePayment } from '../payments/reconciliation.ts'
import { forgetSquareCustomer, keepCardOnFile } from '../payments/cardOnFile.ts'
import { expirePendingSubscriptions, pruneFinishedJobs, purgeRateLimits, schedulePeriodicJobs } from './housekeeping.ts'
import type { JobKind } from './payloads.ts'
import { chargeRenewal, remindRenewal } from './renewals.ts'

const LEASE_MS = 5 * 60_000
/**
 * Attempts before a job is dead. Back-off doubles from 2 minutes, so 5 attempts span about half an
 * hour and e-mail's 10 about 17 hours: long enough to ride out an SMTP outage.
 */
export const MAX_ATTEMPTS: Record<JobKind, number> = {
  send_mail: 10,
  account_mail: 10,
  renewal_reminder: 5,
  renewal_charge: 5,
  payment_settle: 5,
  payment_reconcile: 5,
  keep_card_on_file: 5,
  // Like e-mail, rides out a long outage: a deletion the person asked for must not be given up soon.
  delete_square_customer: 10,
  expire_pending_subscriptions: 5,
  prune_jobs: 5,
  purge_rate_limits: 5,
}

/** Each handler parses its own payload (jobs/payloads.ts) and must be safe to run twice. */
type Handler = (app: AppContext, payload: unknown, job: Job) => Promise<void>

const HANDLERS: Record<JobKind, Handler> = {
  send_mail: sendMailJob,
  account_mail: sendAccountMailJob,
  renewal_reminder: remindRenewal,
  renewal_charge: chargeRenewal,
  payment_settle: settleFirstPayment,
  payment_reconcile: reconcilePayment,
  keep_card_on_file: keepCardOnFile,
  delete_square_customer: forgetSquareCustomer,
  expire_pending_subscriptions: expirePendingSubscriptions,
  prune_jobs: pruneFinishedJobs,
  purge_rate_limits: purgeRateLimits,
}

const isJobKind = (kind: string): kind is JobKind => kind in HANDLERS

interface RunOptions {
  kinds?: readonly JobKind[]
  /** Only jobs whose payload contains these values, e.g. `{ to: email }` for one mailbox's e-mail. */
  payload?: Record<string, string>
  limit?: number
}

/**
 * Claims one due job in one statement: the UPDATE leases the row its subquery locked (SKIP LOCKED, so
 * other processes take other jobs) and returns it, where a transaction of four round trips did the same.
 * The handler then runs outside any transaction, since it may call Square, and the embedded database
 * has a single connection.
 */
async function claimNext(app: AppContext, options: RunOptions): Promise<Job | undefined> {
  const now = app.now()
  const due = Job.query()
    .select('id')
    .where({ state: 'queued' })
    .where('run_at', '<=', now)
    .where((q) => q.whereNull('locked_until').orWhere('locked_until', '<', now))
    .modify((q) => {
      if (options.kinds) q.whereIn('kind', options.kinds)
      if (options.payload) q.whereRaw('payload @> ?::jsonb', [JSON.stringify(options.payload)])
    })
    .orderBy('run_at')
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .skipLocked()
  const [job] = await Job.query()
    .whereIn('id', due)
    .patch({ locked_until: new Date(now.getTime() + LEASE_MS), attempts: raw('attempts + 1'), updated_at: now })
    .returning('*')
  return job
}

/** The last error as an admin reads it in the failed-jobs list. */
function describeFailure(job: Job, error: unknown): string {
  if (error instanceof z.ZodError) return `Invalid ${job.kind} payload: ${z.prettifyError(error)}`
  return error instanceof Error ? error.message : String(error)
}

async function runJob(app: AppContext, job: Job): Promise<void> {
  try {
    if (!isJobKind(job.kind)) throw new Error(`unknown job kind ${job.kind}`)
    await HANDLERS[job.kind](app, job.payload, job)
    await Job.query().findById(job.id).patch({ state: 'done', finished_at: app.now(), locked_until: null, last_error: null, updated_at: app.now() })
  } catch (error) {
    const message = describeFailure(job, error)
    const giveUp = job.attempts >= (isJobKind(job.kind) ? MAX_ATTEMPTS[job.kind] : 1)
    app.log.error({ err: error, jobId: job.id, kind: job.kind, attempts: job.attempts, dead: giveUp }, 'job failed')
    // A job out of attempts waits, dead, for an admin's retry.
    const retryAt = new Date(app.now().getTime() + 60_000 * 2 ** job.attempts)
    await Job.query().findById(job.id).patch({
      state: giveUp ? 'dead' : 'queued',
      locked_until: null,
      last_error: message.slice(0, 1000),
      run_at: giveUp ? job.run_at : retryAt,
      finished_at: giveUp ? app.now() : null,
      updated_at: app.now(),
    })
  }
}

/**
 * Runs every job due by the app's clock (only those the options select); returns how many ran.
 * Tests call it directly: `runDueJobs(app, { kinds: ['send_mail'] })` delivers the e-mail waiting.
 */
export async function runDueJobs(app: AppContext, options: RunOptions = {}): Promise<number> {
  const limit = options.limit ?? 100
  let ran = 0
  while (ran < limit) {
    const job = await claimNext(app, options)
    if (!job) break
    await runJob(app, job)
    ran += 1
  }
  return ran
}

export interface JobWorker {
  stop(): Promise<void>
}

/**
 * Polls the queue every `config.jobPollMs` (a second by default: a customer waiting for a code sees
 * it within about a second) until stopped; stop() waits for the job in hand. Once an hour it also
 * schedules the periodic housekeeping jobs.
 */
export function startJobWorker(app: AppContext): JobWorker {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> = Promise.resolve()
  let scheduledHour = ''
  const schedule = async () => {
    const hour = app.now().toISOString().slice(0, 13)
    if (hour === scheduledHour) return
    await schedulePeriodicJobs(app)
    scheduledHour = hour
  }
  const tick = () => {
    running = schedule()
      .then(() => runDueJobs(app))
      .catch((error: unknown) => app.log.error({ err: error }, 'job worker tick failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, app.config.jobPollMs)
      })
  }
  timer = setTimeout(tick, app.config.jobPollMs)
  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
