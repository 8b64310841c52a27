import { defineJob } from '../services/jobs/defineJob.ts'
import { chargeRenewal, remindRenewal } from './renewals.ts'

export const renewalJobs = [
  defineJob({ kind: 'renewal_reminder', maxAttempts: 5, concurrency: 2, handle: remindRenewal }),
  // Calls Square: two at a time, so a slow charge holds up neither the other renewals nor e-mail.
  defineJob({ kind: 'renewal_charge', maxAttempts: 5, concurrency: 2, handle: chargeRenewal }),
]
