import { failingJob } from './failingJob.ts'
import { mailbox } from './mailbox.ts'
import { staleSignIn } from './staleSignIn.ts'
import { paymentFaults } from './paymentFaults.ts'

export const devRoutes = [mailbox, failingJob, staleSignIn, paymentFaults]
