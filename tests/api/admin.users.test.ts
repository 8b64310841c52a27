import { beforeAll, describe, expect, it } from 'vitest'
import { http } from '../support/http.ts'
import { createUser, type CreatedUser } from '../support/factories.ts'
import { testServer } from '../support/server.ts'
import { validRequestBody } from '../support/insuranceRequestBodies.ts'
import { AdminStatsJson, AdminUserJson } from '../../shared/schemas/admin.ts'

describe('GET /api/v1/admin/users/:user_id', () => {
  let admin: CreatedUser
  let customer: CreatedUser
  let requestNumber: string
  beforeAll(async () => {
    const { app } = await testServer()
    admin = await createUser({ admin: true })
    customer = await createUser({ first_name: 'Wanda', last_name: 'Page' })
    const created = await http('POST', '/api/v1/insurance_requests', { token: customer.token, body: validRequestBody() })
    expect(created.status).toBe(201)
    requestNumber = created.body.data.request_number
    const [plan] = await app.knex('subscription_plans').insert({ name: 'Userpage Plan', plan_type: 'premium' }).returning<{ id: number }[]>('id')
    const [variation] = await app
      .knex('subscription_plan_variations')
      .insert({ subscription_plan_id: plan?.id, billing_cycle: 'ANNUAL', price: '420', currency: 'USD' })
      .returning<{ id: number }[]>('id')
    await app.knex('subscriptions').insert({
      user_id: customer.user.id, subscription_plan_id: plan?.id, subscription_plan_variation_id: variation?.id,
      status: 'active', billing_cycle: 'ANNUAL', price: '420', currency: 'USD',
    })
    const [conversation] = await app
      .knex('support_conversations')
      .insert({ user_id: customer.user.id, subject: 'Where is my quote?', priority: true })
      .returning<{ id: number }[]>('id')
    await app.knex('support_messages').insert({ conversation_id: conversation?.id, author_id: customer.user.id, author_role: 'customer', body: 'Hello?' })
  })

  it('answers an admin with the profile, requests, subscriptions and help conversations', async () => {
    const res = await http('GET', `/api/v1/admin/users/${customer.user.id}`, { token: admin.token })
    expect(res.status).toBe(200)
    const user = AdminUserJson.parse(res.body.data)
    expect(user).toMatchObject({ id: customer.user.id, name: 'Wanda Page', email: customer.email, admin: false, email_verified: true, request_count: 1 })
    expect(user.requests.map((request) => request.request_number)).toEqual([requestNumber])
    expect(user.subscriptions).toEqual([expect.objectContaining({ subscription_plan_name: 'Userpage Plan', status: 'active', price: '420.00' })])
    expect(user.conversations).toEqual([expect.objectContaining({ subject: 'Where is my quote?', priority: true, awaiting_reply: true, message_count: 1 })])
    for (const secret of ['password_hash', 'argon2']) expect(JSON.stringify(res.body)).not.toContain(secret)
  })

  it('shows the admin flag of an admin', async () => {
    const res = await http('GET', `/api/v1/admin/users/${admin.user.id}`, { token: admin.token })
    expect(res.body.data).toMatchObject({ admin: true, requests: [], subscriptions: [], conversations: [] })
  })

  it('answers 404 for an unknown user and 422 for a non-numeric id', async () => {
    expect((await http('GET', '/api/v1/admin/users/987654321', { token: admin.token })).status).toBe(404)
    expect((await http('GET', '/api/v1/admin/users/abc', { token: admin.token })).status).toBe(422)
  })

  it('answers 401 to a visitor and 403 to customers, the user themselves included', async () => {
    expect((await http('GET', `/api/v1/admin/users/${customer.user.id}`)).status).toBe(401)
    const self = await http('GET', `/api/v1/admin/users/${customer.user.id}`, { token: customer.token })
    expect(self.status).toBe(403)
    expect(self.body.data).toBeUndefined()
    const other = await createUser()
    expect((await http('GET', `/api/v1/admin/users/${customer.user.id}`, { token: other.token })).status).toBe(403)
  })
})

describe('GET /api/v1/admin/stats', () => {
  it('counts open requests, active plans and active subscriptions live', async () => {
    const admin = await createUser({ admin: true })
    const customer = await createUser()
    const before = AdminStatsJson.parse((await http('GET', '/api/v1/admin/stats', { token: admin.token })).body.data)
    const created = await http('POST', '/api/v1/insurance_requests', { token: customer.token, body: validRequestBody() })
    const planRes = await http('POST', '/api/v1/admin/subscription_plans', {
      token: admin.token,
      body: { subscription_plan: { name: 'Stats Plan', plan_type: 'basic', variations: [{ billing_cycle: 'MONTHLY', price: '1', currency: 'USD' }] } },
    })
    expect(planRes.status).toBe(201)
    const after = AdminStatsJson.parse((await http('GET', '/api/v1/admin/stats', { token: admin.token })).body.data)
    expect(after.open_requests - before.open_requests).toBe(1)
    expect(after.active_plans - before.active_plans).toBe(1)
    await http('PUT', `/api/v1/insurance_requests/${created.body.data.request_number}`, {
      token: admin.token,
      body: { insurance_request: { status: 'rejected' } },
    })
    const closed = AdminStatsJson.parse((await http('GET', '/api/v1/admin/stats', { token: admin.token })).body.data)
    expect(closed.open_requests).toBe(before.open_requests)
  })

  it('counts help conversations awaiting a reply, until an admin answers', async () => {
    const admin = await createUser({ admin: true })
    const customer = await createUser()
    const stats = async () => AdminStatsJson.parse((await http('GET', '/api/v1/admin/stats', { token: admin.token })).body.data).awaiting_support_replies
    const before = await stats()
    const opened = await http('POST', '/api/v1/support/conversations', { token: customer.token, body: { subject: 'Stats question', body: 'Is anyone there?' } })
    expect(opened.status).toBe(201)
    expect(await stats()).toBe(before + 1)
    const reply = await http('POST', `/api/v1/admin/support/conversations/${opened.body.data.id}/messages`, { token: admin.token, body: { body: 'Yes, here.' } })
    expect(reply.status).toBe(201)
    expect(await stats()).toBe(before)
  })

  it('answers 401 to a visitor and 403 to a customer', async () => {
    expect((await http('GET', '/api/v1/admin/stats')).status).toBe(401)
    const customer = await createUser()
    expect((await http('GET', '/api/v1/admin/stats', { token: customer.token })).status).toBe(403)
  })
})
