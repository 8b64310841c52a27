/** One stored object as it comes back: its bytes and the content type it was stored with. */
export interface StoredFile {
  bytes: Uint8Array
  contentType: string
}

/**
 * Where uploaded and generated files live: a folder under DATA_DIR for one machine, an S3-compatible
 * bucket when several API processes on several machines must share them. Keys come from our code
 * (e.g. `policies/12/documents/uuid.pdf`), never from a person; each call checks them (keys.ts).
 */
export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** null when nothing is stored under the key. */
  get(key: string): Promise<StoredFile | null>
  /** Deleting a key that holds nothing is not an error, so a cleanup may run twice. */
  delete(key: string): Promise<void>
  exists(key: string): Promise<boolean>
  /** Every key in a folder ('policies/12' or 'policies/12/'; '' for all), sorted: what a backup copies (issue #34). */
  list(prefix: string): Promise<string[]>
}
