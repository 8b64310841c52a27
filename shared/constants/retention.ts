import { z } from 'zod'
import rawData from '../data/retention.json' with { type: 'json' }

/**
 * How long records are kept after an account is deleted (issue #34). The periods and their sources are
 * data (shared/data/retention.json, described in shared/data/README.md); the deletion dialog, the
 * export, the purge job and the privacy page all read them from here.
 */

const Anchor = z.enum(['policy_end', 'last_activity'])

export const RetentionSourceData = z.object({ cite: z.string(), url: z.url(), says: z.string() })

const StateRule = z.object({ years: z.number().int().positive(), from: Anchor, sources: z.array(RetentionSourceData).min(1) })

const RetentionData = z.object({
  agencyRecords: z.object({
    label: z.string(),
    records: z.array(z.string()),
    why: z.string(),
    withoutPolicy: z.object({ from: Anchor, why: z.string() }),
    default: z.object({ years: z.number().int().positive(), from: Anchor, basis: z.string() }),
    states: z.record(z.string(), StateRule),
  }),
  claims: z.object({ records: z.string(), from: z.literal('claim_last_activity'), why: z.string() }),
  accountData: z.object({ label: z.string(), records: z.array(z.string()), kept: z.string(), why: z.string() }),
})

export const RETENTION = RetentionData.parse(rawData)

export type RetentionSource = z.infer<typeof RetentionSourceData>

/** One state's period for agency records; `sourced` is false when the default stands in for it. */
export interface AgencyRetention {
  years: number
  sourced: boolean
}

export function agencyRetentionFor(state: string | null | undefined): AgencyRetention {
  const own = state ? RETENTION.agencyRecords.states[state] : undefined
  return own ? { years: own.years, sourced: true } : { years: RETENTION.agencyRecords.default.years, sourced: false }
}
