import { listReads } from './listReads.ts'
import { read } from './read.ts'
import { readConsents } from './readConsents.ts'

export const adminKeptRecordRoutes = [listReads, read, readConsents]
