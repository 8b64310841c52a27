import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { testServer } from '../support/server.ts'
import { Job } from '../../api/models/Job.ts'
import type { JobDefinition } from '../../api/services/jobs/defineJob.ts'
import { claimJobs, runClaim } from '../../api/services/jobs/claims.ts'
import { cancelJobsFor, enqueueJob } from '../../api/services/jobs/queue.ts'
import { startJobWorker } from '../../api/services/jobs/worker.ts'

const MINUTE = 60_000
const LEASE_MS = MINUTE

afterEach(async () => {
  const { setNow } = await testServer()
  setNow(null)
})

const TestPayload = z.object({ subscription_id: z.number() })

/** A test kind with its own name per test, so one test's jobs are never another's. */
let kinds = 0
function testJob(handle: (payload: { subscription_id: number }) => Promise<void>, limits: { maxAttempts?: number; concurrency?: number } = {}): JobDefinition {
  kinds += 1
  return {
    kind: `test_job_${kinds}_${Date.now()}`,
    maxAttempts: limits.maxAttempts ?? 5,
    concurrency: limits.concurrency ?? 1,
    run: (_app, payload) => handle(TestPayload.parse(payload)),
  }
}

async function queue(definition: JobDefinition, subscriptionId = 1): Promise<number> {
  const { app } = await testServer()
  const [row]: Array<{ id: number }> = await app.knex('jobs')
    .insert({ kind: definition.kind, payload: JSON.stringify({ subscription_id: subscriptionId }), run_at: app.now() })
    .returning('id')
  if (!row) throw new Error('no job queued')
  return Number(row.id)
}

async function jobRow(id: number): Promise<Job> {
  const job = await Job.query().findById(id)
  if (!job) throw new Error(`no job ${id}`)
  return job
}

/** Claims what is due of one kind, as a worker in another process would. */
async function claim(definition: JobDefinition) {
  const { app } = await testServer()
  return claimJobs(app, [definition], { kinds: [definition.kind], limit: 10 }, LEASE_MS)
}

/** A promise the test resolves when it chooses: a handler waits on it to stay running. */
function gate(): { opened: Promise<void>; open(): void } {
  let open: () => void = () => undefined
  const opened = new Promise<void>((resolve) => { open = resolve })
  return { opened, open: () => open() }
}

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('a claimed job', () => {
  it('is running, owned by its claim, with a lease and one more attempt', async () => {
    const { app, setNow } = await testServer()
    const now = new Date('2031-05-01T10:00:00Z')
    setNow(now)
    const definition = testJob(async () => undefined)
    const id = await queue(definition)
    const [claimed] = await claim(definition)
    expect(await jobRow(id)).toMatchObject({ state: 'running', owner: claimed?.owner, attempts: 1, locked_until: new Date(now.getTime() + LEASE_MS) })
    expect(await claim(definition)).toEqual([])
    if (!claimed) throw new Error('not claimed')
    await runClaim(app, definition, claimed)
    expect(await jobRow(id)).toMatchObject({ state: 'done', owner: null, locked_until: null, attempts: 1 })
  })

  it('stays canceled when it is canceled while it runs, whether its run then fails or succeeds', async () => {
    const { app } = await testServer()
    const cancelMidRun = (fails: boolean) => testJob(async (payload) => {
      await app.knex.transaction((trx) => cancelJobsFor(trx, payload.subscription_id, app.now()))
      if (fails) throw new Error('Square did not answer')
    })
    for (const [fails, subscriptionId] of [[true, 901], [false, 902]] as const) {
      const definition = cancelMidRun(fails)
      const id = await queue(definition, subscriptionId)
      const [claimed] = await claim(definition)
      if (!claimed) throw new Error('not claimed')
      await runClaim(app, definition, claimed)
      expect(await jobRow(id)).toMatchObject({ state: 'canceled', owner: null, attempts: 1, last_error: 'subscription ended' })
      expect(await claim(definition)).toEqual([])
    }
  })

  it('cannot be finished by a claim whose lease ran out and was taken over', async () => {
    const { app, setNow } = await testServer()
    const start = new Date('2031-05-02T10:00:00Z')
    setNow(start)
    const definition = testJob(async () => undefined)
    const id = await queue(definition)
    const [first] = await claim(definition)
    setNow(new Date(start.getTime() + LEASE_MS + 1000))
    const [second] = await claim(definition)
    if (!first || !second) throw new Error('not claimed twice')
    await runClaim(app, definition, first)
    expect(await jobRow(id)).toMatchObject({ state: 'running', owner: second.owner, attempts: 2 })
    await runClaim(app, definition, second)
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 2 })
  })

  it('is dead, not claimed again, once its process died during each of its attempts', async () => {
    const { setNow } = await testServer()
    let clock = new Date('2031-05-03T10:00:00Z').getTime()
    setNow(new Date(clock))
    let runs = 0
    const definition = testJob(async () => { runs += 1 }, { maxAttempts: 3 })
    const id = await queue(definition)
    // Each claim's process dies before the handler ends: nothing but the lease is left to tell.
    for (const attempt of [1, 2, 3]) {
      expect((await claim(definition)).map((c) => c.job.attempts)).toEqual([attempt])
      clock += LEASE_MS + 1000
      setNow(new Date(clock))
    }
    expect(await claim(definition)).toEqual([])
    expect(runs).toBe(0)
    expect(await jobRow(id)).toMatchObject({
      state: 'dead', owner: null, attempts: 3, finished_at: new Date(clock),
      last_error: 'Its last attempt never finished: the process running it stopped, or its lease ran out.',
    })
  })

  it('is retried after a failure at a jittered time within the doubling back-off', async () => {
    const { app, setNow } = await testServer()
    const now = new Date('2031-05-04T10:00:00Z')
    setNow(now)
    const definition = testJob(async () => { throw new Error('SMTP is down') })
    const ids = await Promise.all(Array.from({ length: 20 }, () => queue(definition)))
    for (const claimed of await claimJobs(app, [definition], { kinds: [definition.kind], limit: 20 }, LEASE_MS)) await runClaim(app, definition, claimed)
    const rows = await Promise.all(ids.map(jobRow))
    expect(rows.map((row) => [row.state, row.attempts, row.last_error])).toEqual(ids.map(() => ['queued', 1, 'SMTP is down']))
    const delays = rows.map((row) => row.run_at.getTime() - now.getTime())
    expect(delays.filter((delay) => delay < MINUTE || delay > 2 * MINUTE)).toEqual([])
    expect(new Set(delays).size).toBeGreaterThan(1)
  })
})

describe('the job worker', () => {
  it('keeps a handler slower than its lease to itself: a second worker does not run it too', async () => {
    const { app } = await testServer()
    let runs = 0
    const release = gate()
    const definition = testJob(async () => {
      runs += 1
      await release.opened
    })
    const id = await queue(definition)
    const leaseMs = 1500
    const workers = [startJobWorker(app, { jobs: [definition], leaseMs, pollMs: 100 })]
    try {
      await until('the first worker runs the job', () => runs === 1)
      workers.push(startJobWorker(app, { jobs: [definition], leaseMs, pollMs: 100 }))
      // Four leases' time: without the heartbeat the second worker would have taken the job over.
      await new Promise((resolve) => setTimeout(resolve, 4 * leaseMs))
      release.open()
      await until('the job is done', async () => (await jobRow(id)).state === 'done')
    } finally {
      release.open()
      await Promise.all(workers.map((worker) => worker.stop()))
    }
    expect(runs).toBe(1)
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 1 })
  })

  it('keeps claiming jobs while the periodic jobs cannot be scheduled', async () => {
    const { app } = await testServer()
    const definition = testJob(async () => undefined)
    const id = await queue(definition)
    // Scheduling goes through app.knex; claiming and running through the models, which still work.
    const refusing = new Proxy(app.knex, { apply() { throw new Error('the database refused the periodic jobs') } })
    const worker = startJobWorker({ ...app, knex: refusing }, { jobs: [definition], pollMs: 100 })
    try {
      await until('the job is done', async () => (await jobRow(id)).state === 'done', 10_000)
    } finally {
      await worker.stop()
    }
  })

  it('runs several jobs at once, each kind up to its own limit', async () => {
    const { app } = await testServer()
    let running = 0
    let peak = 0
    const release = gate()
    const slow = testJob(async () => {
      running += 1
      peak = Math.max(peak, running)
      await release.opened
      running -= 1
    }, { concurrency: 2 })
    const quick = testJob(async () => undefined)
    const slowIds = await Promise.all([1, 2, 3, 4].map(() => queue(slow)))
    const quickId = await queue(quick)
    const worker = startJobWorker(app, { jobs: [slow, quick], pollMs: 100 })
    try {
      // The slow ones hold until released, so the quick one being done shows it never waited for them;
      // on a busy machine it may even be done before the slow claims come back.
      await until('the quick job is done and two slow ones run', async () => running === 2 && (await jobRow(quickId)).state === 'done')
      release.open()
      await until('every slow job is done', async () => (await Promise.all(slowIds.map(jobRow))).every((row) => row.state === 'done'))
    } finally {
      release.open()
      await worker.stop()
    }
    expect(peak).toBe(2)
  })
})

describe('a job this process queues', () => {
  it('is claimed as soon as the transaction that queued it commits, not at the next poll', async () => {
    const { app } = await testServer()
    const ran: string[] = []
    // A real kind, since enqueueJob checks the payload by kind; the test's handler stands in for Square.
    const definition: JobDefinition = {
      kind: 'delete_square_customer',
      maxAttempts: 5,
      concurrency: 1,
      run: async (_app, payload) => { ran.push(z.object({ customer_id: z.string() }).parse(payload).customer_id) },
    }
    const worker = startJobWorker(app, { jobs: [definition], pollMs: 60 * MINUTE })
    try {
      await app.knex.transaction(async (trx) => {
        await enqueueJob(trx, { kind: 'delete_square_customer', payload: { customer_id: 'CUSTOMER_WOKEN' }, runAt: app.now(), dedupeKey: 'wake-on-commit' })
        // A worker woken now would look before the job is visible (on PostgreSQL) and then sleep its hour.
        await new Promise((resolve) => setTimeout(resolve, 300))
      })
      await until('the job ran', () => ran.length === 1, 20_000)
    } finally {
      await worker.stop()
    }
    expect(ran).toEqual(['CUSTOMER_WOKEN'])
  })
})
