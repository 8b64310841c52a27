import { failingJob } from './failingJob.ts'
import { mailbox } from './mailbox.ts'

export const devRoutes = [mailbox, failingJob]
