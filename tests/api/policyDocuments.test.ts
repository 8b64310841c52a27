import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PolicyDocumentJson } from '../../shared/schemas/policyDocument.ts'
import { collectionEnvelope, messageEnvelope } from '../../shared/schemas/envelope.ts'
import { download, http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, type CreatedUser } from '../support/factories.ts'
import { addPolicy, boundPolicy, onePagePdf } from '../support/policies.ts'

const documentsPath = (id: number) => `/api/v1/policies/${id}/documents`
const NOT_ACCEPTED = 'Please upload a PDF, JPEG, PNG or HEIC file. This file is none of those, whatever its name says.'

function upload(policyId: number, bytes: Uint8Array, options: { token?: string; name?: string; kind?: string } = {}) {
  const query = options.kind ? `?kind=${options.kind}` : ''
  const headers: Record<string, string> = { 'content-type': 'application/pdf' }
  if (options.name !== undefined) headers['x-file-name'] = encodeURIComponent(options.name)
  return http('POST', `${documentsPath(policyId)}${query}`, { token: options.token, rawBody: bytes, headers })
}

/** What the policy has kept: its document rows, their history lines and the stored files. */
async function kept(policyId: number) {
  const { app } = await testServer()
  return {
    rows: await app.knex('insurance_policy_documents').where({ insurance_policy_id: policyId }).orderBy('id'),
    events: await app.knex('insurance_policy_events').where({ insurance_policy_id: policyId, action: 'document_uploaded' }).orderBy('id'),
    files: await app.storage.list(`policies/${policyId}`),
  }
}

async function ownedPolicy(): Promise<{ owner: CreatedUser; policyId: number }> {
  const owner = await createUser()
  return { owner, policyId: await addPolicy(owner) }
}

describe('POST /api/v1/policies/:id/documents', () => {
  it('keeps a PDF for its owner, named for what it is, with a history line', async () => {
    const { owner, policyId } = await ownedPolicy()
    const bytes = await onePagePdf()
    const res = await upload(policyId, bytes, { token: owner.token, name: 'Déclarations 2027.pdf', kind: 'declarations' })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const body = messageEnvelope(PolicyDocumentJson).parse(res.body)
    expect(body).toEqual({
      data: { id: expect.any(Number), policy_id: policyId, kind: 'declarations', file_name: 'Déclarations 2027.pdf', content_type: 'application/pdf', byte_size: bytes.byteLength, created_at: expect.any(String) },
      message: 'Document uploaded.',
    })
    const { rows, events, files } = await kept(policyId)
    expect(rows.map((row) => [row.user_id, row.storage_key])).toEqual([[owner.user.id, files[0]]])
    expect(files).toHaveLength(1)
    expect(events.map((event) => [event.actor_user_id, event.detail])).toEqual([[owner.user.id, 'Declarations page: Déclarations 2027.pdf']])
  })

  it('keeps an iPhone\'s HEIC photo as a JPEG named .jpg, its location stripped', async () => {
    const { owner, policyId } = await ownedPolicy()
    const heic = fs.readFileSync(path.resolve(import.meta.dirname, '..', 'fixtures', 'photos', 'id-card-photo.heic'))
    const res = await upload(policyId, new Uint8Array(heic), { token: owner.token, name: 'IMG_0412.HEIC', kind: 'id_card' })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(messageEnvelope(PolicyDocumentJson).parse(res.body).data).toMatchObject({ file_name: 'IMG_0412.jpg', content_type: 'image/jpeg' })
    const { app } = await testServer()
    const { files } = await kept(policyId)
    const stored = await app.storage.get(files[0] ?? '')
    const bytes = Buffer.from(stored?.bytes ?? [])
    expect([stored?.contentType, bytes.subarray(0, 3).toString('hex'), bytes.includes('GQTestPhone')]).toEqual(['image/jpeg', 'ffd8ff', false])
  })

  it('lets an admin add a file to a customer\'s policy, counted as the customer\'s', async () => {
    const { owner, policyId } = await ownedPolicy()
    const admin = await createUser({ admin: true })
    const res = await upload(policyId, await onePagePdf(), { token: admin.token, name: 'renewal.pdf' })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const { rows, events } = await kept(policyId)
    expect(rows.map((row) => [row.user_id, row.kind])).toEqual([[owner.user.id, 'other']])
    expect(events.map((event) => event.actor_user_id)).toEqual([admin.user.id])
  })

  it('answers 401 anonymous and 404 to another customer, keeping nothing', async () => {
    const { policyId } = await ownedPolicy()
    const other = await createUser()
    const anonymous = await upload(policyId, await onePagePdf(), { name: 'a.pdf' })
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'unauthenticated'])
    const stranger = await upload(policyId, await onePagePdf(), { token: other.token, name: 'a.pdf' })
    expect([stranger.status, stranger.body]).toEqual([404, { code: 'not_found', message: 'Policy not found' }])
    expect(await kept(policyId)).toEqual({ rows: [], events: [], files: [] })
  })

  it('refuses an HTML file named .pdf with 422 and keeps nothing', async () => {
    const { owner, policyId } = await ownedPolicy()
    const html = new TextEncoder().encode('<!doctype html><html><body><script>alert(1)</script></body></html>')
    const res = await upload(policyId, html, { token: owner.token, name: 'declarations.pdf' })
    expect([res.status, res.body]).toEqual([422, { code: 'validation_failed', message: NOT_ACCEPTED, errors: [NOT_ACCEPTED], fields: { file: NOT_ACCEPTED } }])
    expect(await kept(policyId)).toEqual({ rows: [], events: [], files: [] })
  })

  it('refuses an upload without a file or without its name', async () => {
    const { owner, policyId } = await ownedPolicy()
    const empty = await upload(policyId, new Uint8Array(), { token: owner.token, name: 'a.pdf' })
    expect([empty.status, empty.body.fields]).toEqual([422, { file: 'Please choose a file to upload' }])
    const unnamed = await upload(policyId, await onePagePdf(), { token: owner.token })
    expect([unnamed.status, unnamed.body.fields]).toEqual([422, { file_name: 'Please send the file\'s name, URI-encoded, in the X-File-Name header' }])
    const badKind = await upload(policyId, await onePagePdf(), { token: owner.token, name: 'a.pdf', kind: 'secret' })
    expect([badKind.status, badKind.body.fields]).toEqual([422, { kind: 'Please choose the kind of document' }])
    expect(await kept(policyId)).toEqual({ rows: [], events: [], files: [] })
  })

  it('refuses a body over 10 MB with 413 and keeps nothing', async () => {
    const { owner, policyId } = await ownedPolicy()
    const res = await upload(policyId, new Uint8Array(10 * 1024 * 1024 + 1), { token: owner.token, name: 'huge.pdf' })
    expect([res.status, res.body.code]).toEqual([413, 'payload_too_large'])
    expect(await kept(policyId)).toEqual({ rows: [], events: [], files: [] })
  })

  it('refuses a customer\'s 51st file', async () => {
    const { owner, policyId } = await ownedPolicy()
    const { app } = await testServer()
    await app.knex('insurance_policy_documents').insert(Array.from({ length: 50 }, (_, i) => ({
      insurance_policy_id: policyId, user_id: owner.user.id, kind: 'other', file_name: `f${i}.pdf`, content_type: 'application/pdf', byte_size: 1, storage_key: `test/${policyId}/f${i}.pdf`,
    })))
    const res = await upload(policyId, await onePagePdf(), { token: owner.token, name: 'one-more.pdf' })
    const message = 'You already have 50 files, the most we keep for one customer. Please delete one before uploading another.'
    expect([res.status, res.body.fields]).toEqual([422, { file: message }])
    const { rows, events, files } = await kept(policyId)
    expect([rows.length, events, files]).toEqual([50, [], []])
  })
})

describe('GET /api/v1/policies/:id/documents', () => {
  it('lists a policy\'s files for its owner and an admin, 401 anonymous, 404 to another customer', async () => {
    const { owner, policyId } = await ownedPolicy()
    const admin = await createUser({ admin: true })
    const other = await createUser()
    const added = messageEnvelope(PolicyDocumentJson).parse((await upload(policyId, await onePagePdf(), { token: owner.token, name: 'dec.pdf' })).body).data
    for (const token of [owner.token, admin.token]) {
      const res = await http('GET', documentsPath(policyId), { token })
      expect(collectionEnvelope(PolicyDocumentJson).parse(res.body)).toEqual({ data: [added] })
    }
    expect((await http('GET', documentsPath(policyId))).status).toBe(401)
    expect((await http('GET', documentsPath(policyId), { token: other.token })).status).toBe(404)
  })
})

describe('GET /api/v1/policies/:id/documents/:doc_id', () => {
  it('serves the file to its owner and an admin as a nosniff attachment, byte for byte', async () => {
    const { owner, policyId } = await ownedPolicy()
    const admin = await createUser({ admin: true })
    const bytes = await onePagePdf()
    const { id } = (await upload(policyId, bytes, { token: owner.token, name: 'Déclarations.pdf' })).body.data
    for (const token of [owner.token, admin.token]) {
      const res = await download(`${documentsPath(policyId)}/${id}`, token)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/pdf')
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="D_clarations.pdf"; filename*=UTF-8\'\'D%C3%A9clarations.pdf')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      expect(res.bytes).toEqual(bytes)
    }
  })

  it('answers 401 anonymous, 404 to another customer and 404 for another policy\'s document', async () => {
    const { owner, policyId } = await ownedPolicy()
    const second = await addPolicy(owner, { policy_number: 'FM-2026-0002' })
    const other = await createUser()
    const { id } = (await upload(policyId, await onePagePdf(), { token: owner.token, name: 'a.pdf' })).body.data
    expect((await download(`${documentsPath(policyId)}/${id}`)).status).toBe(401)
    expect((await http('GET', `${documentsPath(policyId)}/${id}`, { token: other.token })).body).toEqual({ code: 'not_found', message: 'Policy not found' })
    expect((await http('GET', `${documentsPath(second)}/${id}`, { token: owner.token })).body).toEqual({ code: 'not_found', message: 'Document not found' })
  })
})

describe('GET /api/v1/policies/:id/id_card.pdf and coverage_summary.pdf', () => {
  it('makes both PDFs of a policy bound here for its owner and an admin', async () => {
    const { owner, admin, offerId } = await boundPolicy()
    const { app } = await testServer()
    const [policy] = await app.knex('insurance_policies').where({ offer_id: offerId })
    for (const [name, saved] of [['id_card', 'id-card-HLM-2026-000123.pdf'], ['coverage_summary', 'coverage-summary-HLM-2026-000123.pdf']]) {
      for (const token of [owner.token, admin.token]) {
        const res = await download(`/api/v1/policies/${policy.id}/${name}.pdf`, token)
        expect(res.status).toBe(200)
        expect(res.headers.get('content-type')).toBe('application/pdf')
        expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${saved}"`)
        expect(res.headers.get('x-content-type-options')).toBe('nosniff')
        expect(new TextDecoder().decode(res.bytes.slice(0, 5))).toBe('%PDF-')
      }
    }
  })

  it('answers 401 anonymous, 404 to another customer and 404 for a policy added from elsewhere', async () => {
    const { offerId } = await boundPolicy()
    const { app } = await testServer()
    const [policy] = await app.knex('insurance_policies').where({ offer_id: offerId })
    const other = await createUser()
    expect((await download(`/api/v1/policies/${policy.id}/id_card.pdf`)).status).toBe(401)
    expect((await http('GET', `/api/v1/policies/${policy.id}/id_card.pdf`, { token: other.token })).body).toEqual({ code: 'not_found', message: 'Policy not found' })
    const { owner, policyId } = await ownedPolicy()
    expect((await http('GET', `/api/v1/policies/${policyId}/coverage_summary.pdf`, { token: owner.token })).body).toEqual({
      code: 'not_found', message: 'GetQuote makes the ID card and coverage summary only for policies bound here.',
    })
  })
})
