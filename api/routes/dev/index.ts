import { failingJob } from './failingJob.ts'
import { mailbox } from './mailbox.ts'
import { staleSignIn } from './staleSignIn.ts'

export const devRoutes = [mailbox, failingJob, staleSignIn]
