import { defineJob } from './defineJob.ts'
import { purgeExpiredRecords } from '../retention.ts'

/** Daily: kept records of deleted accounts whose period has ended go (api/services/retention.ts). */
export const retentionPurgeJob = defineJob({ kind: 'purge_kept_records', maxAttempts: 5, concurrency: 1, handle: purgeExpiredRecords })
