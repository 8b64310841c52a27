import { z } from 'zod'

export interface S3StorageConfig {
  kind: 's3'
  bucket: string
  /** Prepended to every key ('' or ending in `/`), so one bucket can hold several installations. */
  prefix: string
  /** An S3-compatible server's address; undefined means AWS itself. */
  endpoint: string | undefined
  region: string
}

/** Disk under DATA_DIR/files unless STORAGE_URL names a bucket. */
export type StorageConfig = { kind: 'disk'; dir: string } | S3StorageConfig

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/
const MESSAGE = 'must look like s3://bucket[/prefix]?endpoint=https://host:port&region=us-east-1'

/** STORAGE_URL=s3://bucket[/prefix]?endpoint=…&region=…; anything else is one line naming the variable. */
export const StorageUrl = z.string().transform((value, ctx): S3StorageConfig => {
  const url = URL.parse(value)
  const endpoint = url?.searchParams.get('endpoint') ?? undefined
  const endpointOk = endpoint === undefined || /^https?:$/.test(URL.parse(endpoint)?.protocol ?? '')
  if (!url || url.protocol !== 's3:' || !BUCKET.test(url.hostname) || url.username || url.password || !endpointOk) {
    ctx.addIssue({ code: 'custom', message: MESSAGE })
    return z.NEVER
  }
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '')
  return {
    kind: 's3',
    bucket: url.hostname,
    prefix: prefix === '' ? '' : `${prefix}/`,
    endpoint,
    region: url.searchParams.get('region') ?? 'us-east-1',
  }
})
