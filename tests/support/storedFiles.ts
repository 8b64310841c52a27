import { createHash } from 'node:crypto'
import type { Storage } from '../../api/storage/index.ts'
import type { StoredFile } from '../../api/storage/storage.ts'

interface StoredFixture extends StoredFile {
  key: string
}

/** Files as uploads leave them in the store: nested keys, binary bytes (every byte value), several types; sorted by key. */
export const STORED_FILES: StoredFixture[] = [
  { key: 'avatar.png', bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]), contentType: 'image/png' },
  { key: 'claims/7/photos/2026/front.jpg', bytes: Uint8Array.from({ length: 70_000 }, (_, i) => (i * 131) % 256), contentType: 'image/jpeg' },
  { key: 'policies/12/documents/declarations.pdf', bytes: new TextEncoder().encode('%PDF-1.7\n%declarations\n'), contentType: 'application/pdf' },
]

export async function putStoredFiles(storage: Storage): Promise<void> {
  for (const { key, bytes, contentType } of STORED_FILES) await storage.put(key, bytes, contentType)
}

/** Everything a store holds, key by key, as a reader gets it back. */
export async function storedContents(storage: Storage): Promise<StoredFixture[]> {
  const contents: StoredFixture[] = []
  for (const key of await storage.list('')) {
    const stored = await storage.get(key)
    if (stored) contents.push({ key, ...stored })
  }
  return contents
}

/** The manifest entries a backup of STORED_FILES must list. */
export const storedFileEntries = () => STORED_FILES.map(({ key, bytes, contentType }) => ({
  path: `files/${key}`, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), content_type: contentType,
}))
