import { z } from 'zod'
import rawData from '../data/consent-retention.json' with { type: 'json' }
import { RetentionSourceData } from './retention.ts'

/**
 * How long a deleted account's E-SIGN and calls-and-texts consent records are kept (issue #28): they
 * are the agency's proof of consent. The periods and their sources are data
 * (shared/data/consent-retention.json, described in shared/data/README.md).
 */

const ProofRule = z.object({
  records: z.string(),
  years: z.number().int().positive(),
  /** True when the proof also lasts as long as the account's longest-kept agency record. */
  withAgencyRecords: z.boolean(),
  why: z.string(),
  sources: z.array(RetentionSourceData).min(1),
})

const ConsentRetentionData = z.object({ esign: ProofRule, calls_texts: ProofRule })

export const CONSENT_RETENTION = ConsentRetentionData.parse(rawData)

/** The consent kinds kept as proof after a deletion; the e-mail choices follow the account's kept records. */
export const PROOF_CONSENT_KINDS = ['esign', 'calls_texts'] as const
export type ProofConsentKind = (typeof PROOF_CONSENT_KINDS)[number]
