import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { AppContext } from '../context.ts'
import { SecurityEvent } from '../models/SecurityEvent.ts'
import { User } from '../models/User.ts'
import { describeUserAgent } from '../security/userAgent.ts'
import { defineJob, type JobPayload } from './jobs/defineJob.ts'
import { enqueueJob } from './jobs/queue.ts'
import type { SecurityEventKind } from '../../shared/schemas/securityLog.ts'

/** The newest lines the account page shows; older ones stay for the data export. */
const SHOWN_EVENTS = 50

/** The browser a request came from, as the security log names it. */
export interface ClientDevice {
  userAgent: string
  /** For sign-ins: the browser held no known-device note of this account (api/services/knownDevices.ts). */
  newDevice?: boolean
}

/** Writes one line of the person's security log, in the caller's transaction when there is one. */
export async function recordSecurityEvent(
  app: AppContext,
  userId: number,
  kind: SecurityEventKind,
  device: ClientDevice | null,
  trx?: Knex.Transaction,
  at = app.now(),
): Promise<void> {
  const described = device ? describeUserAgent(device.userAgent) : { browser: null, os: null }
  await SecurityEvent.query(trx).insert({
    user_id: userId,
    kind,
    new_device: device?.newDevice ?? null,
    browser: described.browser,
    os: described.os,
    created_at: at,
  })
}

/**
 * A failed sign-in's line, written by a job queued whether or not the address has an account: the
 * request does the same work for both, so its time does not tell them apart (api/services/accounts.ts).
 */
export async function enqueueSignInFailure(app: AppContext, userId: number | null, device: ClientDevice): Promise<void> {
  const payload = { user_id: userId, user_agent: device.userAgent, at: app.now().toISOString() }
  await enqueueJob(app.knex, { kind: 'sign_in_failure', payload, runAt: app.now(), dedupeKey: `sign_in_failure:${randomUUID()}` })
}

async function recordSignInFailure(app: AppContext, payload: JobPayload<'sign_in_failure'>): Promise<void> {
  if (payload.user_id === null) return
  // An account deleted since has no log; a second run finds its line (one per failed attempt, by its time).
  const at = new Date(payload.at)
  if (!(await User.query().findById(payload.user_id).whereNull('deleted_at'))) return
  if (await SecurityEvent.query().findOne({ user_id: payload.user_id, kind: 'sign_in_failed', created_at: at })) return
  await recordSecurityEvent(app, payload.user_id, 'sign_in_failed', { userAgent: payload.user_agent }, undefined, at)
}

export const signInFailureJob = defineJob({ kind: 'sign_in_failure', maxAttempts: 5, concurrency: 2, handle: recordSignInFailure })

export async function recentSecurityEvents(userId: number): Promise<SecurityEvent[]> {
  // By time: a failed sign-in's line is written by a job, after lines of things that happened later.
  return await SecurityEvent.query().where({ user_id: userId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(SHOWN_EVENTS)
}
