import type { Knex } from 'knex'
import type { AppContext } from '../context.ts'
import { SecurityEvent } from '../models/SecurityEvent.ts'
import { describeUserAgent } from '../security/userAgent.ts'
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
): Promise<void> {
  const described = device ? describeUserAgent(device.userAgent) : { browser: null, os: null }
  await SecurityEvent.query(trx).insert({
    user_id: userId,
    kind,
    new_device: device?.newDevice ?? null,
    browser: described.browser,
    os: described.os,
    created_at: app.now(),
  })
}

export async function recentSecurityEvents(userId: number): Promise<SecurityEvent[]> {
  return await SecurityEvent.query().where({ user_id: userId }).orderBy('id', 'desc').limit(SHOWN_EVENTS)
}
