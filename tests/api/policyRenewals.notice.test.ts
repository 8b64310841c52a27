import { afterEach, describe, expect, it } from 'vitest'
import { addDays } from '../../shared/dates.ts'
import { InsurancePolicyJson } from '../../shared/schemas/insurancePolicy.ts'
import { messageEnvelope } from '../../shared/schemas/envelope.ts'
import { noticePolicyRenewals } from '../../api/services/insurancePolicies/renewalNotice.ts'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, mailTo } from '../support/factories.ts'
import { addPolicy, boundPolicy, signedInNow } from '../support/policies.ts'

afterEach(async () => {
  (await testServer()).setNow(null)
})

async function policyRow(id: number) {
  const { app } = await testServer()
  return app.knex('insurance_policies').where({ id }).first()
}

/** Moves the clock to `days` before the policy ends and runs the notice job (twice: it must be safe to). */
async function noticeAt(policyId: number, days: number) {
  const server = await testServer()
  const { expiration_date: end } = await policyRow(policyId)
  server.setNow(addDays(new Date(`${end}T09:00:00Z`), -days))
  await noticePolicyRenewals(server.app)
  await noticePolicyRenewals(server.app)
}

const reminders = async (email: string) => (await mailTo(email)).filter((mail) => / renews on /.test(mail.subject))

const autoReshop = (id: number, token: string, body: Record<string, unknown>) => http('PUT', `/api/v1/policies/${id}/auto_reshop`, { token, body })

describe('notice_policy_renewals job', () => {
  it('does nothing 46 days before the end, then e-mails once and moves the policy to renewal pending at 45', async () => {
    const owner = await createUser({ first_name: 'Dana' })
    const id = await addPolicy(owner)
    await noticeAt(id, 46)
    expect((await policyRow(id)).status).toBe('active')
    await noticeAt(id, 45)
    const row = await policyRow(id)
    expect(row.status).toBe('renewal_pending')
    expect(row.renewal_noticed_for).toBe(row.expiration_date)
    const mails = await reminders(owner.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text_body).toContain(`/dashboard/policies/${id}`)
    expect(mails[0]?.headers?.['List-Unsubscribe']).toMatch(/kind=renewal_reminders/)
    const { app } = await testServer()
    const events = await app.knex('insurance_policy_events').where({ insurance_policy_id: id }).orderBy('id')
    expect(events.map((e) => [e.action, e.actor_user_id, e.detail])).toEqual([
      ['policy_added', owner.user.id, expect.any(String)],
      ['renewal_noticed', null, `Ends on ${row.expiration_date}; reminder e-mailed`],
    ])
  })

  it('sends no reminder while the customer keeps renewal reminders off, and still marks the renewal pending', async () => {
    const { app } = await testServer()
    const owner = await createUser()
    await app.knex('users').where({ id: owner.user.id }).update({ renewal_reminders: false })
    const id = await addPolicy(owner)
    await noticeAt(id, 45)
    expect((await policyRow(id)).status).toBe('renewal_pending')
    expect(await reminders(owner.email)).toEqual([])
  })

  it('reads the number of days from the config', async () => {
    const { app } = await testServer()
    const owner = await createUser()
    const id = await addPolicy(owner)
    const configured = app.config.policyRenewalNoticeDays
    app.config.policyRenewalNoticeDays = 60
    try {
      await noticeAt(id, 59)
    } finally {
      app.config.policyRenewalNoticeDays = configured
    }
    expect((await policyRow(id)).status).toBe('renewal_pending')
  })

  it('opens one re-shop request in the agent\'s queue, linked to the policy, when automatic re-shop is on', async () => {
    const bound = await boundPolicy()
    const { app } = await testServer()
    const { id } = await app.knex('insurance_policies').where({ offer_id: bound.offerId }).first()
    const on = await autoReshop(id, bound.owner.token, { auto_reshop: true, authorization: true })
    expect(on.status).toBe(200)
    expect(messageEnvelope(InsurancePolicyJson).parse(on.body)).toMatchObject({ message: 'We will shop this policy again at renewal.', data: { auto_reshop: true, reshop_request_number: null } })
    await noticeAt(id, 45)
    const owner = await signedInNow(bound.owner)
    const admin = await signedInNow(bound.admin)
    const shown = (await http('GET', `/api/v1/policies/${id}`, { token: owner.token })).body.data
    expect(shown.status).toBe('renewal_pending')
    expect(shown.reshop_request_number).toMatch(/\S/)
    const reshops = await app.knex('insurance_requests').where({ user_id: owner.user.id }).orderBy('id')
    expect(reshops.map((r) => r.request_number)).toHaveLength(2)
    expect(reshops[1].request_number).toBe(shown.reshop_request_number)
    const queue = (await http('GET', '/api/v1/insurance_requests?sort=due&per_page=100', { token: admin.token })).body.data
    const queued = queue.find((r: { request_number: string }) => r.request_number === shown.reshop_request_number)
    expect(queued).toMatchObject({ status: 'pending' })
    expect(new Date(queued.due_at).getTime() - new Date(queued.created_at).getTime()).toBe(24 * 3_600_000)
    const [mail] = await reminders(owner.email)
    expect(mail?.text_body).toContain(`As you asked, we are shopping it again: request ${shown.reshop_request_number}.`)
    const actions = (await app.knex('insurance_policy_events').where({ insurance_policy_id: id }).orderBy('id')).map((e) => e.action)
    expect(actions).toEqual(['policy_bound', 'auto_reshop_changed', 'renewal_noticed', 'reshop_opened'])
  })

  it('notes in the history why no re-shop opened when it has no address for the customer', async () => {
    const owner = await createUser()
    const id = await addPolicy(owner)
    expect((await autoReshop(id, owner.token, { auto_reshop: true, authorization: true })).status).toBe(200)
    await noticeAt(id, 45)
    const { app } = await testServer()
    expect(await app.knex('insurance_requests').where({ user_id: owner.user.id })).toEqual([])
    const noticed = await app.knex('insurance_policy_events').where({ insurance_policy_id: id, action: 'renewal_noticed' }).first()
    expect(noticed.detail).toContain('Automatic re-shop not opened: Please tell us where to reach you')
  })

  it('is scheduled once a day with the other housekeeping', async () => {
    const { app } = await testServer()
    const { schedulePeriodicJobs } = await import('../../api/services/jobs/housekeeping.ts')
    await schedulePeriodicJobs(app)
    await schedulePeriodicJobs(app)
    const today = app.now().toISOString().slice(0, 10)
    expect(await app.knex('jobs').where({ kind: 'notice_policy_renewals', dedupe_key: `notice_policy_renewals:${today}` })).toHaveLength(1)
  })
})

describe('PUT /api/v1/policies/:id/auto_reshop', () => {
  it('refuses to turn it on without the customer\'s authorization, and changes nothing', async () => {
    const owner = await createUser()
    const id = await addPolicy(owner)
    const res = await autoReshop(id, owner.token, { auto_reshop: true })
    expect(res.status).toBe(422)
    expect(res.body.fields).toEqual({ authorization: 'You must authorize GetQuote to proceed' })
    expect((await policyRow(id)).auto_reshop).toBe(false)
  })

  it('turns it off again', async () => {
    const owner = await createUser()
    const id = await addPolicy(owner)
    await autoReshop(id, owner.token, { auto_reshop: true, authorization: true })
    const res = await autoReshop(id, owner.token, { auto_reshop: false })
    expect(res.body).toMatchObject({ message: 'Automatic re-shopping is off.', data: { auto_reshop: false } })
  })

  it('answers 401 anonymous, 404 to another customer and 403 to an admin', async () => {
    const owner = await createUser()
    const id = await addPolicy(owner)
    const body = { auto_reshop: true, authorization: true }
    expect((await http('PUT', `/api/v1/policies/${id}/auto_reshop`, { body })).status).toBe(401)
    expect((await autoReshop(id, (await createUser()).token, body)).status).toBe(404)
    expect((await autoReshop(id, (await createUser({ admin: true })).token, body)).status).toBe(403)
    expect((await policyRow(id)).auto_reshop).toBe(false)
  })
})

describe('GET /api/v1/admin/policies?reshop=open', () => {
  it('lists the policies whose re-shop request waits for offers, and renewal pending ones by status', async () => {
    const bound = await boundPolicy()
    const { app } = await testServer()
    const { id } = await app.knex('insurance_policies').where({ offer_id: bound.offerId }).first()
    const quiet = await addPolicy(bound.owner)
    await autoReshop(id, bound.owner.token, { auto_reshop: true, authorization: true })
    await noticeAt(id, 45)
    const admin = await signedInNow(bound.admin)
    const list = async (query: string) => (await http('GET', `/api/v1/admin/policies?${query}&per_page=100`, { token: admin.token })).body.data.map((p: { id: number }) => p.id)
    expect(await list('reshop=open')).toContain(id)
    expect(await list('reshop=open')).not.toContain(quiet)
    expect(await list('status=renewal_pending')).toContain(id)
    const { reshop_request_id: requestId } = await policyRow(id)
    await app.knex('insurance_requests').where({ id: requestId }).update({ status: 'quoted' })
    expect(await list('reshop=open')).not.toContain(id)
    expect((await http('GET', '/api/v1/admin/policies?reshop=closed', { token: admin.token })).body.fields).toEqual({ reshop: 'Re-shop must be open' })
  })
})

describe('notice_policy_renewals job after an early renewal or re-shop', () => {
  it('still reminds when the renewal was recorded before the notice day, and opens no second re-shop', async () => {
    const bound = await boundPolicy()
    const { app } = await testServer()
    const { id } = await app.knex('insurance_policies').where({ offer_id: bound.offerId }).first()
    await autoReshop(id, bound.owner.token, { auto_reshop: true, authorization: true })
    const row = await policyRow(id)
    const renewal = {
      term_months: 6, effective_date: row.expiration_date, premium: '660.00', down_payment: '160.00', monthly_instalment: '100.00', instalment_count: 5, deductible: 500,
      liability_limits: '100/300/100', coverages: row.coverages, discounts: row.discounts, vehicles: row.vehicles, drivers: row.drivers,
    }
    expect((await http('POST', `/api/v1/policies/${id}/renewal`, { token: bound.admin.token, body: { renewal } })).status).toBe(200)
    const requote = await http('POST', `/api/v1/policies/${id}/requote`, { token: bound.owner.token, body: { authorization: true } })
    expect(requote.status).toBe(201)
    await noticeAt(id, 45)
    const noticed = await policyRow(id)
    expect(noticed).toMatchObject({ status: 'renewal_pending', renewal_noticed_for: row.expiration_date })
    expect(await app.knex('insurance_requests').where({ user_id: bound.owner.user.id })).toHaveLength(2)
    const [linked] = await app.knex('insurance_requests').where({ id: noticed.reshop_request_id })
    expect(linked.request_number).toBe(requote.body.data.request_number)
    expect(await reminders(bound.owner.email)).toHaveLength(1)
  })
})
