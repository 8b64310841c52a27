import { randomUUID } from 'node:crypto'
import type { AppContext } from '../../context.ts'
import { checkPhoto, fileRefused } from '../../files/index.ts'
import { AccidentClaimPhoto } from '../../models/AccidentClaimPhoto.ts'
import type { AccidentClaim } from '../../models/AccidentClaim.ts'
import type { User } from '../../models/User.ts'
import { conflict, notFound } from '../../errors.ts'
import { enqueueStoredFileDeletion } from '../insurancePolicies/documentFiles.ts'
import { MAX_CLAIM_PHOTOS } from '../../../shared/schemas/accidentClaims.ts'
import { recordClaimEvent } from './events.ts'
import { loadClaim, lockClaim } from './records.ts'
import { SENT_MESSAGE } from './drafts.ts'

/** The name as chosen, with the extension of what is stored ('IMG_0042.HEIC' → 'IMG_0042.jpg'). */
function storedName(name: string, extension: string): string {
  const dot = name.lastIndexOf('.')
  return `${dot > 0 ? name.slice(0, dot) : name}.${extension}`
}

/**
 * Keeps a photo on a claim: judged by its bytes, shrunk and stripped (checkPhoto), at most 10 a claim,
 * stored and audited together. Anything refused, or a failure on the way, leaves no row and no file.
 */
export async function addClaimPhoto(app: AppContext, actor: User, claim: AccidentClaim, upload: { file: Uint8Array; file_name: string }): Promise<AccidentClaimPhoto> {
  const clean = await checkPhoto(upload.file)
  const key = `claims/${claim.id}/photos/${randomUUID()}.${clean.extension}`
  const fileName = storedName(upload.file_name, clean.extension)
  const now = app.now()
  let stored = false
  try {
    return await app.knex.transaction(async (trx) => {
      // The claim's row lock makes two uploads at once wait for each other, so both cannot pass the cap.
      const locked = await lockClaim(trx, claim.id)
      if (locked.status === 'closed') throw conflict('This claim is closed.')
      if ((await AccidentClaimPhoto.query(trx).where({ accident_claim_id: claim.id }).resultSize()) >= MAX_CLAIM_PHOTOS) {
        throw fileRefused(`A report holds at most ${MAX_CLAIM_PHOTOS} photos.`)
      }
      const photo = await AccidentClaimPhoto.query(trx).insert({
        accident_claim_id: claim.id, file_name: fileName, content_type: clean.contentType, byte_size: clean.bytes.byteLength, storage_key: key, created_at: now,
      })
      await recordClaimEvent(trx, { claimId: claim.id, actorId: actor.id, action: 'photo_added', detail: `Photo added: ${fileName}`, now })
      await app.storage.put(key, clean.bytes, clean.contentType)
      stored = true
      return photo
    })
  } catch (error) {
    if (stored) await app.storage.delete(key)
    throw error
  }
}

/** A photo of this claim with its bytes; another claim's photo id is not found here. */
export async function readClaimPhoto(app: AppContext, claimId: number, photoId: number): Promise<{ photo: AccidentClaimPhoto; bytes: Uint8Array }> {
  const photo = await AccidentClaimPhoto.query().findOne({ id: photoId, accident_claim_id: claimId })
  const stored = photo ? await app.storage.get(photo.storage_key) : null
  if (!photo || !stored) throw notFound('Photo not found')
  return { photo, bytes: stored.bytes }
}

/**
 * Takes a photo back out of a draft report, audited; a sent report is the agent's and keeps its photos.
 * The stored file goes by a job queued with the row's deletion, so a rollback keeps both.
 */
export async function removeClaimPhoto(app: AppContext, actor: User, claim: AccidentClaim, photoId: number): Promise<AccidentClaim> {
  const now = app.now()
  await app.knex.transaction(async (trx) => {
    const locked = await lockClaim(trx, claim.id)
    if (locked.status !== 'draft') throw conflict(SENT_MESSAGE)
    const photo = await AccidentClaimPhoto.query(trx).findOne({ id: photoId, accident_claim_id: claim.id })
    if (!photo) throw notFound('Photo not found')
    await AccidentClaimPhoto.query(trx).deleteById(photo.id)
    await recordClaimEvent(trx, { claimId: claim.id, actorId: actor.id, action: 'photo_removed', detail: `Photo removed: ${photo.file_name}`, now })
    await enqueueStoredFileDeletion(trx, [photo.storage_key], now)
  })
  return await loadClaim(claim.claim_number)
}
