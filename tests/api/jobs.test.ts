import { afterEach, describe, expect, it } from 'vitest'
import pino from 'pino'
import type { Mailer } from '../../api/mail/mailer.ts'
import { createUser, mailTo, uniqueEmail } from '../support/factories.ts'
import { testServer } from '../support/server.ts'
import { http } from '../support/http.ts'
import { enqueueMail, sendMailJob } from '../../api/services/mailing.ts'
import { enqueueJob } from '../../api/services/jobs/queue.ts'
import { JOB_PAYLOADS, MailJobPayload } from '../../api/services/jobs/payloads.ts'
import { JOBS } from '../../api/services/jobs/list.ts'
import { runDueJobs } from '../../api/services/jobs/worker.ts'
import { expirePendingSubscriptions, pruneFinishedJobs, schedulePeriodicJobs } from '../../api/services/jobs/housekeeping.ts'
import { Job } from '../../api/models/Job.ts'
import { variationOf } from './subscriptions.support.ts'

const HOUR = 3_600_000
const DAY = 24 * HOUR

afterEach(async () => {
  const { setNow } = await testServer()
  setNow(null)
})

const message = (to: string, subject = 'Hello') => ({ to, subject, text: `Text of ${subject}`, html: `<p>${subject}</p>` })

async function jobByKey(dedupeKey: string): Promise<Job> {
  const job = await Job.query().findOne({ dedupe_key: dedupeKey })
  if (!job) throw new Error(`no job ${dedupeKey}`)
  return job
}

describe('enqueueMail and the send_mail job', () => {
  it('sends nothing when the transaction that enqueued the e-mail rolls back', async () => {
    const { app } = await testServer()
    const to = uniqueEmail('rollback')
    await expect(app.knex.transaction(async (trx) => {
      await enqueueMail(trx, message(to), `test:${to}`, app.now())
      throw new Error('the change failed')
    })).rejects.toThrow('the change failed')
    expect(await app.knex('jobs').where({ dedupe_key: `mail:test:${to}` })).toEqual([])
    expect(await mailTo(to)).toEqual([])
  })

  it('keeps one job per dedupe key, and sends one e-mail when the job runs twice', async () => {
    const { app } = await testServer()
    const to = uniqueEmail('twice')
    await enqueueMail(app.knex, message(to, 'Once'), `test:${to}`, app.now())
    await enqueueMail(app.knex, message(to, 'Once'), `test:${to}`, app.now())
    const job = await jobByKey(`mail:test:${to}`)
    const payload = MailJobPayload.parse(job.payload)
    await sendMailJob(app, payload, job)
    await sendMailJob(app, payload, job)
    const mails = await mailTo(to)
    expect(mails.map((m) => m.subject)).toEqual(['Once'])
    expect(await app.knex('mail_deliveries').where({ dedupe_key: `mail:test:${to}` }).count({ n: '*' }).first()).toEqual({ n: 1 })
  })

  it('sends again under the same Message-ID after an attempt whose outcome is unknown, says so, and the mailbox keeps one', async () => {
    const { app, setNow } = await testServer()
    const to = uniqueEmail('unknown')
    await enqueueMail(app.knex, message(to, 'Your code'), `test:${to}`, app.now())
    const warnings: Array<Record<string, unknown>> = []
    const log = pino({ level: 'warn' }, { write: (line: string) => { warnings.push(JSON.parse(line)) } })
    // The message leaves, then the connection drops before the server's answer, as when the process dies.
    const send: Mailer['send'] = async (mail, messageId) => {
      await app.mailer.send(mail, messageId)
      throw new Error('connection closed before the answer')
    }
    await runDueJobs({ ...app, log, mailer: { ...app.mailer, send } }, { kinds: ['send_mail'], payload: { to } })
    expect(await jobByKey(`mail:test:${to}`)).toMatchObject({ state: 'queued', attempts: 1, last_error: 'connection closed before the answer' })
    setNow(new Date(Date.now() + 10 * 60_000))
    await runDueJobs({ ...app, log }, { kinds: ['send_mail'], payload: { to } })
    const delivery = await app.knex('mail_deliveries').where({ dedupe_key: `mail:test:${to}` }).first('message_id', 'attempts')
    expect(delivery).toEqual({ message_id: expect.stringMatching(/^<[0-9a-f-]{36}@getquote\.test>$/), attempts: 2 })
    expect((await mailTo(to)).map((mail) => [mail.subject, mail.message_id])).toEqual([['Your code', delivery.message_id]])
    expect(await jobByKey(`mail:test:${to}`)).toMatchObject({ state: 'done', attempts: 2 })
    expect(warnings.filter((line) => line.level === 40).map((line) => [line.msg, line.messageId, line.attempt]))
      .toEqual([['e-mail sent again after an attempt with an unknown outcome, under the same Message-ID', delivery.message_id, 2]])
  })

  it('leaves the erased copy of an e-mail erased when its account is deleted while it is being sent', async () => {
    const { app } = await testServer()
    const customer = await createUser()
    await enqueueMail(app.knex, message(customer.email, 'Sent while deleted'), `test:${customer.email}`, app.now())
    // The deletion commits while the message is on its way: the job is canceled and its copy erased.
    const send: Mailer['send'] = async (mail, messageId) => {
      const deleted = await http('DELETE', '/api/v1/me', { token: customer.token, body: { password: customer.password } })
      expect(deleted.status).toBe(200)
      await app.mailer.send(mail, messageId)
    }
    await runDueJobs({ ...app, mailer: { ...app.mailer, send } }, { kinds: ['send_mail'], payload: { to: customer.email } })
    const job = await jobByKey(`mail:test:${customer.email}`)
    expect([job.state, job.payload]).toEqual(['canceled', {}])
  })

  it('keeps no body or one-time code in a delivered job', async () => {
    const { app } = await testServer()
    const to = uniqueEmail('scrub')
    await enqueueMail(app.knex, { ...message(to, 'Your code'), code: 'ABC234' }, `test:${to}`, app.now())
    expect((await mailTo(to)).map((m) => m.code)).toEqual(['ABC234'])
    const job = await jobByKey(`mail:test:${to}`)
    expect(job).toMatchObject({ state: 'done', payload: { to, subject: 'Your code', delivered: true } })
  })
})

describe('the job list', () => {
  it('declares every kind that can be queued, once', () => {
    expect(JOBS.map((job) => job.kind).sort()).toEqual(Object.keys(JOB_PAYLOADS).sort())
  })
})

describe('enqueueJob', () => {
  it("refuses a payload that does not fit its kind's schema, and stores nothing", async () => {
    const { app } = await testServer()
    const dedupeKey = `test:bad:${Date.now()}`
    // @ts-expect-error the attempt is missing on purpose
    await expect(enqueueJob(app.knex, { kind: 'renewal_charge', payload: { subscription_id: 1, period: 2 }, runAt: app.now(), dedupeKey })).rejects.toThrow()
    expect(await app.knex('jobs').where({ dedupe_key: dedupeKey })).toEqual([])
  })

  it('turns a stored payload its handler cannot read into a dead job after the last attempt', async () => {
    const { app } = await testServer()
    const dedupeKey = `test:malformed:${Date.now()}`
    await app.knex('jobs').insert({ kind: 'renewal_charge', payload: JSON.stringify({ subscription_id: 'x' }), run_at: app.now(), dedupe_key: dedupeKey, attempts: 4 })
    await runDueJobs(app, { kinds: ['renewal_charge'] })
    const job = await jobByKey(dedupeKey)
    expect(job).toMatchObject({ state: 'dead', attempts: 5 })
    expect(job.last_error).toContain('subscription_id')
  })
})

describe('periodic housekeeping', () => {
  it('schedules one digest job per quarter hour, one expiry and one reconcile sweep per hour and one prune job per day, however often it is asked', async () => {
    const { app, setNow } = await testServer()
    setNow(new Date('2031-03-04T05:06:07Z'))
    await schedulePeriodicJobs(app)
    await schedulePeriodicJobs(app)
    const keys = ['agent_digest:2031-03-04T05:00:00.000Z', 'expire_pending:2031-03-04T05', 'prune_jobs:2031-03-04', 'reconcile_sweep:2031-03-04T05']
    expect(await app.knex('jobs').whereIn('dedupe_key', keys).orderBy('kind').select('kind', 'state', 'run_at'))
      .toEqual([
        { kind: 'expire_pending_subscriptions', state: 'queued', run_at: new Date('2031-03-04T05:06:07Z') },
        { kind: 'prune_jobs', state: 'queued', run_at: new Date('2031-03-04T05:06:07Z') },
        { kind: 'reconcile_sweep', state: 'queued', run_at: new Date('2031-03-04T05:06:07Z') },
        { kind: 'send_agent_digest', state: 'queued', run_at: new Date('2031-03-04T05:15:00Z') },
      ])
    await app.knex('jobs').whereIn('dedupe_key', [...keys, 'backup_database:2031-03-04']).delete()
  })

  it('expires checkouts pending over a day, except one whose payment is still being settled', async () => {
    const { app } = await testServer()
    const { plan, variation } = await variationOf('basic', 'MONTHLY')
    const pendingFor = async (ageMs: number) => {
      const { user } = await createUser()
      const [row] = await app.knex('subscriptions').insert({
        user_id: user.id, subscription_plan_id: plan, subscription_plan_variation_id: variation, status: 'pending',
        billing_cycle: 'MONTHLY', price: '21.50', currency: 'USD', created_at: new Date(Date.now() - ageMs),
      }).returning('id')
      return { id: Number(row.id), userId: user.id }
    }
    const abandoned = await pendingFor(25 * HOUR)
    const recent = await pendingFor(23 * HOUR)
    const settling = await pendingFor(3 * DAY)
    await app.knex('payments').insert({
      user_id: settling.userId, subscription_id: settling.id, kind: 'initial', period_number: 1, attempt: 1, amount: '21.50',
      currency: 'USD', status: 'processing', idempotency_key: `sub_${settling.id}_p1_a1`, source_id: 'cnon:card-nonce-ok',
    })
    await expirePendingSubscriptions(app)
    const statusOf = async (id: number) => (await app.knex('subscriptions').where({ id }).first('status')).status
    expect([await statusOf(abandoned.id), await statusOf(recent.id), await statusOf(settling.id)]).toEqual(['expired', 'pending', 'pending'])
  })

  it('prunes finished jobs and delivery records past the retention period (sent or not), and keeps dead jobs', async () => {
    const { app } = await testServer()
    const tag = `prune:${Date.now()}`
    const old = new Date(Date.now() - (app.config.jobRetentionDays + 1) * DAY)
    const recent = new Date(Date.now() - (app.config.jobRetentionDays - 1) * DAY)
    const row = (name: string, state: string, finishedAt: Date) =>
      ({ kind: 'prune_jobs', payload: '{}', run_at: finishedAt, state, finished_at: finishedAt, dedupe_key: `${tag}:${name}` })
    await app.knex('jobs').insert([row('old-done', 'done', old), row('old-canceled', 'canceled', old), row('recent-done', 'done', recent), row('old-dead', 'dead', old)])
    const delivery = (name: string, at: Date, sentAt: Date | null) => ({ dedupe_key: `${tag}:${name}`, message_id: `<${tag}:${name}@test>`, attempted_at: at, sent_at: sentAt })
    await app.knex('mail_deliveries').insert([delivery('old', old, old), delivery('old-unknown', old, null), delivery('recent', recent, recent)])
    await pruneFinishedJobs(app)
    const left = await app.knex('jobs').whereLike('dedupe_key', `${tag}:%`).orderBy('dedupe_key').pluck('dedupe_key')
    expect(left).toEqual([`${tag}:old-dead`, `${tag}:recent-done`])
    expect(await app.knex('mail_deliveries').whereLike('dedupe_key', `${tag}:%`).pluck('dedupe_key')).toEqual([`${tag}:recent`])
  })
})
