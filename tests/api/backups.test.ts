import { generate } from 'otplib'
import fs from 'node:fs'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { create, extract } from 'tar'
import { PDFDocument } from 'pdf-lib'
import { seedDemo } from '../../api/db/seeds/demo.ts'
import { boot } from '../../api/runtime/boot.ts'
import { serve } from '../../api/runtime/serve.ts'
import { takeRecordedBackup } from '../../api/backups/record.ts'
import { restoreBackup } from '../../api/backups/restore.ts'
import { BackupError, readArchive, stagingDir } from '../../api/backups/archive.ts'
import { backupsDir } from '../../api/backups/create.ts'
import { knownMigrations } from '../../api/backups/inventory.ts'
import { migrationConfig } from '../../api/db/connection.ts'
import { UserJson } from '../../shared/schemas/auth.ts'
import { dataEnvelope } from '../../shared/schemas/envelope.ts'
import { createUser, lastCodeTo, uniqueEmail, type CreatedUser } from '../support/factories.ts'
import { addOffer, createCarrier, submittedRequest } from '../support/offers.ts'
import { runDueJobs } from '../../api/services/jobs/worker.ts'
import { download, http, portOf } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { emptyTarget, tableContents, type RestoreTarget } from '../support/backupTargets.ts'
import { subscribeDirectly } from '../support/plans.ts'
import { loadConfig } from '../../api/config.ts'
import { openStorage } from '../../api/storage/index.ts'
import { isStoredFile } from '../../api/backups/manifest.ts'
import { startS3Server } from '../support/s3Server.ts'
import { putStoredFiles, STORED_FILES, storedContents, storedFileEntries } from '../support/storedFiles.ts'
import { addPolicy, renewalBody } from '../support/policies.ts'
import { photoJpeg, sentClaim, uploadPhoto } from '../support/claims.ts'
import { esignSampleCode } from '../../api/services/esignConsent.ts'

const targets: RestoreTarget[] = []
afterEach(async () => {
  for (const target of targets.splice(0)) await target.remove()
})

async function newTarget(storageUrl?: string): Promise<RestoreTarget> {
  const target = await emptyTarget((await testServer()).app.config.databaseUrl, storageUrl)
  targets.push(target)
  return target
}

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex')

/**
 * The tables this file's data leaves empty, named so that a new table is a decision: the record of
 * the backup being taken, and the Square sandbox emulator's own state.
 */
const EMPTY_TABLES = ['backups', 'square_emulator_idempotency', 'square_emulator_nonces', 'square_emulator_objects']

/**
 * A plan paid by card, written as the checkout records it. (Rows, not a charge through the Square
 * emulator: a restore copies tables, whoever wrote them, and a charge's round trip adds nothing here.)
 */
async function recordPaidPlan(customer: CreatedUser): Promise<void> {
  const { app } = await testServer()
  const subscriptionId = await subscribeDirectly(customer, 'basic')
  await app.knex('payments').insert({
    user_id: customer.user.id, subscription_id: subscriptionId, kind: 'initial', period_number: 1, attempt: 1, amount: '240.00', currency: 'USD',
    source_id: 'cnon:card-nonce-ok', status: 'completed', idempotency_key: `sub_${subscriptionId}_p1_a1`,
  })
  await app.knex('payment_cards').insert({ user_id: customer.user.id, square_customer_id: 'CUST_1', square_card_id: 'ccof:1', brand: 'VISA', last4: '1111', exp_month: 1, exp_year: 2040 })
}

/** A one-page PDF, as a customer uploads a declarations page. */
async function declarationsPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.addPage().drawText('Declarations page')
  return pdf.save()
}

/**
 * Data of every kind: a paid plan, a policy with an uploaded document, a help message, a consent, a
 * code, offers, e-mail, a kept record's read, the demo seed. Answers the customer and their document's path.
 */
async function fillEveryTable(): Promise<{ customer: CreatedUser; documentPath: string }> {
  const { app } = await testServer()
  await seedDemo(app)
  const customer = await createUser()
  await recordPaidPlan(customer)
  const policyId = await addPolicy(customer)
  const uploaded = await http('POST', `/api/v1/policies/${policyId}/documents?kind=declarations`, {
    token: customer.token, rawBody: await declarationsPdf(), headers: { 'content-type': 'application/pdf', 'x-file-name': 'declarations.pdf' },
  })
  expect(uploaded.status).toBe(201)
  expect((await http('POST', '/api/v1/support/conversations', { token: customer.token, body: { subject: 'My plan', body: 'Is my plan active?' } })).status).toBe(201)
  expect((await http('PUT', '/api/v1/me/preferences', { token: customer.token, body: { tips: true } })).status).toBe(200)
  expect((await http('POST', '/api/v1/me/email', { token: customer.token, body: { email: uniqueEmail('moving') } })).status).toBe(202)
  const admin = await createUser({ admin: true })
  const { owner: requester, number } = await submittedRequest()
  await addOffer(admin, number, await createCarrier(admin))
  expect((await http('POST', `/api/v1/insurance_requests/${number}/shares`, { token: requester.token })).status).toBe(201)
  // A deleted account's kept request, read once by an admin who said why.
  const { owner: leaving, number: kept } = await submittedRequest()
  expect((await http('DELETE', '/api/v1/me', { token: leaving.token, body: { password: leaving.password } })).status).toBe(200)
  expect((await http('POST', `/api/v1/admin/kept_records/${kept}/reads`, { token: admin.token, body: { reason: 'Complaint CA-2031-4' } })).status).toBe(200)
  const counts = await http('GET', '/api/v1/admin/agent_notifications', { token: admin.token })
  expect((await http('PUT', '/api/v1/admin/agent_notifications/seen', { token: admin.token, body: { through_id: counts.body.data.latest_id } })).status).toBe(200)
  // The security log, a wrong code's guess, and a finished e-mail change's undo link.
  expect((await http('POST', '/api/v1/auth/login', { body: { email: customer.email, password: customer.password } })).status).toBe(200)
  const mover = await createUser()
  const moved = uniqueEmail('moved')
  expect((await http('POST', '/api/v1/me/email', { token: mover.token, body: { email: moved } })).status).toBe(202)
  expect((await http('POST', '/api/v1/me/email/confirm', { token: mover.token, body: { code: 'ZZZZZZ' } })).status).toBe(422)
  expect((await http('POST', '/api/v1/me/email/confirm', { token: mover.token, body: { code: await lastCodeTo(moved) } })).status).toBe(200)
  // The agency's audit trail, and the paper-mail task a withdrawn e-document consent leaves.
  const agency = (await http('GET', '/api/v1/admin/agency', { token: admin.token })).body.data
  expect((await http('PUT', '/api/v1/admin/agency', { token: admin.token, body: { agency: { ...agency, national_producer_number: '5550001' } } })).status).toBe(200)
  expect((await http('POST', '/api/v1/me/esign_consent', { token: customer.token, body: { code: esignSampleCode(app, customer.user.id) } })).status).toBe(200)
  expect((await http('DELETE', '/api/v1/me/esign_consent', { token: customer.token })).status).toBe(200)
  // A renewal kept (its offer, and the past term it leaves), and a sent accident claim with a photo and an agent's note.
  expect((await http('POST', `/api/v1/policies/${policyId}/renewal`, { token: customer.token, body: await renewalBody(policyId) })).status).toBe(200)
  expect((await http('POST', `/api/v1/policies/${policyId}/renewal/keep`, { token: customer.token })).status).toBe(200)
  const claim = await sentClaim()
  expect((await uploadPhoto(claim.number, await photoJpeg(), claim.owner.token)).status).toBe(201)
  expect((await http('POST', `/api/v1/admin/claims/${claim.number}/notes`, { token: claim.admin.token, body: { note: { body: 'Called the carrier', visible_to_customer: true } } })).status).toBe(200)
  // An authenticator app and its recovery codes.
  const started = await http('POST', '/api/v1/me/second_factor/totp', { token: customer.token })
  const confirmed = await http('POST', '/api/v1/me/second_factor/totp/confirm', { token: customer.token, body: { code: await generate({ secret: started.body.data.secret }) } })
  expect(confirmed.status).toBe(200)
  // A passkey, as the ceremony stores one (tests/e2e/passkeys.spec.ts makes real ones), and a sign-in challenge.
  await app.knex('passkeys').insert({ user_id: customer.user.id, credential_id: 'credential-1', public_key: 'AAAA', counter: 3, transports: 'internal', name: 'Chrome on Linux', created_at: app.now() })
  expect((await http('POST', '/api/v1/auth/passkey/options')).status).toBe(200)
  await runDueJobs(app, { kinds: ['send_mail'] })
  return { customer, documentPath: `/api/v1/policies/${policyId}/documents/${uploaded.body.data.id}` }
}

/** A backup and a restore each copy the whole database (tens of MB on the embedded one): minutes on a busy machine. */
const SLOW = { timeout: 300_000 }

/** The refusals and the upgrade need an archive, not particular rows in it: they share one. */
let sharedBackup: ReturnType<typeof takeRecordedBackup> | undefined
const anyBackup = async () => (sharedBackup ??= takeRecordedBackup((await testServer()).app, 'manual'))

describe('npm run backup, then npm run restore', () => {
  it('gives back every row, the data folder files, an uploaded document and a signed-in session', SLOW, async () => {
    const { app } = await testServer()
    const { customer, documentPath } = await fillEveryTable()
    const before = await tableContents(app.knex)
    expect(Object.entries(before).filter(([, rows]) => rows.length === 0).map(([table]) => table)).toEqual(EMPTY_TABLES)
    const stored = await storedContents(app.storage)
    expect(stored.map((file) => file.key.split('/')[0])).toEqual(['claims', 'policies'])
    const document = await download(documentPath, customer.token)
    expect(document.status).toBe(200)

    const { file, manifest } = await takeRecordedBackup(app, 'manual')
    // The store is left empty again for the stored-files tests below, which list it exactly.
    for (const file of stored) await app.storage.delete(file.key)
    expect(manifest.database.row_counts).toEqual(Object.fromEntries(Object.entries(before).map(([table, rows]) => [table, rows.length])))
    expect(manifest.files).toEqual([
      { path: 'data/jwt-secret', bytes: 65, sha256: sha256(path.join(app.config.dataDir, 'jwt-secret')) },
      { path: 'data/square-emulator-token', bytes: 65, sha256: sha256(path.join(app.config.dataDir, 'square-emulator-token')) },
      ...stored.map((file) => ({ path: `files/${file.key}`, bytes: file.bytes.length, sha256: createHash('sha256').update(file.bytes).digest('hex'), content_type: file.contentType })),
    ])
    expect(manifest.file_count).toBe(4)

    const target = await newTarget()
    await restoreBackup(target.config, file)
    const restored = await boot(target.config, 'the restored copy', { migrate: false })
    try {
      expect(await tableContents(restored.app.knex)).toEqual(before)
      const server = await serve(restored.app, 0, '127.0.0.1')
      try {
        const me = await fetch(`http://127.0.0.1:${portOf(server)}/api/v1/me`, { headers: { authorization: `Bearer ${customer.token}` } })
        expect(me.status).toBe(200)
        expect(dataEnvelope(UserJson).parse(await me.json()).data.email).toBe(customer.email)
        const restoredDocument = await fetch(`http://127.0.0.1:${portOf(server)}${documentPath}`, { headers: { authorization: `Bearer ${customer.token}` } })
        expect(restoredDocument.status).toBe(200)
        expect(new Uint8Array(await restoredDocument.arrayBuffer())).toEqual(document.bytes)
      } finally {
        server.closeAllConnections()
        await new Promise<void>((resolve) => server.close(() => resolve()))
      }
    } finally {
      await restored.shutdown()
    }
  })

  it('refuses to restore over a database that holds data, and changes nothing', SLOW, async () => {
    const { app } = await testServer()
    const { file } = await anyBackup()
    const target = await newTarget()
    // On PostgreSQL the file's own database; on the embedded one a data folder that already has a database.
    const occupied = app.config.databaseUrl ? { ...target.config, databaseUrl: app.config.databaseUrl } : target.config
    if (!app.config.databaseUrl) fs.mkdirSync(path.join(target.config.dataDir, 'pgdata', 'base'), { recursive: true })
    const counts = await app.knex('users').count({ n: '*' })
    await expect(restoreBackup(occupied, file)).rejects.toThrow(new BackupError(app.config.databaseUrl
      ? 'Refusing to restore: the database DATABASE_URL names already has tables. Restore into an empty database.'
      : `Refusing to restore: ${target.config.dataDir} already holds a database. Restore into an empty DATA_DIR (move this one aside first).`))
    expect(await app.knex('users').count({ n: '*' })).toEqual(counts)
    expect(fs.existsSync(path.join(target.config.dataDir, 'jwt-secret'))).toBe(false)
  })

  it('refuses an archive made by a newer version, and a damaged one, before touching the target', SLOW, async () => {
    const { file } = await anyBackup()
    const unpacked = fs.mkdtempSync(path.join(path.dirname(file), 'unpacked-'))
    await extract({ file, cwd: unpacked })
    const manifestFile = path.join(unpacked, 'manifest.json')
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
    const entries = fs.readdirSync(unpacked)
    const repack = async (name: string, change: (m: typeof manifest) => unknown) => {
      fs.writeFileSync(manifestFile, JSON.stringify(change(structuredClone(manifest))))
      const archive = path.join(path.dirname(file), name)
      await create({ file: archive, cwd: unpacked }, entries)
      return archive
    }
    const newer = await repack('newer.tar', (m) => ({ ...m, app_version: '99.0.0' }))
    const damaged = await repack('damaged.tar', (m) => ({ ...m, files: m.files.map((f: { sha256: string }) => ({ ...f, sha256: '0'.repeat(64) })) }))

    const target = await newTarget()
    await expect(restoreBackup(target.config, newer)).rejects.toThrow(
      new BackupError('This backup was made by GetQuote 99.0.0, newer than this one (0.1.0): restore it with that version or later.'),
    )
    await expect(restoreBackup(target.config, damaged)).rejects.toThrow(
      new BackupError(`${damaged} is damaged: data/jwt-secret does not match its checksum.`),
    )
    expect(fs.readdirSync(target.config.dataDir)).toEqual([])
  })

  it('takes a backup before migrating an existing embedded database (PostgreSQL keeps its own)', SLOW, async () => {
    const { file } = await anyBackup()
    const target = await newTarget()
    await restoreBackup(target.config, file)
    // One migration behind, as a data folder is after pulling a newer version.
    const older = await boot(target.config, 'an older version', { migrate: false })
    await older.app.knex.migrate.down(migrationConfig)
    await older.shutdown()

    const started = await boot(target.config, 'the upgraded server')
    try {
      const dir = backupsDir(target.config.dataDir)
      if (target.config.databaseUrl) {
        expect(fs.existsSync(dir)).toBe(false)
        return
      }
      const archives = fs.readdirSync(dir)
      expect(archives).toHaveLength(1)
      const staging = stagingDir()
      try {
        const manifest = await readArchive(path.join(dir, archives[0] ?? ''), staging)
        expect(manifest.database.latest_migration).toBe(knownMigrations().at(-2))
      } finally {
        staging.remove()
      }
      // The source's own manual backups are restored rows too; the upgrade adds exactly one before migrating.
      expect(await started.app.knex('backups').where({ trigger: 'pre_migration' }).select('trigger', 'status', 'file_name')).toEqual([{ trigger: 'pre_migration', status: 'completed', file_name: archives[0] }])
    } finally {
      await started.shutdown()
    }
  })
})

/**
 * One archive of the database and STORED_FILES from this file's own disk store, which is emptied
 * again afterwards so that the other archives here hold no stored files, as older versions made them.
 */
let filesBackup: ReturnType<typeof takeRecordedBackup> | undefined
const backupWithFiles = () => (filesBackup ??= (async () => {
  const { app } = await testServer()
  const storage = openStorage(app.config.storage)
  await putStoredFiles(storage)
  try {
    return await takeRecordedBackup(app, 'manual')
  } finally {
    for (const { key } of STORED_FILES) await storage.delete(key)
  }
})())

/** A copy of an archive with `change` applied to its unpacked entries, as a damaged or forged copy would be. */
async function alteredCopy(file: string, name: string, change: (dir: string) => void): Promise<string> {
  const unpacked = fs.mkdtempSync(path.join(path.dirname(file), 'unpacked-'))
  await extract({ file, cwd: unpacked })
  change(unpacked)
  const copy = path.join(path.dirname(file), name)
  await create({ file: copy, cwd: unpacked }, fs.readdirSync(unpacked))
  return copy
}

describe('stored files in a backup', () => {
  it('gives every stored file back byte for byte into an empty DATA_DIR, nested keys and binary content included', SLOW, async () => {
    const { app } = await testServer()
    const { file, manifest } = await backupWithFiles()
    expect(manifest.files).toEqual([
      { path: 'data/jwt-secret', bytes: 65, sha256: sha256(path.join(app.config.dataDir, 'jwt-secret')) },
      { path: 'data/square-emulator-token', bytes: 65, sha256: sha256(path.join(app.config.dataDir, 'square-emulator-token')) },
      ...storedFileEntries(),
    ])
    expect(manifest.file_count).toBe(5)

    const target = await newTarget()
    await restoreBackup(target.config, file)
    expect(target.config.storage).toEqual({ kind: 'disk', dir: path.join(target.config.dataDir, 'files') })
    expect(await storedContents(openStorage(target.config.storage))).toEqual(STORED_FILES)
  })

  it('copies an S3-compatible bucket into the archive and back into an empty bucket', SLOW, async () => {
    const [sourceS3, targetS3] = [await startS3Server('getquote-source'), await startS3Server('getquote-target')]
    // The S3 store reads credentials from the SDK's standard environment variables, as in production.
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER')
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER')
    try {
      const { app } = await testServer()
      const { storage } = loadConfig({ STORAGE_URL: `s3://${sourceS3.bucket}/site-a?endpoint=${sourceS3.endpoint}&region=us-east-1` })
      await putStoredFiles(openStorage(storage))
      const { file, manifest } = await takeRecordedBackup({ ...app, config: { ...app.config, storage } }, 'manual')
      expect(manifest.files.filter(isStoredFile)).toEqual(storedFileEntries())

      const target = await newTarget(`s3://${targetS3.bucket}?endpoint=${targetS3.endpoint}&region=us-east-1`)
      await restoreBackup(target.config, file)
      expect(await storedContents(openStorage(target.config.storage))).toEqual(STORED_FILES)
      // Into the bucket, not beside the database.
      expect(fs.existsSync(path.join(target.config.dataDir, 'files'))).toBe(false)
    } finally {
      vi.unstubAllEnvs()
      await sourceS3.stop()
      await targetS3.stop()
    }
  })

  it('refuses to restore into a file store that already holds files, and changes nothing', SLOW, async () => {
    const { file } = await backupWithFiles()
    const target = await newTarget()
    const storage = openStorage(target.config.storage)
    const notes = new TextEncoder().encode('already here')
    await storage.put('kept/notes.txt', notes, 'text/plain')
    await expect(restoreBackup(target.config, file)).rejects.toThrow(new BackupError(
      `Refusing to restore: the file store ${path.join(target.config.dataDir, 'files')} already holds files. Restore into an empty one (an empty DATA_DIR, or an empty bucket or prefix in STORAGE_URL).`,
    ))
    expect(await storedContents(storage)).toEqual([{ key: 'kept/notes.txt', bytes: notes, contentType: 'text/plain' }])
    // No database, no secrets: only the store that was already there.
    expect(fs.readdirSync(target.config.dataDir)).toEqual(['files'])
  })

  it('refuses an archive whose stored file does not match its checksum, before touching the target', SLOW, async () => {
    const { file } = await backupWithFiles()
    const damaged = await alteredCopy(file, 'damaged-file.tar', (dir) => {
      const photo = path.join(dir, 'files/claims/7/photos/2026/front.jpg')
      const bytes = fs.readFileSync(photo)
      bytes[0] = (bytes[0] ?? 0) ^ 0xff
      fs.writeFileSync(photo, bytes)
    })
    const target = await newTarget()
    await expect(restoreBackup(target.config, damaged)).rejects.toThrow(
      new BackupError(`${damaged} is damaged: files/claims/7/photos/2026/front.jpg does not match its checksum.`),
    )
    expect(fs.readdirSync(target.config.dataDir)).toEqual([])
  })

  it.each(['files/../escape.pdf', 'files//etc/passwd', 'files/.meta/avatar.png', 'files/a\\b.pdf'])('refuses a manifest naming the stored file %j', SLOW, async (forged) => {
    const { file } = await backupWithFiles()
    const copy = await alteredCopy(file, 'forged-key.tar', (dir) => {
      const manifestFile = path.join(dir, 'manifest.json')
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
      manifest.files.at(-1).path = forged
      fs.writeFileSync(manifestFile, JSON.stringify(manifest))
    })
    const target = await newTarget()
    await expect(restoreBackup(target.config, copy)).rejects.toThrow(new BackupError(`${copy} has a manifest this version cannot read: a file entry is neither data/<name> nor files/<storage key> with its size, SHA-256 and content type.`))
    expect(fs.readdirSync(target.config.dataDir)).toEqual([])
  })
})
