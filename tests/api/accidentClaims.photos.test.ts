import { describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { ClaimPhotoJson } from '../../shared/schemas/accidentClaims.ts'
import { messageEnvelope } from '../../shared/schemas/envelope.ts'
import { download, http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser } from '../support/factories.ts'
import { photoJpeg, sentClaim, startClaim, uploadPhoto } from '../support/claims.ts'

const NOT_A_PHOTO = 'Please add a photo (JPEG, PNG or HEIC). This file is not a photo, whatever its name says.'

/** What a claim has kept: its photo rows and the stored files. */
async function kept(number: string) {
  const { app } = await testServer()
  const claim = await app.knex('accident_claims').where({ claim_number: number }).first()
  return { rows: await app.knex('accident_claim_photos').where({ accident_claim_id: claim.id }).orderBy('id'), files: await app.storage.list(`claims/${claim.id}`) }
}

describe('POST /api/v1/claims/:number/photos', () => {
  it('keeps a photo for its owner, re-encoded without its metadata, and audits it', async () => {
    const owner = await createUser()
    const number = await startClaim(owner)
    const withGps = new Uint8Array(await sharp(await photoJpeg()).withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 34/1 0/1' } }).toBuffer())
    const res = await uploadPhoto(number, withGps, owner.token, 'IMG_0042.JPG')
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const { data } = messageEnvelope(ClaimPhotoJson).parse(res.body)
    expect(data).toMatchObject({ file_name: 'IMG_0042.jpg', content_type: 'image/jpeg' })
    const { rows, files } = await kept(number)
    expect(rows.map((row) => row.storage_key)).toEqual(files)
    const { app } = await testServer()
    const stored = await app.storage.get(files[0] ?? '')
    expect((await sharp(stored?.bytes).metadata()).exif).toBeUndefined()
    const claim = await app.knex('accident_claims').where({ claim_number: number }).first()
    expect(await app.knex('accident_claim_events').where({ accident_claim_id: claim.id }).select('action', 'actor_user_id', 'detail')).toEqual([{ action: 'photo_added', actor_user_id: owner.user.id, detail: 'Photo added: IMG_0042.jpg' }])
  })

  it('shrinks a large photo to fit 2560 pixels', async () => {
    const owner = await createUser()
    const number = await startClaim(owner)
    const big = new Uint8Array(await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#335577' } }).jpeg().toBuffer())
    const res = await uploadPhoto(number, big, owner.token)
    expect(res.status).toBe(201)
    const { app } = await testServer()
    const [key] = (await kept(number)).files
    const metadata = await sharp((await app.storage.get(key ?? ''))?.bytes).metadata()
    expect([metadata.width, metadata.height]).toEqual([2560, 1920])
  })

  it('refuses an HTML file named .jpg and a PDF with 422, keeping nothing', async () => {
    const owner = await createUser()
    const number = await startClaim(owner)
    const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>')
    const res = await uploadPhoto(number, html, owner.token, 'crash.jpg')
    expect([res.status, res.body]).toEqual([422, { code: 'validation_failed', message: NOT_A_PHOTO, errors: [NOT_A_PHOTO], fields: { file: NOT_A_PHOTO } }])
    const pdf = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')
    expect((await uploadPhoto(number, pdf, owner.token, 'a.pdf')).status).toBe(422)
    expect(await kept(number)).toEqual({ rows: [], files: [] })
  })

  it('refuses an eleventh photo', async () => {
    const owner = await createUser()
    const number = await startClaim(owner)
    const bytes = await photoJpeg()
    for (let i = 0; i < 10; i += 1) expect((await uploadPhoto(number, bytes, owner.token)).status).toBe(201)
    const res = await uploadPhoto(number, bytes, owner.token)
    expect([res.status, res.body.fields]).toEqual([422, { file: 'A report holds at most 10 photos.' }])
    expect((await kept(number)).rows).toHaveLength(10)
  })

  it('answers 401 anonymous and 404 to another customer, lets an admin add one, keeping nothing refused', async () => {
    const { owner, admin, number } = await sentClaim()
    const other = await createUser()
    expect((await uploadPhoto(number, await photoJpeg())).status).toBe(401)
    expect((await uploadPhoto(number, await photoJpeg(), other.token)).body).toEqual({ code: 'not_found', message: 'Claim not found' })
    expect((await kept(number)).rows).toEqual([])
    expect((await uploadPhoto(number, await photoJpeg(), admin.token)).status).toBe(201)
    expect((await uploadPhoto(number, await photoJpeg(), owner.token)).status).toBe(201)
  })
})

describe('GET /api/v1/claims/:number/photos/:id', () => {
  it('serves a photo to its owner and an admin as a nosniff attachment; 401 anonymous, 404 to another customer and for another claim', async () => {
    const { owner, admin, number } = await sentClaim()
    const other = await createUser()
    const { id } = (await uploadPhoto(number, await photoJpeg(), owner.token, 'front.jpg')).body.data
    for (const token of [owner.token, admin.token]) {
      const res = await download(`/api/v1/claims/${number}/photos/${id}`, token)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/jpeg')
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="front.jpg"')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect((await sharp(res.bytes).metadata()).format).toBe('jpeg')
    }
    expect((await download(`/api/v1/claims/${number}/photos/${id}`)).status).toBe(401)
    expect((await http('GET', `/api/v1/claims/${number}/photos/${id}`, { token: other.token })).status).toBe(404)
    const otherClaim = await startClaim(owner)
    expect((await http('GET', `/api/v1/claims/${otherClaim}/photos/${id}`, { token: owner.token })).body).toEqual({ code: 'not_found', message: 'Photo not found' })
  })
})

describe('DELETE /api/v1/me with accident reports', () => {
  it('erases an unsent report with its photos\' files, and keeps a sent claim for the agent', async () => {
    const { app } = await testServer()
    const { owner, number: sent } = await sentClaim()
    const draft = await startClaim(owner)
    await uploadPhoto(draft, await photoJpeg(), owner.token)
    const [key] = (await kept(draft)).files
    const res = await http('DELETE', '/api/v1/me', { token: owner.token, body: { password: owner.password } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(await app.knex('accident_claims').where({ user_id: owner.user.id }).pluck('claim_number')).toEqual([sent])
    const job = await app.knex('jobs').where({ kind: 'delete_stored_files' }).whereRaw("payload->'keys' @> ?::jsonb", [JSON.stringify([key])]).first()
    expect(job).toBeDefined()
  })
})
