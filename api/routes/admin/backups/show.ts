import { defineRoute } from '../../defineRoute.ts'
import { loadBackupStatus } from '../../../backups/status.ts'
import { dataEnvelope } from '../../../../shared/schemas/envelope.ts'
import { BackupStatusJson } from '../../../../shared/schemas/backups.ts'

/** The admin home's backup line: the last backup's time and size, and whether it is late or failed. */
export const show = defineRoute({
  method: 'get',
  path: '/admin/backup_status',
  access: 'admin',
  summary: 'When the last backup was taken, its size, and whether it is late or failed',
  response: dataEnvelope(BackupStatusJson),
  errors: [],
  async handle({ app }) {
    return { data: await loadBackupStatus(app) }
  },
})
