import { describe, expect, it } from 'vitest'
import { AdminPolicyJson, InsurancePolicyJson } from '../../shared/schemas/insurancePolicy.ts'
import { dataEnvelope, listEnvelope } from '../../shared/schemas/envelope.ts'
import { expireInsurancePolicies } from '../../api/services/insurancePolicies/expiry.ts'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser } from '../support/factories.ts'
import { day } from '../support/offers.ts'
import { addPolicy, boundPolicy } from '../support/policies.ts'

const ids = (body: unknown) => listEnvelope(InsurancePolicyJson).parse(body).data.map((policy) => policy.id)

async function adminList(token: string, query: string) {
  const res = await http('GET', `/api/v1/admin/policies${query}`, { token })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body
}

describe('GET /api/v1/admin/policies', () => {
  it('filters by expiry window (active policies ending from today to N days out), origin and status', async () => {
    const admin = await createUser({ admin: true })
    const owner = await createUser()
    // 12-month policies: effective 345 days ago ends in about 20 days; 325 days ago, in about 40.
    const in20 = await addPolicy(owner, { effective_date: day(-345) })
    const in40 = await addPolicy(owner, { effective_date: day(-325) })
    const ended = await addPolicy(owner, { effective_date: day(-400) })
    const { offerId } = await boundPolicy()
    const { app } = await testServer()
    const [bound] = await app.knex('insurance_policies').where({ offer_id: offerId })
    const in30 = ids(await adminList(admin.token, '?expiring=30&per_page=100'))
    expect([in30.includes(in20), in30.includes(in40), in30.includes(ended), in30.includes(bound.id)]).toEqual([true, false, false, false])
    const in45 = ids(await adminList(admin.token, '?expiring=45&per_page=100'))
    expect([in45.includes(in20), in45.includes(in40)]).toEqual([true, true])
    const added = ids(await adminList(admin.token, '?origin=added&per_page=100'))
    expect([added.includes(in20), added.includes(bound.id)]).toEqual([true, false])
    const boundOnly = ids(await adminList(admin.token, '?origin=bound&per_page=100'))
    expect(boundOnly.includes(bound.id)).toBe(true)
    await expireInsurancePolicies(app)
    const expired = ids(await adminList(admin.token, '?status=expired&per_page=100'))
    expect([expired.includes(ended), expired.includes(in20)]).toEqual([true, false])
  })

  it('pages with the usual meta', async () => {
    const admin = await createUser({ admin: true })
    const owner = await createUser()
    await addPolicy(owner)
    await addPolicy(owner)
    const body = await adminList(admin.token, '?per_page=1&page=2')
    expect(body.meta.page).toBe(2)
    expect(body.meta.per_page).toBe(1)
    expect(body.meta.total).toBeGreaterThanOrEqual(2)
    expect(body.data).toHaveLength(1)
  })

  it('answers 422 to an unknown filter, 403 to a customer and 401 anonymous', async () => {
    const admin = await createUser({ admin: true })
    const bad = await http('GET', '/api/v1/admin/policies?expiring=10', { token: admin.token })
    expect([bad.status, bad.body.fields]).toEqual([422, { expiring: 'Expiring must be 7, 30 or 45 days' }])
    expect((await http('GET', '/api/v1/admin/policies?status=lapsed', { token: admin.token })).body.fields).toEqual({ status: 'Unknown status' })
    expect((await http('GET', '/api/v1/admin/policies', { token: (await createUser()).token })).status).toBe(403)
    expect((await http('GET', '/api/v1/admin/policies')).status).toBe(401)
  })
})

describe('GET /api/v1/admin/policies/:id', () => {
  it('shows the policy with its history to an admin, 403 to customers (the owner too), 404 for an unknown id', async () => {
    const admin = await createUser({ admin: true })
    const owner = await createUser({ first_name: 'Fox', last_name: 'Mulder' })
    const id = await addPolicy(owner)
    const res = await http('GET', `/api/v1/admin/policies/${id}`, { token: admin.token })
    const policy = dataEnvelope(AdminPolicyJson).parse(res.body).data
    expect(policy.events.map((e) => [e.action, e.actor])).toEqual([['policy_added', { id: owner.user.id, name: 'Fox Mulder' }]])
    expect((await http('GET', `/api/v1/admin/policies/${id}`, { token: owner.token })).status).toBe(403)
    expect((await http('GET', `/api/v1/admin/policies/${id}`)).status).toBe(401)
    expect((await http('GET', '/api/v1/admin/policies/999999', { token: admin.token })).status).toBe(404)
  })
})

describe('expire_insurance_policies job', () => {
  it('expires policies as the app clock passes their expiration day, once, with one history line', async () => {
    const { app, setNow } = await testServer()
    const owner = await createUser()
    const id = await addPolicy(owner, { effective_date: day(-100) })
    const [row] = await app.knex('insurance_policies').where({ id })
    try {
      setNow(new Date(new Date(`${row.expiration_date}T12:00:00`).getTime() - 86_400_000))
      await expireInsurancePolicies(app)
      expect((await app.knex('insurance_policies').where({ id }))[0].status).toBe('active')
      setNow(new Date(`${row.expiration_date}T12:00:00`))
      await expireInsurancePolicies(app)
      await expireInsurancePolicies(app)
    } finally {
      setNow(null)
    }
    expect((await app.knex('insurance_policies').where({ id }))[0].status).toBe('expired')
    const events = await app.knex('insurance_policy_events').where({ insurance_policy_id: id }).orderBy('id')
    expect(events.map((e) => [e.action, e.actor_user_id, e.detail])).toEqual([['policy_added', owner.user.id, expect.any(String)], ['policy_expired', null, `Expired on ${row.expiration_date}`]])
    const shown = await http('GET', `/api/v1/policies/${id}`, { token: owner.token })
    expect(shown.body.data.status).toBe('expired')
  })

  it('is on the worker\'s list and scheduled hourly with the other housekeeping', async () => {
    const { app } = await testServer()
    const { jobDefinition } = await import('../../api/services/jobs/list.ts')
    const { schedulePeriodicJobs } = await import('../../api/services/jobs/housekeeping.ts')
    expect(jobDefinition('expire_insurance_policies')?.kind).toBe('expire_insurance_policies')
    await schedulePeriodicJobs(app)
    await schedulePeriodicJobs(app)
    const hour = app.now().toISOString().slice(0, 13)
    expect(await app.knex('jobs').where({ kind: 'expire_insurance_policies', dedupe_key: `expire_insurance_policies:${hour}` })).toHaveLength(1)
  })
})
