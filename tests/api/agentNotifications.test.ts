import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, mailTo, type CreatedUser } from '../support/factories.ts'
import { validRequestBody } from '../support/insuranceRequestBodies.ts'
import { addOffer, createCarrier, day } from '../support/offers.ts'
import { subscribeDirectly } from '../support/plans.ts'
import { runDueJobs } from '../../api/services/jobs/worker.ts'
import { AGENT_COUNTS, agentCounts, caughtUp } from '../support/agentNotifications.ts'
import { AgentNotificationCountsJson } from '../../shared/schemas/agentNotifications.ts'

const MINUTE = 60_000
const QUARTER = 15 * MINUTE
const COUNTS = AGENT_COUNTS
const counts = agentCounts

/**
 * The file's clock only moves forward, as a real one does: each quarter hour's digest runs once, and an
 * event stamped in a quarter whose digest already ran would wait for the next quarter's.
 */
let clock = Math.ceil(Date.now() / QUARTER) * QUARTER + MINUTE

async function moveTo(at: number): Promise<void> {
  clock = at
  ;(await testServer()).setNow(new Date(clock))
}

/** The first minute of the next quarter hour: every digest queued before it is due. */
const nextQuarter = () => moveTo(Math.floor(clock / QUARTER) * QUARTER + QUARTER + MINUTE)

const runDigests = async () => runDueJobs((await testServer()).app, { kinds: ['send_agent_digest'] })

async function submit(customer: CreatedUser): Promise<string> {
  const res = await http('POST', '/api/v1/insurance_requests', { token: customer.token, body: validRequestBody({ auto: { minimum_liability_limits: '100/300/100' } }) })
  expect(res.status).toBe(201)
  return res.body.data.request_number
}

async function openConversation(customer: CreatedUser): Promise<number> {
  const res = await http('POST', '/api/v1/support/conversations', { token: customer.token, body: { subject: 'Which deductible?', body: 'Please advise.' } })
  expect(res.status).toBe(201)
  return res.body.data.id
}

const follow = (customer: CreatedUser, conversationId: number) =>
  http('POST', `/api/v1/support/conversations/${conversationId}/messages`, { token: customer.token, body: { body: 'Any news?' } })

beforeAll(async () => {
  await moveTo(clock)
})

afterAll(async () => {
  ;(await testServer()).setNow(null)
})

describe('the agents\' digest', () => {
  it('e-mails each admin one digest of new requests and Premium help messages at the next quarter hour, and only once', async () => {
    await nextQuarter()
    await runDigests()
    const [first, second] = [await createUser({ admin: true }), await createUser({ admin: true })]
    const premium = await createUser()
    await subscribeDirectly(premium, 'premium')
    const free = await createUser()
    const number = await submit(free)
    const conversationId = await openConversation(premium)
    expect((await follow(premium, conversationId)).status).toBe(201)
    await openConversation(free)
    expect(await runDigests()).toBe(0)

    await nextQuarter()
    expect(await runDigests()).toBe(1)
    for (const admin of [first, second]) {
      const mails = await mailTo(admin.email)
      expect(mails.map((mail) => mail.subject)).toEqual(['GetQuote agent digest: 1 new request, 2 Premium help messages'])
      const text = mails[0]?.text_body ?? ''
      expect(text).toContain(`- New request ${number}: http://getquote.test:8080/admin/requests/${number}`)
      expect(text.split(`help message in conversation #${conversationId}: http://getquote.test:8080/admin/support/${conversationId}`)).toHaveLength(3)
    }
    expect(await mailTo(free.email)).toHaveLength(1)

    const { app } = await testServer()
    expect(await app.knex('jobs').where({ kind: 'send_agent_digest', state: 'done' }).orderBy('id', 'desc').limit(1).update({ state: 'queued' })).toBe(1)
    expect(await runDigests()).toBe(1)
    expect(await mailTo(first.email)).toHaveLength(1)
  })

  it('tells the agents of a re-quote, and sends nothing in a quarter hour with nothing new', async () => {
    await nextQuarter()
    await runDigests()
    const admin = await createUser({ admin: true })
    const customer = await createUser()
    const number = await submit(customer)
    const carrierId = await createCarrier(admin)
    await addOffer(admin, number, carrierId, { valid_until: day(1, new Date(clock)) })
    await nextQuarter()
    expect(await runDigests()).toBe(1)
    await moveTo(clock + 3 * 86_400_000)
    expect((await http('POST', `/api/v1/insurance_requests/${number}/requote`, { token: customer.token })).status).toBe(200)
    await nextQuarter()
    expect(await runDigests()).toBe(1)
    expect((await mailTo(admin.email)).map((mail) => mail.subject)).toEqual(['GetQuote agent digest: 1 re-quote', 'GetQuote agent digest: 1 new request'])
    await nextQuarter()
    expect(await runDigests()).toBe(0)
  })
})

describe('GET /api/v1/admin/agent_notifications', () => {
  it('counts what the admin has not marked seen, by kind', async () => {
    const admin = await createUser({ admin: true })
    const other = await createUser({ admin: true })
    await caughtUp(admin)
    await caughtUp(other)
    const premium = await createUser()
    await subscribeDirectly(premium, 'premium')
    await submit(await createUser())
    await openConversation(premium)
    const seen = await counts(admin)
    expect(seen).toEqual({ new_requests: 1, requotes: 0, premium_help: 1, new_claims: 0, latest_id: expect.any(Number) })
    expect(await counts(other)).toEqual(seen)

    const marked = await http('PUT', `${COUNTS}/seen`, { token: admin.token, body: { through_id: seen.latest_id } })
    expect(marked.status).toBe(200)
    expect(AgentNotificationCountsJson.parse(marked.body.data)).toEqual({ new_requests: 0, requotes: 0, premium_help: 0, new_claims: 0, latest_id: null })
    expect(await counts(other)).toEqual(seen)
    await submit(premium)
    expect(await counts(admin)).toEqual({ new_requests: 1, requotes: 0, premium_help: 0, new_claims: 0, latest_id: (seen.latest_id ?? 0) + 1 })
  })

  it('answers 401 to a visitor and 403 to a customer', async () => {
    const customer = await createUser()
    expect((await http('GET', COUNTS)).status).toBe(401)
    expect((await http('GET', COUNTS, { token: customer.token })).status).toBe(403)
  })
})

describe('PUT /api/v1/admin/agent_notifications/seen', () => {
  it('never marks past the newest item nor moves the mark back', async () => {
    const admin = await createUser({ admin: true })
    await caughtUp(admin)
    const { latest_id: before } = await counts(admin)
    expect(before).toBeNull()
    const ahead = await http('PUT', `${COUNTS}/seen`, { token: admin.token, body: { through_id: 999_999_999 } })
    expect(ahead.status).toBe(200)
    await submit(await createUser())
    expect((await counts(admin)).new_requests).toBe(1)
    const { latest_id: latest } = await counts(admin)
    await http('PUT', `${COUNTS}/seen`, { token: admin.token, body: { through_id: latest } })
    await http('PUT', `${COUNTS}/seen`, { token: admin.token, body: { through_id: 1 } })
    expect((await counts(admin)).new_requests).toBe(0)
  })

  it('answers 422 to a missing or bad id and changes nothing', async () => {
    const admin = await createUser({ admin: true })
    await caughtUp(admin)
    await submit(await createUser())
    for (const body of [{}, { through_id: 'all' }, { through_id: 0 }]) {
      const res = await http('PUT', `${COUNTS}/seen`, { token: admin.token, body })
      expect(res.status).toBe(422)
      expect(res.body.fields).toEqual({ through_id: 'Please give the newest id you saw' })
    }
    expect((await counts(admin)).new_requests).toBe(1)
  })

  it('answers 401 to a visitor and 403 to a customer, and marks nothing', async () => {
    const admin = await createUser({ admin: true })
    await caughtUp(admin)
    await submit(await createUser())
    const customer = await createUser()
    const { latest_id: latest } = await counts(admin)
    expect((await http('PUT', `${COUNTS}/seen`, { body: { through_id: latest } })).status).toBe(401)
    expect((await http('PUT', `${COUNTS}/seen`, { token: customer.token, body: { through_id: latest } })).status).toBe(403)
    expect((await counts(admin)).new_requests).toBe(1)
  })
})
