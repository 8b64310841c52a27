import { describe, expect, it } from 'vitest'
import { AccidentClaimJson } from '../../shared/schemas/accidentClaims.ts'
import { messageEnvelope } from '../../shared/schemas/envelope.ts'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser } from '../support/factories.ts'
import { photoJpeg, sentClaim, startClaim, uploadPhoto } from '../support/claims.ts'
import { runDueJobs } from '../../api/services/jobs/worker.ts'

const photoPath = (number: string, id: number) => `/api/v1/claims/${number}/photos/${id}`

async function claimId(number: string): Promise<number> {
  const { app } = await testServer()
  return Number((await app.knex('accident_claims').where({ claim_number: number }).first('id')).id)
}

/** The claim's photo rows (id → stored key) and its stored files. */
async function kept(number: string) {
  const { app } = await testServer()
  const id = await claimId(number)
  const rows: { id: number; storage_key: string }[] = await app.knex('accident_claim_photos').where({ accident_claim_id: id }).orderBy('id').select('id', 'storage_key')
  return { rows: rows.map((row) => ({ id: Number(row.id), key: row.storage_key })), files: await app.storage.list(`claims/${id}`) }
}

async function addPhotos(number: string, token: string, names: string[]): Promise<number[]> {
  const ids: number[] = []
  for (const name of names) {
    const res = await uploadPhoto(number, await photoJpeg(), token, name)
    expect(res.status).toBe(201)
    ids.push(res.body.data.id)
  }
  return ids
}

describe('DELETE /api/v1/claims/:number/photos/:id', () => {
  it('takes the photo out of its owner\'s draft, audits it, and its stored file goes by a job', async () => {
    const { app } = await testServer()
    const owner = await createUser()
    const number = await startClaim(owner)
    const [front = 0, rear = 0] = await addPhotos(number, owner.token, ['front.jpg', 'rear.jpg'])
    const before = await kept(number)
    const res = await http('DELETE', photoPath(number, front), { token: owner.token })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const { data, message } = messageEnvelope(AccidentClaimJson).parse(res.body)
    expect(message).toBe('Photo removed.')
    expect(data.photos.map((photo) => [photo.id, photo.file_name])).toEqual([[rear, 'rear.jpg']])
    const after = await kept(number)
    expect(after.rows.map((row) => row.id)).toEqual([rear])
    const events = await app.knex('accident_claim_events').where({ accident_claim_id: await claimId(number) }).orderBy('id').select('action', 'actor_user_id', 'detail')
    expect(events.at(-1)).toEqual({ action: 'photo_removed', actor_user_id: owner.user.id, detail: 'Photo removed: front.jpg' })
    // The file outlives the request until the job runs; then only the kept photo's file is left.
    expect(after.files).toEqual(before.files)
    await runDueJobs(app, { kinds: ['delete_stored_files'] })
    expect((await kept(number)).files).toEqual(after.rows.map((row) => row.key))
    expect((await http('GET', photoPath(number, front), { token: owner.token })).body).toEqual({ code: 'not_found', message: 'Photo not found' })
  })

  it('answers 401 anonymous, 404 to another customer and for another claim\'s photo, 403 to an admin, removing nothing', async () => {
    const owner = await createUser()
    const other = await createUser()
    const admin = await createUser({ admin: true })
    const number = await startClaim(owner)
    const [id = 0] = await addPhotos(number, owner.token, ['front.jpg'])
    const otherDraft = await startClaim(owner)
    expect((await http('DELETE', photoPath(number, id))).status).toBe(401)
    expect((await http('DELETE', photoPath(number, id), { token: other.token })).body).toEqual({ code: 'not_found', message: 'Claim not found' })
    expect((await http('DELETE', photoPath(otherDraft, id), { token: owner.token })).body).toEqual({ code: 'not_found', message: 'Photo not found' })
    const byAdmin = await http('DELETE', photoPath(number, id), { token: admin.token })
    expect([byAdmin.status, byAdmin.body.code]).toEqual([403, 'forbidden'])
    expect((await http('DELETE', `/api/v1/claims/${number}/photos/x1`, { token: owner.token })).status).toBe(422)
    expect((await kept(number)).rows.map((row) => row.id)).toEqual([id])
  })

  it('answers 409 once the report is sent, and keeps the photo', async () => {
    const { owner, number } = await sentClaim()
    const [id = 0] = await addPhotos(number, owner.token, ['front.jpg'])
    const res = await http('DELETE', photoPath(number, id), { token: owner.token })
    expect([res.status, res.body]).toEqual([409, { code: 'conflict', message: 'This report was sent already; an agent has it now.' }])
    expect((await kept(number)).rows.map((row) => row.id)).toEqual([id])
  })
})
