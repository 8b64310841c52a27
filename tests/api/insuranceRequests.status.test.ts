import { describe, expect, it } from 'vitest'
import { InsuranceRequestJson, RequestStatusChangeJson } from '../../shared/schemas/insuranceRequestJson.ts'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, mailTo, type CreatedUser } from '../support/factories.ts'
import { validRequestBody } from '../support/insuranceRequestBodies.ts'

const PATH = '/api/v1/insurance_requests'

async function submitted(): Promise<{ owner: CreatedUser; number: string }> {
  const owner = await createUser({ first_name: 'Dana', quote_notifications: true })
  const res = await http('POST', PATH, { token: owner.token, body: validRequestBody() })
  expect(res.status).toBe(201)
  return { owner, number: res.body.data.request_number }
}

const put = (number: string, token: string | undefined, status: unknown) =>
  http('PUT', `${PATH}/${number}`, { token, body: { insurance_request: { status } } })

async function auditRows(number: string) {
  const { app } = await testServer()
  return app
    .knex('request_status_changes as c')
    .join('insurance_requests as r', 'r.id', 'c.insurance_request_id')
    .where('r.request_number', number)
    .select('c.from_status', 'c.to_status', 'c.actor_user_id')
    .orderBy('c.id')
}

describe('PUT /api/v1/insurance_requests/:request_number', () => {
  it('lets an admin change the status and writes the audit row', async () => {
    const { number } = await submitted()
    const admin = await createUser({ admin: true })
    const res = await put(number, admin.token, 'processing')
    expect(res.status).toBe(200)
    expect(Object.keys(res.body)).toEqual(['data', 'message'])
    expect(res.body.message).toBe(`Request #${number} status changed to processing`)
    expect(InsuranceRequestJson.parse(res.body.data).status).toBe('processing')
    expect(await auditRows(number)).toEqual([{ from_status: 'pending', to_status: 'processing', actor_user_id: admin.user.id }])
  })

  it('e-mails the owner on every change, the intermediate ones with a working opt-out link', async () => {
    const { owner, number } = await submitted()
    const admin = await createUser({ admin: true })
    await put(number, admin.token, 'processing')
    await put(number, admin.token, 'rejected')
    const mails = (await mailTo(owner.email)).filter((m) => m.subject.includes('status changed'))
    expect(mails.map((m) => m.subject)).toEqual([`Request #${number} status changed to rejected`, `Request #${number} status changed to processing`])
    expect(mails[1]?.text_body).toContain('/api/v1/notifications/unsubscribe?kind=quote_notifications&token=')
    expect(mails[1]?.html_body).toContain('>Unsubscribe</a>')
    // The rejection answers the customer's own request: always sent, so it offers no opt-out.
    expect(mails[0]?.text_body).not.toContain('/api/v1/notifications/unsubscribe')
  })

  it('sends no progress e-mail when the owner turned quote notifications off', async () => {
    const { owner, number } = await submitted()
    const { app } = await testServer()
    await app.knex('users').where({ id: owner.user.id }).update({ quote_notifications: false })
    const admin = await createUser({ admin: true })
    expect((await put(number, admin.token, 'processing')).status).toBe(200)
    expect((await mailTo(owner.email)).filter((m) => m.subject.includes('status changed'))).toEqual([])
    expect(await auditRows(number)).toHaveLength(1)
  })

  it('treats setting the current status as a no-op without audit row or e-mail', async () => {
    const { owner, number } = await submitted()
    const admin = await createUser({ admin: true })
    const res = await put(number, admin.token, 'pending')
    expect(res.status).toBe(200)
    expect(res.body.data.status).toBe('pending')
    expect(await auditRows(number)).toEqual([])
    expect((await mailTo(owner.email)).filter((m) => m.subject.includes('status changed'))).toEqual([])
  })

  it('refuses purchased with 409 telling the admin to confirm binding, and changes nothing', async () => {
    const { owner, number } = await submitted()
    const admin = await createUser({ admin: true })
    expect((await put(number, admin.token, 'processing')).status).toBe(200)
    const res = await put(number, admin.token, 'purchased')
    expect(res.status).toBe(409)
    expect(res.body).toEqual({ code: 'conflict', message: 'A request becomes Purchased when you confirm binding on the offer the customer chose.' })
    expect((await http('GET', `${PATH}/${number}`, { token: owner.token })).body.data.status).toBe('processing')
    expect((await auditRows(number)).map((row) => row.to_status)).toEqual(['processing'])
    expect((await mailTo(owner.email)).filter((m) => m.subject.includes('purchased'))).toEqual([])
  })

  it('answers 403 to customers (the owner included), 401 to visitors, and changes nothing', async () => {
    const { owner, number } = await submitted()
    const other = await createUser()
    expect((await put(number, owner.token, 'purchased')).status).toBe(403)
    expect((await put(number, other.token, 'purchased')).status).toBe(403)
    expect((await put(number, undefined, 'purchased')).status).toBe(401)
    expect((await http('GET', `${PATH}/${number}`, { token: owner.token })).body.data.status).toBe('pending')
    expect(await auditRows(number)).toEqual([])
  })

  it('answers 422 to an unknown status or a missing envelope and 404 to an unknown number', async () => {
    const { number } = await submitted()
    const admin = await createUser({ admin: true })
    const bad = await put(number, admin.token, 'approved')
    expect(bad.status).toBe(422)
    expect(bad.body.fields['insurance_request.status']).toBe('Please choose a valid status')
    const missing = await http('PUT', `${PATH}/${number}`, { token: admin.token, body: { status: 'quoted' } })
    expect(missing.status).toBe(422)
    expect(missing.body.fields).toHaveProperty(['insurance_request'])
    expect((await put('GQ-0000000000', admin.token, 'quoted')).status).toBe(404)
    expect(await auditRows(number)).toEqual([])
  })
})

describe('GET /api/v1/insurance_requests/:request_number/status_changes', () => {
  it('answers an admin with the trail, newest first, naming the actor', async () => {
    const { number } = await submitted()
    const admin = await createUser({ admin: true, first_name: 'Alvin', last_name: 'Kersh' })
    await put(number, admin.token, 'processing')
    await put(number, admin.token, 'rejected')
    const res = await http('GET', `${PATH}/${number}/status_changes`, { token: admin.token })
    expect(res.status).toBe(200)
    const changes = res.body.data.map((row: unknown) => RequestStatusChangeJson.parse(row))
    expect(changes.map((c: { from_status: string; to_status: string }) => `${c.from_status}>${c.to_status}`)).toEqual(['processing>rejected', 'pending>processing'])
    expect(changes[0].actor).toEqual({ id: admin.user.id, name: 'Alvin Kersh', email: admin.email })
  })

  it('answers 403 to the owner and another customer, 401 to a visitor, 404 to an unknown number', async () => {
    const { owner, number } = await submitted()
    const other = await createUser()
    const admin = await createUser({ admin: true })
    expect((await http('GET', `${PATH}/${number}/status_changes`, { token: owner.token })).status).toBe(403)
    expect((await http('GET', `${PATH}/${number}/status_changes`, { token: other.token })).status).toBe(403)
    expect((await http('GET', `${PATH}/${number}/status_changes`)).status).toBe(401)
    expect((await http('GET', `${PATH}/GQ-0000000000/status_changes`, { token: admin.token })).status).toBe(404)
  })
})
