import type { AppContext } from '../../context.ts'
import { Job } from '../../models/Job.ts'
import type { JobDefinition } from './defineJob.ts'
import { claimJobs, due, extendLease, runClaim, type Claim } from './claims.ts'
import { schedulePeriodicJobs } from './housekeeping.ts'
import { QUARTER_MS } from './agentDigest.ts'
import { JOBS, jobDefinition } from './list.ts'
import type { JobKind } from './payloads.ts'
import { onJobsQueued } from './wake.ts'

interface RunOptions {
  kinds?: readonly JobKind[]
  /** Only jobs whose payload contains these values, e.g. `{ to: email }` for one mailbox's e-mail. */
  payload?: Record<string, string>
  limit?: number
}

/**
 * Runs every job due by the app's clock (only those the options select), one after another; returns
 * how many ran. Tests call it directly: `runDueJobs(app, { kinds: ['send_mail'] })` delivers the e-mail waiting.
 */
export async function runDueJobs(app: AppContext, options: RunOptions = {}): Promise<number> {
  const limit = options.limit ?? 100
  let ran = 0
  while (ran < limit) {
    const [claim] = await claimJobs(app, JOBS, { kinds: options.kinds, payload: options.payload, limit: 1 }, app.config.jobLeaseMs)
    if (!claim) break
    await runClaim(app, jobDefinition(claim.job.kind), claim)
    ran += 1
  }
  return ran
}

export interface JobWorker {
  stop(): Promise<void>
}

export interface WorkerOptions {
  /** The kinds it runs; the app's list (jobs/list.ts) unless a test brings its own. */
  jobs?: readonly JobDefinition[]
  leaseMs?: number
  pollMs?: number
}

/** Kinds with a job due (or a lapsed lease) now: one cheap query per poll when the queue is idle. */
async function dueKinds(app: AppContext, kinds: readonly string[]): Promise<string[]> {
  const rows = await Job.query().distinct('kind').whereIn('kind', kinds).modify(due(app.now()))
  return rows.map((row) => row.kind)
}

/**
 * Runs due jobs until stopped: each kind up to its `concurrency` at once, so a Square call that hangs
 * never holds up a code e-mail. It looks every `pollMs` (a second by default) and as soon as this
 * process queues a job (wake.ts); a job that ends hands its slot straight to the next of its kind; a
 * running job's lease is extended every third of `leaseMs`. Once a quarter hour it also schedules the
 * periodic jobs (housekeeping, the agents' digest). stop() waits for the jobs in hand.
 */
export function startJobWorker(app: AppContext, options: WorkerOptions = {}): JobWorker {
  const definitions = options.jobs ?? JOBS
  const byKind = new Map(definitions.map((definition) => [definition.kind, definition]))
  const leaseMs = options.leaseMs ?? app.config.jobLeaseMs
  const pollMs = options.pollMs ?? app.config.jobPollMs
  /** Slots taken per kind: by a job running, or held while a claim for it is on its way. */
  const taken = new Map<string, number>()
  const running = new Set<Promise<void>>()
  /** Claims on their way (a job's end hands its slot on): stop() waits for them and the jobs they bring. */
  const filling = new Set<Promise<void>>()
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let ticking: Promise<void> | undefined
  let scheduledQuarter = -1

  const free = (definition: JobDefinition) => definition.concurrency - (taken.get(definition.kind) ?? 0)
  const take = (definition: JobDefinition, slots: number) => taken.set(definition.kind, (taken.get(definition.kind) ?? 0) + slots)

  const heartbeat = (claim: Claim) => {
    const beat = setInterval(() => {
      extendLease(app, claim)
        .then((ours) => {
          if (ours) return
          clearInterval(beat)
          app.log.warn({ jobId: claim.job.id, kind: claim.job.kind }, 'job no longer this worker’s while running (canceled, or its lease lapsed)')
        })
        .catch((error: unknown) => app.log.error({ err: error, jobId: claim.job.id }, 'job lease not extended'))
    }, leaseMs / 3)
    return () => clearInterval(beat)
  }

  const run = (definition: JobDefinition, claim: Claim) => {
    const stopBeating = heartbeat(claim)
    const done: Promise<void> = runClaim(app, definition, claim)
      .catch((error: unknown) => app.log.error({ err: error, jobId: claim.job.id }, 'job end not recorded'))
      .finally(() => {
        stopBeating()
        take(definition, -1)
        running.delete(done)
        startFilling(definition)
      })
    running.add(done)
  }

  /** Claims as many jobs of a kind as it has free slots, holding the slots while the claim is on its way. */
  async function fill(definition: JobDefinition): Promise<void> {
    const slots = free(definition)
    if (stopped || slots <= 0) return
    take(definition, slots)
    let claims: Claim[] = []
    try {
      claims = await claimJobs(app, definitions, { kinds: [definition.kind], limit: slots }, leaseMs)
    } catch (error) {
      app.log.error({ err: error, kind: definition.kind }, 'jobs not claimed')
    }
    take(definition, claims.length - slots)
    for (const claim of claims) run(definition, claim)
  }

  /** Fills a kind's free slots without waiting: stop() waits for the claim and the jobs it brings. */
  function startFilling(definition: JobDefinition): void {
    const claiming: Promise<void> = fill(definition).finally(() => filling.delete(claiming))
    filling.add(claiming)
  }

  /** Queues the periodic jobs once a quarter hour; a failure is logged and tried again next tick, and never stops claiming. */
  const schedule = async () => {
    const quarter = Math.floor(app.now().getTime() / QUARTER_MS)
    if (quarter === scheduledQuarter) return
    try {
      await schedulePeriodicJobs(app)
      scheduledQuarter = quarter
    } catch (error) {
      app.log.error({ err: error }, 'periodic jobs not scheduled')
    }
  }

  const tick = async () => {
    await schedule()
    const open = definitions.filter((definition) => free(definition) > 0).map((definition) => definition.kind)
    if (open.length === 0) return
    for (const kind of await dueKinds(app, open)) {
      const definition = byKind.get(kind)
      if (definition) await fill(definition)
    }
  }

  const poll = () => {
    ticking = tick()
      .catch((error: unknown) => app.log.error({ err: error }, 'job worker tick failed'))
      .finally(() => {
        ticking = undefined
        if (!stopped) timer = setTimeout(poll, pollMs)
      })
  }

  /**
   * A job of this process's was committed: claimed now if its kind has a free slot. With none free, the
   * job that frees one hands it on after this commit, so it is found then; only a claim already on its
   * way when the job committed can miss it, which leaves it to the next poll.
   */
  const wake = (kind: string) => {
    const definition = byKind.get(kind)
    if (definition) startFilling(definition)
  }

  timer = setTimeout(poll, pollMs)
  const unsubscribe = onJobsQueued(app.knex, wake)
  return {
    async stop() {
      stopped = true
      unsubscribe()
      clearTimeout(timer)
      await ticking
      // A job that ends while others still run may start no new one (fill checks `stopped`), but a
      // claim already on its way runs what it claimed: those jobs are running, and are waited for too.
      while (running.size > 0 || filling.size > 0) await Promise.all([...running, ...filling])
    },
  }
}
