import { listReads } from './listReads.ts'
import { read } from './read.ts'

export const adminKeptRecordRoutes = [listReads, read]
