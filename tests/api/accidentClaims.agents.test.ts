import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, mailTo } from '../support/factories.ts'
import { agentCounts, caughtUp } from '../support/agentNotifications.ts'
import { sentClaim, startClaim } from '../support/claims.ts'
import { runDueJobs } from '../../api/services/jobs/worker.ts'

const MINUTE = 60_000
const QUARTER = 15 * MINUTE

/** The file's clock, a minute into a quarter hour, moved only forward as a real one is. */
let clock = Math.ceil(Date.now() / QUARTER) * QUARTER + MINUTE

async function nextQuarter(): Promise<void> {
  clock = Math.floor(clock / QUARTER) * QUARTER + QUARTER + MINUTE
  ;(await testServer()).setNow(new Date(clock))
}

const runDigests = async () => runDueJobs((await testServer()).app, { kinds: ['send_agent_digest'] })

beforeAll(async () => {
  ;(await testServer()).setNow(new Date(clock))
})

afterAll(async () => {
  ;(await testServer()).setNow(null)
})

describe('agents hear of a sent accident claim', () => {
  it('writes one agent notification with the send, counted as a new claim on /admin', async () => {
    const watcher = await createUser({ admin: true })
    await caughtUp(watcher)
    const { number } = await sentClaim()
    const { app } = await testServer()
    const claim = await app.knex('accident_claims').where({ claim_number: number }).first('id')
    expect(await app.knex('agent_notifications').where({ accident_claim_id: claim.id }).select('kind', 'insurance_request_id', 'support_message_id'))
      .toEqual([{ kind: 'new_claim', insurance_request_id: null, support_message_id: null }])
    expect(await agentCounts(watcher)).toEqual({ new_requests: 0, requotes: 0, premium_help: 0, new_claims: 1, latest_id: expect.any(Number) })
  })

  it('writes none for a draft saved, nor for a send refused as incomplete or repeated', async () => {
    const watcher = await createUser({ admin: true })
    const owner = await createUser()
    const { number, owner: sender } = await sentClaim()
    await caughtUp(watcher)
    const draft = await startClaim(owner, { claim: { report: { description: 'Scraped a wall' } } })
    expect((await http('PUT', `/api/v1/claims/${draft}`, { token: owner.token, body: { claim: { report: { description: 'Scraped a wall twice' } } } })).status).toBe(200)
    expect((await http('POST', `/api/v1/claims/${draft}/submit`, { token: owner.token })).status).toBe(422)
    expect((await http('POST', `/api/v1/claims/${number}/submit`, { token: sender.token })).status).toBe(409)
    expect(await agentCounts(watcher)).toEqual({ new_requests: 0, requotes: 0, premium_help: 0, new_claims: 0, latest_id: null })
  })

  it('lists the claim in the next quarter hour\'s digest, with a link to its admin page', async () => {
    await nextQuarter()
    await runDigests()
    const admin = await createUser({ admin: true })
    const { number } = await sentClaim()
    expect(await runDigests()).toBe(0)
    await nextQuarter()
    expect(await runDigests()).toBe(1)
    const mails = await mailTo(admin.email)
    expect(mails.map((mail) => mail.subject)).toEqual(['GetQuote agent digest: 1 new accident claim'])
    expect(mails[0]?.text_body).toContain(`- New accident claim ${number}: http://getquote.test:8080/admin/claims/${number}`)
  })
})
