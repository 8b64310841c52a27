import { mailbox } from './mailbox.ts'

export const devRoutes = [mailbox]
