import { describe, expect, it } from 'vitest'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import type { CreatedUser } from '../support/factories.ts'
import { photoJpeg, sentClaim, startClaim, uploadPhoto } from '../support/claims.ts'
import { purgeExpiredRecords } from '../../api/services/retention.ts'
import { closeClaim } from '../../api/services/accidentClaims/steps.ts'
import { loadClaim } from '../../api/services/accidentClaims/records.ts'
import { User } from '../../api/models/User.ts'
import { monthsAfterDay } from '../../shared/dates.ts'
import { RETENTION } from '../../shared/constants/retention.ts'
import { RetentionPlanJson } from '../../shared/schemas/retention.ts'
import { dataEnvelope, messageEnvelope } from '../../shared/schemas/envelope.ts'

const plusYears = (isoDay: string, years: number) => monthsAfterDay(isoDay, 12 * years)
const nextDay = (isoDay: string) => new Date(new Date(`${isoDay}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10)
const todayUtc = () => new Date().toISOString().slice(0, 10)

async function deleteAccountOf(owner: CreatedUser) {
  const res = await http('DELETE', '/api/v1/me', { token: owner.token, body: { password: owner.password } })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return messageEnvelope(RetentionPlanJson).parse(res.body).data
}

async function claimRow(number: string) {
  const { app } = await testServer()
  return await app.knex('accident_claims').where({ claim_number: number }).first()
}

/** A sent claim (the accident in California) with a photo, and a draft, of a customer. */
async function customerWithClaims() {
  const { owner, admin, number } = await sentClaim()
  expect((await uploadPhoto(number, await photoJpeg(), owner.token)).status).toBe(201)
  const draft = await startClaim(owner)
  return { owner, admin, number, draft }
}

describe('DELETE /api/v1/me with a sent accident claim', () => {
  it('keeps the claim 5 years after its last step under California law, said before and at the deletion', async () => {
    const { owner, number, draft } = await customerWithClaims()
    const keptUntil = plusYears(todayUtc(), 5)
    const entry = {
      record: `Accident claim ${number}: your report, its photos, the agents' notes and its audit trail`,
      request_number: null,
      why: expect.stringMatching(new RegExp(`^${RETENTION.claims.why.replace(/[.()]/g, '\\$&')} Kept 5 years after its last step on .+ \\(the law of California\\), until .+\\.$`)),
      kept_until: keptUntil,
    }
    const before = dataEnvelope(RetentionPlanJson).parse((await http('GET', '/api/v1/me/retention', { token: owner.token })).body).data
    expect(before.kept).toEqual([entry])
    const plan = await deleteAccountOf(owner)
    expect(plan.kept).toEqual([entry])
    expect((await claimRow(number)).retain_until).toBe(keptUntil)
    expect(await claimRow(draft)).toBeUndefined()
  })

  it('moves the last day on when an agent still works the claim after the deletion', async () => {
    const { app, setNow } = await testServer()
    const { owner, admin, number } = await customerWithClaims()
    await deleteAccountOf(owner)
    const later = plusYears(todayUtc(), 1)
    try {
      setNow(new Date(`${later}T12:00:00Z`))
      // A year on the agent's sign-in has long lapsed, so the step is taken as the route takes it.
      const agent = await User.query().findById(admin.user.id)
      if (!agent) throw new Error('the admin is gone')
      await closeClaim(app, agent, await loadClaim(number), { outcome: 'withdrawn', note: '' })
      expect((await claimRow(number)).status).toBe('closed')
      expect((await claimRow(number)).retain_until).toBe(plusYears(later, 5))
    } finally {
      setNow(null)
    }
  })
})

describe('the purge of kept accident claims', () => {
  it('removes a claim with its photos the day after its last kept day, not a day before, and its file by a job', async () => {
    const { app, setNow } = await testServer()
    const { owner, number } = await customerWithClaims()
    const live = await sentClaim()
    const claim = await claimRow(number)
    const [key] = await app.knex('accident_claim_photos').where({ accident_claim_id: claim.id }).pluck('storage_key')
    await deleteAccountOf(owner)
    const keptUntil = plusYears(todayUtc(), 5)
    try {
      setNow(new Date(`${keptUntil}T23:59:59Z`))
      await purgeExpiredRecords(app)
      expect((await claimRow(number))?.id).toBe(claim.id)
      setNow(new Date(`${nextDay(keptUntil)}T00:00:01Z`))
      await purgeExpiredRecords(app)
      await purgeExpiredRecords(app)
      expect(await claimRow(number)).toBeUndefined()
      for (const table of ['accident_claim_photos', 'accident_claim_events', 'accident_claim_notes', 'agent_notifications']) {
        expect(await app.knex(table).where({ accident_claim_id: claim.id }).select('id'), table).toEqual([])
      }
      const job = await app.knex('jobs').where({ kind: 'delete_stored_files' }).whereRaw("payload->'keys' @> ?::jsonb", [JSON.stringify([key])]).first('state')
      expect(job).toEqual({ state: 'queued' })
      expect((await claimRow(live.number))?.status).toBe('reported')
    } finally {
      setNow(null)
    }
  })
})
