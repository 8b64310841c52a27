import useSWR from 'swr'
import { fetchAs } from '../../lib/swrConfig.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { BackupStatusJson } from '../../../shared/schemas/backups.ts'

/** When the last backup was taken, and whether it is late or failed. */
export function useBackupStatus() {
  const { data, error } = useSWR('/admin/backup_status', fetchAs(dataEnvelope(BackupStatusJson)), { dedupingInterval: 0 })
  return { status: data?.data, error }
}
