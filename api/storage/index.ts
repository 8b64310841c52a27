import { createDiskStorage } from './disk.ts'
import { createS3Storage } from './s3.ts'
import type { Storage } from './storage.ts'
import type { StorageConfig } from './storageUrl.ts'

export type { Storage } from './storage.ts'
export type { StorageConfig } from './storageUrl.ts'

/** The one storage the process uses, chosen once at boot from config.storage. */
export function openStorage(config: StorageConfig): Storage {
  return config.kind === 's3' ? createS3Storage(config) : createDiskStorage(config.dir)
}
