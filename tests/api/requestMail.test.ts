import { afterEach, describe, expect, it } from 'vitest'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, mailTo, type CreatedUser } from '../support/factories.ts'
import { validRequestBody } from '../support/insuranceRequestBodies.ts'
import { addOffer, createCarrier, day } from '../support/offers.ts'
import { runDueJobs } from '../../api/services/jobs/worker.ts'

const MINUTE = 60_000

/** A CA request (asked 100/300/100) by a customer who left quote updates off, as "Skip for now" does. */
async function optedOutRequest(): Promise<{ owner: CreatedUser; number: string }> {
  const owner = await createUser({ first_name: 'Dana', quote_notifications: false })
  const body = validRequestBody({ auto: { minimum_liability_limits: '100/300/100' } })
  const res = await http('POST', '/api/v1/insurance_requests', { token: owner.token, body })
  expect(res.status).toBe(201)
  return { owner, number: res.body.data.request_number }
}

/** Runs the options announcements due `minutes` from now on the app's clock. */
async function announceAfter(minutes: number): Promise<number> {
  const { app, setNow } = await testServer()
  setNow(new Date(Date.now() + minutes * MINUTE))
  return runDueJobs(app, { kinds: ['announce_options'] })
}

const subjects = async (email: string) => (await mailTo(email)).map((mail) => mail.subject)

afterEach(async () => {
  ;(await testServer()).setNow(null)
})

describe('"Your options are ready" e-mail', () => {
  it('tells a customer who never opted in how many offers they have and the lowest monthly price', async () => {
    const admin = await createUser({ admin: true })
    const carrierId = await createCarrier(admin, { name: 'Harbor Mutual' })
    const { owner, number } = await optedOutRequest()
    await addOffer(admin, number, carrierId, { premium: '600.00', down_payment: '100.00', monthly_instalment: '100.00', instalment_count: 5 })
    await addOffer(admin, number, carrierId, { term_months: 12, premium: '1020.00', down_payment: '120.00', monthly_instalment: '90.00', instalment_count: 10 })
    expect(await subjects(owner.email)).toEqual([`We received your auto quote request ${number}`])

    expect(await announceAfter(11)).toBe(1)
    const [mail] = await mailTo(owner.email)
    expect(mail?.subject).toBe(`Your options are ready for request ${number}`)
    expect(mail?.text_body).toContain('You have 2 offers for request')
    expect(mail?.text_body).toContain('from $85.00 a month')
    expect(mail?.text_body).toContain(`http://getquote.test:8080/dashboard/requests/${number}`)
    expect(mail?.headers).toBeNull()
  })

  it('waits ten minutes after the first offer so the offers added meanwhile are counted', async () => {
    const admin = await createUser({ admin: true })
    const carrierId = await createCarrier(admin)
    const { owner, number } = await optedOutRequest()
    await addOffer(admin, number, carrierId)
    expect(await announceAfter(9)).toBe(0)
    expect(await announceAfter(10)).toBe(1)
    const [mail] = await mailTo(owner.email)
    expect(mail?.subject).toBe(`Your options are ready for request ${number}`)
    expect(mail?.text_body).toContain('You have 1 offer for request')
    expect(mail?.text_body).toContain('from $100.00 a month')
  })

  it('replaces the quoted status e-mail for a customer who opted in, and is sent once however often its job runs', async () => {
    const admin = await createUser({ admin: true })
    const carrierId = await createCarrier(admin)
    const owner = await createUser({ quote_notifications: true })
    const res = await http('POST', '/api/v1/insurance_requests', { token: owner.token, body: validRequestBody({ auto: { minimum_liability_limits: '100/300/100' } }) })
    const number: string = res.body.data.request_number
    await addOffer(admin, number, carrierId)
    expect(await announceAfter(11)).toBe(1)
    const { app } = await testServer()
    const job: { id: number } | undefined = await app.knex('jobs').where({ kind: 'announce_options' }).orderBy('id', 'desc').first('id')
    expect(await app.knex('jobs').where({ id: job?.id, state: 'done' }).update({ state: 'queued', locked_until: null })).toBe(1)
    expect(await announceAfter(11)).toBe(1)
    expect(await subjects(owner.email)).toEqual([`Your options are ready for request ${number}`, `We received your auto quote request ${number}`])
  })

  it('says nothing when the offers were withdrawn before it was due', async () => {
    const admin = await createUser({ admin: true })
    const carrierId = await createCarrier(admin)
    const { owner, number } = await optedOutRequest()
    const offerId = await addOffer(admin, number, carrierId)
    const withdrawn = await http('POST', `/api/v1/admin/offers/${offerId}/withdraw`, { token: admin.token, body: { reason: 'Priced for the wrong ZIP' } })
    expect(withdrawn.status).toBe(200)
    expect(await announceAfter(11)).toBe(1)
    expect(await subjects(owner.email)).toEqual([`We received your auto quote request ${number}`])
  })
})

describe('intermediate status e-mails', () => {
  it('follow the opt-in: processing reaches only a customer who turned quote updates on', async () => {
    const admin = await createUser({ admin: true })
    const { owner, number } = await optedOutRequest()
    const put = (token: string, status: string) => http('PUT', `/api/v1/insurance_requests/${number}`, { token, body: { insurance_request: { status } } })
    expect((await put(admin.token, 'processing')).status).toBe(200)
    expect(await subjects(owner.email)).toEqual([`We received your auto quote request ${number}`])
  })

  it('a rejection is the answer to the request and reaches a customer who never opted in, without an opt-out link', async () => {
    const admin = await createUser({ admin: true })
    const { owner, number } = await optedOutRequest()
    const res = await http('PUT', `/api/v1/insurance_requests/${number}`, { token: admin.token, body: { insurance_request: { status: 'rejected' } } })
    expect(res.status).toBe(200)
    const [mail] = await mailTo(owner.email)
    expect(mail?.subject).toBe(`Request #${number} status changed to rejected`)
    expect(mail?.headers).toBeNull()
  })
})

describe('the purchase e-mail', () => {
  it('names the carrier, policy number and effective date, promises no documents, and reaches a customer who never opted in', async () => {
    const admin = await createUser({ admin: true })
    const carrierId = await createCarrier(admin, { name: 'Lakeside Casualty' })
    const { owner, number } = await optedOutRequest()
    const offerId = await addOffer(admin, number, carrierId)
    expect((await http('POST', `/api/v1/insurance_requests/${number}/offers/${offerId}/choose`, { token: owner.token })).status).toBe(200)
    const effective = day(3)
    const bound = await http('POST', `/api/v1/admin/offers/${offerId}/bind`, { token: admin.token, body: { policy_number: 'HLM-2026-000123', effective_date: effective } })
    expect(bound.status).toBe(200)
    const purchase = (await mailTo(owner.email)).filter((mail) => mail.subject === `Request #${number} status changed to purchased`)
    expect(purchase).toHaveLength(1)
    const [mail] = purchase
    const longDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(`${effective}T12:00:00`))
    for (const body of [mail?.text_body, mail?.html_body]) {
      expect(body).toContain('Lakeside Casualty')
      expect(body).toContain('HLM-2026-000123')
      expect(body).toContain(longDay)
      expect(body).not.toContain('documents will be sent')
    }
    expect(mail?.headers).toBeNull()
  })
})
