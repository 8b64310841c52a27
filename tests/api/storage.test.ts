import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../../api/config.ts'
import { openStorage, type Storage } from '../../api/storage/index.ts'
import { startS3Server, type TestS3Server } from '../support/s3Server.ts'

const pdf = new TextEncoder().encode('%PDF-1.7\n%test\n')
const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 31) % 256)

/** The contract both implementations keep; `open` builds the store under test. */
function describeContract(name: string, open: () => Storage) {
  describe(`${name} storage`, () => {
    it('returns what was put, with its content type', async () => {
      const storage = open()
      await storage.put('policies/1/documents/card.pdf', pdf, 'application/pdf')
      expect(await storage.get('policies/1/documents/card.pdf')).toEqual({ bytes: pdf, contentType: 'application/pdf' })
      expect(await storage.exists('policies/1/documents/card.pdf')).toBe(true)
    })

    it('keeps binary content byte for byte, 3 MB of it', async () => {
      const storage = open()
      const big = bytes(3 * 1024 * 1024)
      await storage.put('big/photo.jpg', big, 'image/jpeg')
      const stored = await storage.get('big/photo.jpg')
      expect(stored?.contentType).toBe('image/jpeg')
      expect(Buffer.from(stored?.bytes ?? []).equals(Buffer.from(big))).toBe(true)
    })

    it('replaces an object put twice under one key', async () => {
      const storage = open()
      await storage.put('replace/me.png', bytes(10), 'image/png')
      await storage.put('replace/me.png', pdf, 'application/pdf')
      expect(await storage.get('replace/me.png')).toEqual({ bytes: pdf, contentType: 'application/pdf' })
    })

    it('answers null and false for a key that holds nothing', async () => {
      const storage = open()
      expect(await storage.get('never/put.pdf')).toBeNull()
      expect(await storage.exists('never/put.pdf')).toBe(false)
      expect(await storage.exists('never')).toBe(false)
    })

    it('deletes, and deleting again is not an error', async () => {
      const storage = open()
      await storage.put('gone/soon.pdf', pdf, 'application/pdf')
      await storage.delete('gone/soon.pdf')
      await storage.delete('gone/soon.pdf')
      expect(await storage.get('gone/soon.pdf')).toBeNull()
      expect(await storage.exists('gone/soon.pdf')).toBe(false)
    })

    it('lists every key under a prefix, sorted, and nothing of its own', async () => {
      const storage = open()
      for (const key of ['listed/b/2.pdf', 'listed/a.png', 'listed/b/1.pdf', 'listedness/x.pdf']) await storage.put(key, pdf, 'application/pdf')
      expect(await storage.list('listed/')).toEqual(['listed/a.png', 'listed/b/1.pdf', 'listed/b/2.pdf'])
      expect(await storage.list('listed/b')).toEqual(['listed/b/1.pdf', 'listed/b/2.pdf'])
      expect(await storage.list('empty')).toEqual([])
      expect((await storage.list('')).filter((key) => key.startsWith('listed'))).toEqual(['listed/a.png', 'listed/b/1.pdf', 'listed/b/2.pdf', 'listedness/x.pdf'])
    })

    it.each(['../escape.pdf', 'a/../../escape.pdf', '/etc/passwd', '.meta/x', 'a//b', '', 'a\\..\\b', 'a/b c', 'a/%2e%2e/b', 'a/./b'])(
      'refuses the key %j for every operation',
      async (key) => {
        const storage = open()
        await expect(storage.put(key, pdf, 'application/pdf')).rejects.toThrow('Invalid storage key')
        await expect(storage.get(key)).rejects.toThrow('Invalid storage key')
        await expect(storage.exists(key)).rejects.toThrow('Invalid storage key')
        await expect(storage.delete(key)).rejects.toThrow('Invalid storage key')
        if (key !== '') await expect(storage.list(key)).rejects.toThrow('Invalid storage key')
      },
    )
  })
}

describe('STORAGE_URL', () => {
  it('defaults to DATA_DIR/files on disk', () => {
    expect(loadConfig({ DATA_DIR: '/srv/getquote' }).storage).toEqual({ kind: 'disk', dir: '/srv/getquote/files' })
  })

  it('names a bucket, its prefix, endpoint and region', () => {
    const config = loadConfig({ STORAGE_URL: 's3://getquote-files/prod/?endpoint=http://127.0.0.1:9000&region=eu-west-1' })
    expect(config.storage).toEqual({ kind: 's3', bucket: 'getquote-files', prefix: 'prod/', endpoint: 'http://127.0.0.1:9000', region: 'eu-west-1' })
  })

  it('means AWS in us-east-1 without endpoint or region', () => {
    expect(loadConfig({ STORAGE_URL: 's3://getquote-files' }).storage).toEqual({ kind: 's3', bucket: 'getquote-files', prefix: '', endpoint: undefined, region: 'us-east-1' })
  })

  it.each(['https://bucket', 's3://', 's3://key:secret@bucket', 's3://bucket?endpoint=ftp://host', 's3://B_ad'])('refuses %j with one line naming the variable', (url) => {
    expect(() => loadConfig({ STORAGE_URL: url })).toThrow(/^Invalid configuration: STORAGE_URL must look like s3:\/\/bucket/)
  })
})

const diskRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'getquote-files-'))
afterAll(() => fs.rmSync(diskRoot, { recursive: true, force: true }))
describeContract('disk', () => openStorage({ kind: 'disk', dir: diskRoot }))

describe('disk storage layout', () => {
  it('writes nothing outside its folder and leaves no temporary file', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'getquote-files-'))
    const storage = openStorage({ kind: 'disk', dir: path.join(root, 'files') })
    await storage.put('a/b.pdf', pdf, 'application/pdf')
    await expect(storage.put('../outside.pdf', pdf, 'application/pdf')).rejects.toThrow('Invalid storage key')
    expect(fs.readdirSync(root)).toEqual(['files'])
    expect(fs.readdirSync(path.join(root, 'files', '.tmp'))).toEqual([])
    expect(fs.readFileSync(path.join(root, 'files', 'a', 'b.pdf'))).toEqual(Buffer.from(pdf))
    fs.rmSync(root, { recursive: true, force: true })
  })
})

let s3: TestS3Server
beforeAll(async () => {
  s3 = await startS3Server()
  // The S3 store reads credentials from the SDK's standard environment variables, as in production.
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER')
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER')
})
afterAll(async () => {
  vi.unstubAllEnvs()
  await s3.stop()
})
describeContract('S3-compatible', () => {
  const { storage } = loadConfig({ STORAGE_URL: `s3://${s3.bucket}/tests?endpoint=${s3.endpoint}&region=us-east-1` })
  return openStorage(storage)
})
