/**
 * E-mail is a job. Call enqueueMail inside the transaction that makes the change the e-mail reports:
 *
 *   await app.knex.transaction(async (trx) => {
 *     const code = await issueCode(trx, user)
 *     await enqueueMail(trx, verificationCodeMessage({ ... code }), `verification:${code.id}`, app.now())
 *   })
 *
 * - The message exists exactly when the change commits: a rollback sends nothing, a commit never
 *   loses it, and SMTP latency or an SMTP outage never reaches the request.
 * - The dedupe key names this one e-mail (what happened, to which record): enqueueing the same key
 *   twice keeps one job, and a job that runs twice sends once (a mail_deliveries row per key).
 * - The worker (started with the server, about once a second) delivers it; a failure retries with
 *   back-off and, after the last attempt, is listed as a failed job in the admin dashboard.
 *   Tests deliver with runDueJobs.
 */
import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { AppContext } from '../context.ts'
import type { MailMessage } from '../mail/mailer.ts'
import type { Job } from '../models/Job.ts'
import { enqueueJob } from './jobs/queue.ts'
import type { MailJobPayload } from './jobs/payloads.ts'
import { defineJob } from './jobs/defineJob.ts'

export async function enqueueMail(trx: Knex | Knex.Transaction, message: MailMessage, dedupeKey: string, now: Date): Promise<void> {
  await enqueueJob(trx, { kind: 'send_mail', payload: message, runAt: now, dedupeKey: `mail:${dedupeKey}` })
}

/** Whether the e-mail of this dedupe key (as given to enqueueMail) is queued already, or sent. */
export async function isMailQueued(trx: Knex | Knex.Transaction, dedupeKey: string): Promise<boolean> {
  return (await trx('jobs').where({ dedupe_key: `mail:${dedupeKey}` }).first()) !== undefined
}

/** For an e-mail that is new every time it is asked for (a fresh one-time code is a fresh e-mail). */
export const freshMailKey = (what: string) => `${what}:${randomUUID()}`

/** Body and code are dropped from a delivered job: the jobs table is no archive of one-time codes. */
const delivered = (message: MailMessage) => JSON.stringify({ to: message.to, subject: message.subject, delivered: true })

interface Delivery {
  message_id: string
  attempts: number
}

/**
 * Records an attempt before the message leaves: the first names the message's Message-ID, later
 * ones count themselves and reuse it. It commits before the send, so a process that dies mid-send
 * leaves a record the next attempt finds. Nothing is returned once the message was sent.
 */
async function recordAttempt(app: AppContext, dedupeKey: string): Promise<Delivery | undefined> {
  const now = app.now()
  const messageId = `<${randomUUID()}@${new URL(app.config.publicUrl).hostname}>`
  const [delivery]: Delivery[] = await app.knex('mail_deliveries')
    .insert({ dedupe_key: dedupeKey, message_id: messageId, attempted_at: now })
    .onConflict('dedupe_key')
    .merge({ attempts: app.knex.raw('mail_deliveries.attempts + 1'), attempted_at: now })
    .where('mail_deliveries.sent_at', null)
    .returning(['message_id', 'attempts'])
  return delivery
}

/**
 * The send_mail handler: one delivery per dedupe key, however often the job runs. A run that finds
 * an earlier attempt with no outcome (its process died, or SMTP never answered) sends the same
 * message again under the same Message-ID, and says so in the log.
 */
export async function sendMailJob(app: AppContext, payload: MailJobPayload, job: Job): Promise<void> {
  if ('delivered' in payload) return
  const key = job.dedupe_key ?? `job:${job.id}`
  const delivery = await recordAttempt(app, key)
  if (!delivery) return
  if (delivery.attempts > 1) {
    app.log.warn(
      { jobId: job.id, dedupeKey: key, messageId: delivery.message_id, attempt: delivery.attempts },
      'e-mail sent again after an attempt with an unknown outcome, under the same Message-ID',
    )
  }
  await app.mailer.send(payload, delivery.message_id)
  // One statement: the delivery is sent, and the job keeps neither body nor code. Like every final
  // write, only while the job is still this run's: a job canceled meanwhile (an account deleted, its
  // copy of the message erased) is not written back.
  await app.knex.raw(
    "WITH sent AS (UPDATE mail_deliveries SET sent_at = ? WHERE dedupe_key = ?) UPDATE jobs SET payload = ? WHERE id = ? AND owner = ? AND state = 'running'",
    [app.now(), key, delivered(payload), job.id, job.owner],
  )
}

/** E-mail rides out a long SMTP outage (10 attempts span about 17 hours); codes never wait behind slow kinds. */
export const sendMailJobDefinition = defineJob({ kind: 'send_mail', maxAttempts: 10, concurrency: 4, handle: sendMailJob })
