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
import { MailJobPayload } from './jobs/payloads.ts'

export async function enqueueMail(trx: Knex | Knex.Transaction, message: MailMessage, dedupeKey: string, now: Date): Promise<void> {
  await enqueueJob(trx, { kind: 'send_mail', payload: message, runAt: now, dedupeKey: `mail:${dedupeKey}` })
}

/** For an e-mail that is new every time it is asked for (a fresh one-time code is a fresh e-mail). */
export const freshMailKey = (what: string) => `${what}:${randomUUID()}`

/** Body and code are dropped from a delivered job: the jobs table is no archive of one-time codes. */
const delivered = (message: MailMessage) => JSON.stringify({ to: message.to, subject: message.subject, delivered: true })

/** The send_mail handler: one delivery per dedupe key, however often the job runs. */
export async function sendMailJob(app: AppContext, raw: unknown, job: Job): Promise<void> {
  const key = job.dedupe_key ?? `job:${job.id}`
  if (await app.knex('mail_deliveries').where({ dedupe_key: key }).first()) return
  const message = MailJobPayload.parse(raw)
  await app.mailer.send(message)
  await app.knex.transaction(async (trx) => {
    await trx('mail_deliveries').insert({ dedupe_key: key, sent_at: app.now() }).onConflict('dedupe_key').ignore()
    await trx('jobs').where({ id: job.id }).update({ payload: delivered(message) })
  })
}
