import { describe, expect, it } from 'vitest'
import { http, THIS_MACHINE } from '../support/http.ts'
import { createUser } from '../support/factories.ts'
import { testServer } from '../support/server.ts'
import { runDueJobs } from '../../api/services/jobs/worker.ts'
import { FailedJobJson } from '../../shared/schemas/failedJobs.ts'
import { ListMetaJson } from '../../shared/schemas/envelope.ts'

const PATH = '/api/v1/admin/failed_jobs'

/** A renewal reminder for a subscription that does not exist, dead after its last attempt. */
async function deadJob(): Promise<number> {
  const { app } = await testServer()
  const [row] = await app.knex('jobs').insert({
    kind: 'renewal_reminder', payload: JSON.stringify({ subscription_id: 'none' }), run_at: app.now(), attempts: 4,
    dedupe_key: `test:dead:${Date.now()}:${Math.random()}`,
  }).returning('id')
  await runDueJobs(app, { kinds: ['renewal_reminder'] })
  return Number(row.id)
}

describe('GET /api/v1/admin/failed_jobs', () => {
  it('lists dead jobs with kind, attempts and last error, newest failure first', async () => {
    const admin = await createUser({ admin: true })
    const older = await deadJob()
    const newer = await deadJob()
    const res = await http('GET', PATH, { token: admin.token })
    expect(res.status).toBe(200)
    const rows = res.body.data.map((row: unknown) => FailedJobJson.parse(row))
    expect(rows.map((row: FailedJobJson) => row.id)).toEqual([newer, older])
    expect(rows[0]).toMatchObject({ kind: 'renewal_reminder', attempts: 5 })
    expect(rows[0].last_error).toMatch(/^Invalid renewal_reminder payload: ✖ Invalid input: expected number, received string\n {2}→ at subscription_id\n/)
    expect(ListMetaJson.parse(res.body.meta)).toEqual({ total: 2, page: 1, per_page: 50 })
  })

  it('answers 401 to a visitor, 403 to a customer, and 422 to a bad page', async () => {
    expect((await http('GET', PATH)).status).toBe(401)
    const customer = await createUser()
    const denied = await http('GET', PATH, { token: customer.token })
    expect(denied.status).toBe(403)
    expect(denied.body.data).toBeUndefined()
    const admin = await createUser({ admin: true })
    expect((await http('GET', `${PATH}?page=zero`, { token: admin.token })).status).toBe(422)
  })
})

describe('POST /api/v1/admin/failed_jobs/:job_id/retry', () => {
  it('queues a dead job again with fresh attempts, once', async () => {
    const { app } = await testServer()
    const admin = await createUser({ admin: true })
    const id = await deadJob()
    const res = await http('POST', `${PATH}/${id}/retry`, { token: admin.token, body: {} })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ data: { id, state: 'queued' }, message: 'The job was queued again.' })
    expect(await app.knex('jobs').where({ id }).first('state', 'attempts')).toEqual({ state: 'queued', attempts: 0 })
    const again = await http('POST', `${PATH}/${id}/retry`, { token: admin.token, body: {} })
    expect(again.status).toBe(409)
    expect(again.body).toEqual({ code: 'conflict', message: 'Only a failed job can be retried.' })
    const listed = await http('GET', PATH, { token: admin.token })
    expect(listed.body.data.map((row: FailedJobJson) => row.id)).not.toContain(id)
    // Once what made it fail is fixed (here its payload), the retried job runs and is done.
    await app.knex('jobs').where({ id }).update({ payload: JSON.stringify({ subscription_id: 2_000_000_000, period: 1 }) })
    await runDueJobs(app, { kinds: ['renewal_reminder'] })
    expect(await app.knex('jobs').where({ id }).first('state', 'attempts', 'last_error')).toEqual({ state: 'done', attempts: 1, last_error: null })
  })

  it('answers 404 to an unknown job, 401 to a visitor and 403 to a customer, changing nothing', async () => {
    const { app } = await testServer()
    const admin = await createUser({ admin: true })
    expect((await http('POST', `${PATH}/999999999/retry`, { token: admin.token, body: {} })).status).toBe(404)
    expect((await http('POST', `${PATH}/abc/retry`, { token: admin.token, body: {} })).status).toBe(422)
    const id = await deadJob()
    expect((await http('POST', `${PATH}/${id}/retry`, { body: {} })).status).toBe(401)
    const customer = await createUser()
    expect((await http('POST', `${PATH}/${id}/retry`, { token: customer.token, body: {} })).status).toBe(403)
    expect(await app.knex('jobs').where({ id }).first('state')).toEqual({ state: 'dead' })
  })
})

describe('POST /api/v1/dev/failing_job', () => {
  it('queues a job that fails for good on its one attempt left', async () => {
    const { app } = await testServer()
    const res = await http('POST', '/api/v1/dev/failing_job', { body: {}, ip: THIS_MACHINE })
    expect(res.status).toBe(201)
    expect(res.body.data.ids).toHaveLength(1)
    await runDueJobs(app, { kinds: ['renewal_reminder'] })
    expect(await app.knex('jobs').where({ id: res.body.data.ids[0] }).first('state', 'attempts')).toEqual({ state: 'dead', attempts: 5 })
  })

  it('queues as many as asked, up to 120, so the pages of the screen can be tried', async () => {
    const { app } = await testServer()
    const res = await http('POST', '/api/v1/dev/failing_job', { body: { count: 3 }, ip: THIS_MACHINE })
    expect(res.status).toBe(201)
    expect(await app.knex('jobs').whereIn('id', res.body.data.ids).pluck('kind')).toEqual(['renewal_reminder', 'renewal_reminder', 'renewal_reminder'])
    expect((await http('POST', '/api/v1/dev/failing_job', { body: { count: 121 }, ip: THIS_MACHINE })).status).toBe(422)
    expect((await http('POST', '/api/v1/dev/failing_job', { body: { count: 0 }, ip: THIS_MACHINE })).status).toBe(422)
  })
})
