import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { checkStorageKey, InvalidStorageKeyError } from './keys.ts'
import type { Storage, StoredFile } from './storage.ts'

const isMissing = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ENOENT'

/**
 * Files under one folder (DATA_DIR/files): the bytes at `<root>/<key>`, the content type beside them
 * at `<root>/.meta/<key>`. A file is written to `.tmp` and renamed into place, so a reader never sees
 * half a file and a failed write leaves nothing under the key.
 */
export function createDiskStorage(root: string): Storage {
  const resolve = (base: string, key: string) => {
    const target = path.resolve(base, checkStorageKey(key))
    // The key check already rules this out; the path check keeps it true if the check ever loosens.
    if (!target.startsWith(`${path.resolve(base)}${path.sep}`)) throw new InvalidStorageKeyError(`Invalid storage key: ${key}`)
    return target
  }
  const dataPath = (key: string) => resolve(root, key)
  const metaPath = (key: string) => resolve(path.join(root, '.meta'), key)

  async function writeAtomically(target: string, bytes: Uint8Array | string): Promise<void> {
    const tmpDir = path.join(root, '.tmp')
    await fs.mkdir(tmpDir, { recursive: true })
    await fs.mkdir(path.dirname(target), { recursive: true })
    const tmp = path.join(tmpDir, randomUUID())
    try {
      await fs.writeFile(tmp, bytes)
      await fs.rename(tmp, target)
    } finally {
      await fs.rm(tmp, { force: true })
    }
  }

  return {
    async put(key, bytes, contentType) {
      await writeAtomically(metaPath(key), contentType)
      await writeAtomically(dataPath(key), bytes)
    },
    async get(key): Promise<StoredFile | null> {
      try {
        const [bytes, contentType] = await Promise.all([fs.readFile(dataPath(key)), fs.readFile(metaPath(key), 'utf8')])
        return { bytes: new Uint8Array(bytes), contentType }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async delete(key) {
      await fs.rm(dataPath(key), { force: true })
      await fs.rm(metaPath(key), { force: true })
    },
    async list(prefix) {
      const base = prefix === '' ? path.resolve(root) : resolve(root, prefix.replace(/\/$/, ''))
      let entries: string[]
      try {
        entries = await fs.readdir(base, { recursive: true })
      } catch (error) {
        if (isMissing(error)) return []
        throw error
      }
      const keys: string[] = []
      for (const entry of entries) {
        const key = path.relative(root, path.join(base, entry)).split(path.sep).join('/')
        // The store's own .meta and .tmp folders, and folders themselves, are not keys.
        if (key.split('/').some((segment) => segment.startsWith('.'))) continue
        if ((await fs.stat(path.join(base, entry))).isFile()) keys.push(key)
      }
      return keys.sort()
    },
    async exists(key) {
      try {
        return (await fs.stat(dataPath(key))).isFile()
      } catch (error) {
        if (isMissing(error)) return false
        throw error
      }
    },
  }
}
