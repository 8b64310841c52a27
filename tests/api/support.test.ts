import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, mailTo, type CreatedUser } from '../support/factories.ts'
import { subscribeDirectly as subscribe } from '../support/plans.ts'
import { validRequestBody } from '../support/insuranceRequestBodies.ts'
import {
  AdminSupportConversationDetailJson,
  AdminSupportConversationJson,
  FREE_LIMIT_MESSAGE,
  SupportAllowanceJson,
  SupportConversationDetailJson,
  SupportConversationJson,
  SupportMessageJson,
} from '../../shared/schemas/support.ts'

const BASE = '/api/v1/support/conversations'
const ADMIN_BASE = '/api/v1/admin/support/conversations'

/** A moment shortly ahead of the real clock (sessions stay valid), an hour apart per step. */
const later = (hours: number) => new Date(Date.now() + hours * 3_600_000)

async function open(user: CreatedUser, body: Record<string, unknown> = {}) {
  const res = await http('POST', BASE, { token: user.token, body: { subject: 'Question about my quote', body: 'When will it be ready?', ...body } })
  return res
}

async function openConversation(user: CreatedUser, body: Record<string, unknown> = {}) {
  const res = await open(user, body)
  expect(res.status).toBe(201)
  return SupportConversationDetailJson.parse(res.body.data)
}

async function createRequest(user: CreatedUser): Promise<string> {
  const res = await http('POST', '/api/v1/insurance_requests', { token: user.token, body: validRequestBody() })
  expect(res.status).toBe(201)
  return z.string().parse(res.body.data.request_number)
}

async function conversationCount(user: CreatedUser) {
  const { app } = await testServer()
  const [row] = await app.knex('support_conversations').where({ user_id: user.user.id }).count<{ count: number }[]>('id as count')
  return Number(row?.count)
}

async function messageCount(conversationId: number) {
  const { app } = await testServer()
  const [row] = await app.knex('support_messages').where({ conversation_id: conversationId }).count<{ count: number }[]>('id as count')
  return Number(row?.count)
}

const listOf = async (user: CreatedUser) => {
  const res = await http('GET', BASE, { token: user.token })
  expect(res.status).toBe(200)
  return z.array(SupportConversationJson).parse(res.body.data)
}

describe('GET /api/v1/support/allowance', () => {
  it('gives a Free customer one conversation and then none', async () => {
    const customer = await createUser()
    const before = SupportAllowanceJson.parse((await http('GET', '/api/v1/support/allowance', { token: customer.token })).body.data)
    expect(before).toEqual({ plan_tier: 'free', conversation_limit: 1, conversations_used: 0, can_open_conversation: true })
    await openConversation(customer)
    const after = SupportAllowanceJson.parse((await http('GET', '/api/v1/support/allowance', { token: customer.token })).body.data)
    expect(after).toEqual({ plan_tier: 'free', conversation_limit: 1, conversations_used: 1, can_open_conversation: false })
  })

  it('has no limit for a Basic customer', async () => {
    const customer = await createUser()
    await subscribe(customer, 'basic')
    await openConversation(customer)
    const res = await http('GET', '/api/v1/support/allowance', { token: customer.token })
    expect(res.body.data).toEqual({ plan_tier: 'basic', conversation_limit: null, conversations_used: 1, can_open_conversation: true })
  })

  it('answers 401 to an anonymous caller', async () => {
    const res = await http('GET', '/api/v1/support/allowance')
    expect(res.status).toBe(401)
  })
})

describe('POST /api/v1/support/conversations', () => {
  it('opens a conversation with its first message', async () => {
    const customer = await createUser({ first_name: 'Fox', last_name: 'Mulder' })
    const conversation = await openConversation(customer, { subject: '  Billing question ', body: 'How do I pay?' })
    expect(conversation).toMatchObject({
      subject: 'Billing question',
      insurance_request_number: null,
      priority: false,
      unread: false,
      awaiting_reply: true,
      message_count: 1,
      last_message_preview: 'How do I pay?',
    })
    expect(conversation.messages).toEqual([
      expect.objectContaining({ body: 'How do I pay?', author_role: 'customer', author_name: 'Fox Mulder' }),
    ])
  })

  it('answers 422 with fields for a missing or whitespace-only subject and body, and saves nothing', async () => {
    const customer = await createUser()
    for (const body of [{}, { subject: '   ', body: '  ' }, { subject: 'x'.repeat(151), body: 'ok' }, { subject: 'ok', body: 'x'.repeat(5001) }]) {
      const res = await http('POST', BASE, { token: customer.token, body })
      expect(res.status).toBe(422)
      expect(res.body.code).toBe('validation_failed')
      expect(Object.keys(res.body.fields).length).toBeGreaterThan(0)
    }
    const missing = await http('POST', BASE, { token: customer.token, body: {} })
    expect(missing.body.fields).toEqual({ subject: 'Please enter a subject', body: 'Please enter your message' })
    expect(await conversationCount(customer)).toBe(0)
  })

  it('links the conversation to one of the customer’s own requests, in any letter case', async () => {
    const customer = await createUser()
    const requestNumber = await createRequest(customer)
    const conversation = await openConversation(customer, { insurance_request_number: requestNumber.toLowerCase() })
    expect(conversation.insurance_request_number).toBe(requestNumber)
    const [row] = await listOf(customer)
    expect(row?.insurance_request_number).toBe(requestNumber)
  })

  it('answers 422 for another customer’s request number and saves nothing', async () => {
    const owner = await createUser()
    const other = await createUser()
    const requestNumber = await createRequest(owner)
    for (const number of [requestNumber, 'GQ-NOPE']) {
      const res = await open(other, { insurance_request_number: number })
      expect(res.status).toBe(422)
      expect(res.body.fields).toEqual({ insurance_request_number: 'Please choose one of your requests' })
    }
    expect(await conversationCount(other)).toBe(0)
  })

  it('treats an empty request number as none', async () => {
    const customer = await createUser()
    const conversation = await openConversation(customer, { insurance_request_number: '' })
    expect(conversation.insurance_request_number).toBeNull()
  })

  it('lets a Free customer open one conversation and answers 403 with the reason to the second', async () => {
    const customer = await createUser()
    await openConversation(customer)
    const res = await open(customer, { subject: 'Another one' })
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ code: 'forbidden', message: FREE_LIMIT_MESSAGE })
    expect(await conversationCount(customer)).toBe(1)
  })

  it('keeps the Free limit when two conversations are opened at once', async () => {
    const customer = await createUser()
    const results = await Promise.all([open(customer), open(customer), open(customer)])
    expect(results.map((res) => res.status).sort()).toEqual([201, 403, 403])
    expect(await conversationCount(customer)).toBe(1)
  })

  it('counts a canceled subscription as Free', async () => {
    const customer = await createUser()
    await subscribe(customer, 'basic', 'canceled')
    await openConversation(customer)
    expect((await open(customer)).status).toBe(403)
  })

  it('lets a Basic customer open any number of conversations, none of them priority', async () => {
    const customer = await createUser()
    await subscribe(customer, 'basic')
    for (let index = 0; index < 3; index += 1) {
      expect((await openConversation(customer, { subject: `Question ${index}` })).priority).toBe(false)
    }
    expect(await conversationCount(customer)).toBe(3)
  })

  it('flags a Premium customer’s conversations as priority', async () => {
    const customer = await createUser()
    await subscribe(customer, 'premium')
    expect((await openConversation(customer)).priority).toBe(true)
    expect((await openConversation(customer)).priority).toBe(true)
  })

  it('answers 401 to an anonymous caller and saves nothing', async () => {
    const { app } = await testServer()
    const before = await app.knex('support_conversations').count<{ count: number }[]>('id as count')
    const res = await http('POST', BASE, { body: { subject: 'Hi', body: 'Hello' } })
    expect(res.status).toBe(401)
    expect(await app.knex('support_conversations').count<{ count: number }[]>('id as count')).toEqual(before)
  })

  it('lets an admin open a conversation of their own like any signed-in user', async () => {
    const admin = await createUser({ admin: true })
    expect((await open(admin)).status).toBe(201)
  })
})

describe('GET /api/v1/support/conversations', () => {
  it('lists only the customer’s own conversations, newest activity first, with meta', async () => {
    const { setNow } = await testServer()
    const customer = await createUser()
    const other = await createUser()
    await subscribe(customer, 'basic')
    try {
      setNow(later(1))
      const older = await openConversation(customer, { subject: 'Older' })
      setNow(later(2))
      await openConversation(customer, { subject: 'Newer' })
      await openConversation(other, { subject: 'Not mine' })
      setNow(later(3))
      expect((await http('POST', `${BASE}/${older.id}/messages`, { token: customer.token, body: { body: 'Any news?' } })).status).toBe(201)
    } finally {
      setNow(null)
    }
    const res = await http('GET', BASE, { token: customer.token })
    expect(res.body.meta).toEqual({ total: 2, page: 1, per_page: 50 })
    const rows = z.array(SupportConversationJson).parse(res.body.data)
    expect(rows.map((row) => row.subject)).toEqual(['Older', 'Newer'])
    expect(rows[0]).toMatchObject({ message_count: 2, last_message_preview: 'Any news?', unread: false })
  })

  it('pages with page and per_page, counting every conversation', async () => {
    const { setNow } = await testServer()
    const customer = await createUser()
    await subscribe(customer, 'basic')
    try {
      for (const [hour, subject] of ['First', 'Second', 'Third'].entries()) {
        setNow(later(hour + 1))
        await openConversation(customer, { subject })
      }
    } finally {
      setNow(null)
    }
    const res = await http('GET', `${BASE}?page=2&per_page=2`, { token: customer.token })
    expect(res.body.meta).toEqual({ total: 3, page: 2, per_page: 2 })
    expect(z.array(SupportConversationJson).parse(res.body.data).map((row) => row.subject)).toEqual(['First'])
  })

  it('answers 422 to a bad page size', async () => {
    const customer = await createUser()
    expect((await http('GET', `${BASE}?per_page=1000`, { token: customer.token })).status).toBe(422)
  })

  it('shows an admin only their own conversations (none), never the customers’', async () => {
    const customer = await createUser()
    await openConversation(customer)
    const admin = await createUser({ admin: true })
    const res = await http('GET', BASE, { token: admin.token })
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual([])
  })

  it('answers 401 to an anonymous caller', async () => {
    expect((await http('GET', BASE)).status).toBe(401)
  })
})

describe('GET /api/v1/support/conversations/:id', () => {
  it('shows the owner every message, oldest first', async () => {
    const customer = await createUser()
    const { id } = await openConversation(customer, { body: 'First' })
    await http('POST', `${BASE}/${id}/messages`, { token: customer.token, body: { body: 'Second' } })
    const res = await http('GET', `${BASE}/${id}`, { token: customer.token })
    expect(res.status).toBe(200)
    const detail = SupportConversationDetailJson.parse(res.body.data)
    expect(detail.messages.map((message) => message.body)).toEqual(['First', 'Second'])
  })

  it('answers 404 to another customer and to an admin, 401 to an anonymous caller', async () => {
    const owner = await createUser()
    const { id } = await openConversation(owner)
    const other = await createUser()
    const admin = await createUser({ admin: true })
    expect((await http('GET', `${BASE}/${id}`, { token: other.token })).status).toBe(404)
    expect((await http('GET', `${BASE}/${id}`, { token: admin.token })).status).toBe(404)
    expect((await http('GET', `${BASE}/${id}`)).status).toBe(401)
    expect((await http('GET', `${BASE}/999999999`, { token: owner.token })).status).toBe(404)
  })

  it('answers 422 to an id that is not a number', async () => {
    const customer = await createUser()
    const res = await http('GET', `${BASE}/abc`, { token: customer.token })
    expect(res.status).toBe(422)
    expect(res.body.fields).toEqual({ id: 'Unknown conversation' })
  })
})

describe('POST /api/v1/support/conversations/:id/messages', () => {
  it('adds the owner’s follow-up and waits for an answer again', async () => {
    const customer = await createUser({ first_name: 'Dana', last_name: 'Scully' })
    const admin = await createUser({ admin: true })
    const { id } = await openConversation(customer)
    await http('POST', `${ADMIN_BASE}/${id}/messages`, { token: admin.token, body: { body: 'We are on it.' } })
    const res = await http('POST', `${BASE}/${id}/messages`, { token: customer.token, body: { body: ' Thanks! ' } })
    expect(res.status).toBe(201)
    expect(SupportMessageJson.parse(res.body.data)).toMatchObject({ body: 'Thanks!', author_role: 'customer', author_name: 'Dana Scully' })
    const [row] = await listOf(customer)
    expect(row).toMatchObject({ awaiting_reply: true, message_count: 3 })
  })

  it('lets a Free customer keep writing in their one conversation', async () => {
    const customer = await createUser()
    const { id } = await openConversation(customer)
    for (const body of ['one', 'two']) {
      expect((await http('POST', `${BASE}/${id}/messages`, { token: customer.token, body: { body } })).status).toBe(201)
    }
  })

  it('answers 422 to an empty message and saves nothing', async () => {
    const customer = await createUser()
    const { id } = await openConversation(customer)
    const res = await http('POST', `${BASE}/${id}/messages`, { token: customer.token, body: { body: '   ' } })
    expect(res.status).toBe(422)
    expect(res.body.fields).toEqual({ body: 'Please enter your message' })
    expect(await messageCount(id)).toBe(1)
  })

  it('answers 404 to another customer and an admin, 401 to an anonymous caller, and saves nothing', async () => {
    const owner = await createUser()
    const { id } = await openConversation(owner)
    const other = await createUser()
    const admin = await createUser({ admin: true })
    const body = { body: 'Let me in' }
    expect((await http('POST', `${BASE}/${id}/messages`, { token: other.token, body })).status).toBe(404)
    expect((await http('POST', `${BASE}/${id}/messages`, { token: admin.token, body })).status).toBe(404)
    expect((await http('POST', `${BASE}/${id}/messages`, { body })).status).toBe(401)
    expect(await messageCount(id)).toBe(1)
  })
})

describe('GET /api/v1/admin/support/conversations', () => {
  it('lists every customer’s conversations: Premium first, then unanswered, then newest activity', async () => {
    const { setNow } = await testServer()
    const admin = await createUser({ admin: true })
    const free = await createUser({ first_name: 'Free', last_name: 'Customer' })
    const premium = await createUser()
    const basic = await createUser()
    await subscribe(premium, 'premium')
    await subscribe(basic, 'basic')
    let answered: number
    let unanswered: number
    let priority: number
    try {
      setNow(later(4))
      priority = (await openConversation(premium)).id
      setNow(later(5))
      unanswered = (await openConversation(basic)).id
      setNow(later(6))
      answered = (await openConversation(free)).id
      setNow(later(7))
      await http('POST', `${ADMIN_BASE}/${answered}/messages`, { token: admin.token, body: { body: 'Done.' } })
    } finally {
      setNow(null)
    }
    const res = await http('GET', `${ADMIN_BASE}?per_page=100`, { token: admin.token })
    expect(res.status).toBe(200)
    const rows = z.array(AdminSupportConversationJson).parse(res.body.data)
    const ours = rows.filter((row) => [priority, unanswered, answered].includes(row.id)).map((row) => row.id)
    expect(ours).toEqual([priority, unanswered, answered])
    expect(rows.find((row) => row.id === answered)).toMatchObject({
      awaiting_reply: false,
      customer: { id: free.user.id, name: 'Free Customer', email: free.email },
    })
  })

  it('answers 403 to a customer and 401 to an anonymous caller', async () => {
    const customer = await createUser()
    expect((await http('GET', ADMIN_BASE, { token: customer.token })).status).toBe(403)
    expect((await http('GET', ADMIN_BASE)).status).toBe(401)
  })
})

describe('GET /api/v1/admin/support/conversations/:id', () => {
  it('shows an admin any conversation without marking it read for the customer', async () => {
    const customer = await createUser()
    const admin = await createUser({ admin: true })
    const { id } = await openConversation(customer, { body: 'Help please' })
    await http('POST', `${ADMIN_BASE}/${id}/messages`, { token: admin.token, body: { body: 'Sure.' } })
    const res = await http('GET', `${ADMIN_BASE}/${id}`, { token: admin.token })
    expect(res.status).toBe(200)
    const detail = AdminSupportConversationDetailJson.parse(res.body.data)
    expect(detail.messages.map((message) => [message.author_role, message.body])).toEqual([['customer', 'Help please'], ['admin', 'Sure.']])
    expect((await listOf(customer))[0]?.unread).toBe(true)
  })

  it('answers 404 to an unknown id, 403 to a customer (even the owner) and 401 to an anonymous caller', async () => {
    const customer = await createUser()
    const admin = await createUser({ admin: true })
    const { id } = await openConversation(customer)
    expect((await http('GET', `${ADMIN_BASE}/999999999`, { token: admin.token })).status).toBe(404)
    expect((await http('GET', `${ADMIN_BASE}/${id}`, { token: customer.token })).status).toBe(403)
    expect((await http('GET', `${ADMIN_BASE}/${id}`)).status).toBe(401)
  })
})

describe('POST /api/v1/admin/support/conversations/:id/messages', () => {
  it('saves the answer as GetQuote Support and e-mails the customer in text and HTML', async () => {
    const customer = await createUser({ first_name: 'Walter' })
    const admin = await createUser({ admin: true, first_name: 'Private' })
    const { id } = await openConversation(customer, { subject: 'Claims <help>' })
    const res = await http('POST', `${ADMIN_BASE}/${id}/messages`, { token: admin.token, body: { body: 'Call us at <b>any</b> time.' } })
    expect(res.status).toBe(201)
    expect(SupportMessageJson.parse(res.body.data)).toMatchObject({ author_role: 'admin', author_name: 'GetQuote Support' })
    const [mail] = await mailTo(customer.email)
    expect(mail?.subject).toBe('GetQuote Support replied: Claims <help>')
    expect(mail?.text_body).toContain('Hi Walter,')
    expect(mail?.text_body).toContain('Call us at <b>any</b> time.')
    expect(mail?.text_body).toContain(`/support?conversation=${id}`)
    expect(mail?.html_body).toContain('Call us at &lt;b&gt;any&lt;/b&gt; time.')
    expect(mail?.html_body).not.toContain('Private')
  })

  it('marks the conversation unread for the customer until they open it', async () => {
    const customer = await createUser()
    const admin = await createUser({ admin: true })
    const { id } = await openConversation(customer)
    expect((await listOf(customer))[0]).toMatchObject({ unread: false, awaiting_reply: true })
    await http('POST', `${ADMIN_BASE}/${id}/messages`, { token: admin.token, body: { body: 'Answer' } })
    expect((await listOf(customer))[0]).toMatchObject({ unread: true, awaiting_reply: false })
    await http('GET', `${BASE}/${id}`, { token: customer.token })
    expect((await listOf(customer))[0]?.unread).toBe(false)
    await http('POST', `${ADMIN_BASE}/${id}/messages`, { token: admin.token, body: { body: 'One more thing' } })
    expect((await listOf(customer))[0]?.unread).toBe(true)
  })

  it('answers 422 to an empty answer and saves and sends nothing', async () => {
    const customer = await createUser()
    const admin = await createUser({ admin: true })
    const { id } = await openConversation(customer)
    const res = await http('POST', `${ADMIN_BASE}/${id}/messages`, { token: admin.token, body: {} })
    expect(res.status).toBe(422)
    expect(await messageCount(id)).toBe(1)
    expect(await mailTo(customer.email)).toEqual([])
  })

  it('answers 404 to an unknown id, 403 to a customer and 401 to an anonymous caller, saving nothing', async () => {
    const customer = await createUser()
    const admin = await createUser({ admin: true })
    const { id } = await openConversation(customer)
    const body = { body: 'Hi' }
    expect((await http('POST', `${ADMIN_BASE}/999999999/messages`, { token: admin.token, body })).status).toBe(404)
    expect((await http('POST', `${ADMIN_BASE}/${id}/messages`, { token: customer.token, body })).status).toBe(403)
    expect((await http('POST', `${ADMIN_BASE}/${id}/messages`, { body })).status).toBe(401)
    expect(await messageCount(id)).toBe(1)
  })
})
