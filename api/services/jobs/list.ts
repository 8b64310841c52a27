import type { JobDefinition } from './defineJob.ts'
import { sendMailJobDefinition } from '../mailing.ts'
import { renewalJobs } from '../../billing/renewalJobs.ts'
import { paymentJobs } from '../../billing/payments/jobs.ts'
import { housekeepingJobs } from './housekeeping.ts'
import { announceOptionsJob } from '../statusMail.ts'
import { dailyBackupJob } from '../../backups/record.ts'
import { agentDigestJob } from './agentDigest.ts'
import { accountMailJob } from '../accountMail.ts'
import { signInFailureJob } from '../securityLog.ts'
import { retentionPurgeJob } from './retentionPurge.ts'
import { expireInsurancePoliciesJob } from '../insurancePolicies/expiry.ts'
import { deleteStoredFilesJob } from '../insurancePolicies/documentFiles.ts'
import { noticePolicyRenewalsJob } from '../insurancePolicies/renewalNotice.ts'

/** Every job kind the worker runs, as the routes index lists every endpoint. */
export const JOBS: readonly JobDefinition[] = [
  sendMailJobDefinition, ...renewalJobs, ...paymentJobs, ...housekeepingJobs, announceOptionsJob, dailyBackupJob, agentDigestJob, accountMailJob,
  signInFailureJob, retentionPurgeJob, expireInsurancePoliciesJob, deleteStoredFilesJob, noticePolicyRenewalsJob,
]

const byKind = new Map(JOBS.map((job) => [job.kind, job]))

export const jobDefinition = (kind: string): JobDefinition | undefined => byKind.get(kind)
