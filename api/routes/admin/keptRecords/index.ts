import { read } from './read.ts'

export const adminKeptRecordRoutes = [read]
