import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DeclarationsDraftJson } from '../../shared/schemas/declarationsDraft.ts'
import { dataEnvelope } from '../../shared/schemas/envelope.ts'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser } from '../support/factories.ts'
import { readSamples } from '../fixtures/declarations/sample.ts'

const IMPORT = '/api/v1/policies/import'
const NOT_ACCEPTED = 'Please upload a PDF, JPEG, PNG or HEIC file. This file is none of those, whatever its name says.'

const send = (bytes: Uint8Array, token?: string) =>
  http('POST', IMPORT, { token, rawBody: bytes, headers: { 'content-type': 'application/pdf', 'x-file-name': 'declarations.pdf' } })

const policyCount = async () => Number((await (await testServer()).app.knex('insurance_policies').count({ n: '*' }))[0]?.n)

describe('POST /api/v1/policies/import', () => {
  it('reads the classic sample PDF into a draft with every expected field, saving nothing', async () => {
    const sample = readSamples().find((one) => one.file === 'acme-classic.pdf')
    if (!sample) throw new Error('the classic sample is missing')
    const customer = await createUser()
    const before = await policyCount()
    const res = await send(fs.readFileSync(new URL(`../fixtures/declarations/${sample.file}`, import.meta.url)), customer.token)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const { data } = dataEnvelope(DeclarationsDraftJson).parse(res.body)
    const { vins, drivers, lienholder, ...scalars } = sample.expected
    expect(data.source).toBe('text')
    const values = Object.fromEntries(Object.entries(data).map(([key, field]) => [key, field !== null && typeof field === 'object' && 'value' in field ? field.value : field]))
    expect(values).toMatchObject(scalars)
    expect(data.vins.map((vin) => vin.value)).toEqual(vins)
    expect(data.drivers.map((driver) => driver.value)).toEqual(drivers)
    expect(data.lienholder?.value).toBe(lienholder)
    expect(data.policy_number?.confidence).toBeGreaterThanOrEqual(0.9)
    expect(await policyCount()).toBe(before)
  })

  it('answers 401 anonymous and works the same for an admin', async () => {
    const bytes = fs.readFileSync(new URL('../fixtures/declarations/acme-classic.pdf', import.meta.url))
    expect((await send(bytes)).status).toBe(401)
    const admin = await createUser({ admin: true })
    expect((await send(bytes, admin.token)).status).toBe(200)
  })

  it('refuses an HTML file named .pdf with 422', async () => {
    const customer = await createUser()
    const res = await send(new TextEncoder().encode('<html><body>Policy number AM-1</body></html>'), customer.token)
    expect([res.status, res.body]).toEqual([422, { code: 'validation_failed', message: NOT_ACCEPTED, errors: [NOT_ACCEPTED], fields: { file: NOT_ACCEPTED } }])
  })
})
