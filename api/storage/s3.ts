import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NotFound, NoSuchKey, paginateListObjectsV2, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { checkStorageKey } from './keys.ts'
import type { Storage } from './storage.ts'
import type { S3StorageConfig } from './storageUrl.ts'

/**
 * Objects in one S3-compatible bucket (AWS, MinIO, R2, …). Credentials come from the SDK's standard
 * chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile or an instance role), never from the URL,
 * so STORAGE_URL can be logged. Another endpoint than AWS gets path-style addressing, which they all accept.
 */
export function createS3Storage(config: S3StorageConfig): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.endpoint !== undefined,
  })
  const Bucket = config.bucket
  const objectKey = (key: string) => `${config.prefix}${checkStorageKey(key)}`

  return {
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }))
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }))
        if (!answer.Body) return null
        return { bytes: await answer.Body.transformToByteArray(), contentType: answer.ContentType ?? 'application/octet-stream' }
      } catch (error) {
        if (error instanceof NoSuchKey) return null
        throw error
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }))
    },
    async list(prefix) {
      const from = `${config.prefix}${prefix === '' ? '' : `${checkStorageKey(prefix.replace(/\/$/, ''))}/`}`
      const keys: string[] = []
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: from })) {
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key.slice(config.prefix.length))
      }
      return keys.sort()
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }))
        return true
      } catch (error) {
        if (error instanceof NotFound) return false
        throw error
      }
    },
  }
}
