import { show } from './show.ts'

export const adminBackupRoutes = [show]
