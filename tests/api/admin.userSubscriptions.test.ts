import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { http } from '../support/http.ts'
import { createUser, type CreatedUser } from '../support/factories.ts'
import { testServer } from '../support/server.ts'
import { UserSubscriptionJson, UserSubscriptionListMeta } from '../../shared/schemas/admin.ts'

const PATH = '/api/v1/admin/user_subscriptions'
const DAY = 86_400_000
/** Plan names unique to this run, so a reused database never adds rows to these searches. */
const RUN = randomUUID().replace(/[^a-z]/g, '').slice(0, 6)
const PLAN = `Zephyr${RUN}plan`

interface SubscriptionSeed {
  status: 'pending' | 'active' | 'past_due' | 'canceled' | 'expired'
  endsInDays?: number
}

/** A plan of its own and subscriptions under it; each subscription gets its own user. */
async function seedSubscriptions(planName: string, seeds: SubscriptionSeed[]): Promise<CreatedUser[]> {
  const { app } = await testServer()
  const [plan] = await app.knex('subscription_plans').insert({ name: planName, plan_type: 'basic' }).returning<{ id: number }[]>('id')
  if (!plan) throw new Error('no plan')
  const [variation] = await app
    .knex('subscription_plan_variations')
    .insert({ subscription_plan_id: plan.id, billing_cycle: 'MONTHLY', price: '5.00', currency: 'USD' })
    .returning<{ id: number }[]>('id')
  if (!variation) throw new Error('no variation')
  const users: CreatedUser[] = []
  for (const seed of seeds) {
    const user = await createUser({ first_name: `${planName}Owner`, last_name: seed.status })
    users.push(user)
    await app.knex('subscriptions').insert({
      user_id: user.user.id, subscription_plan_id: plan.id, subscription_plan_variation_id: variation.id, status: seed.status,
      billing_cycle: 'MONTHLY', price: '5.00', currency: 'USD',
      current_period_end: seed.endsInDays === undefined ? null : new Date(Date.now() + seed.endsInDays * DAY),
    })
  }
  return users
}

async function summaryNow(token: string) {
  const res = await http('GET', PATH, { token })
  return UserSubscriptionListMeta.parse(res.body.meta).summary
}

describe('GET /api/v1/admin/user_subscriptions', () => {
  let admin: CreatedUser
  let owners: CreatedUser[]
  beforeAll(async () => {
    admin = await createUser({ admin: true })
    owners = await seedSubscriptions(PLAN, [
      { status: 'active', endsInDays: 10 },
      { status: 'canceled' },
      { status: 'pending' },
    ])
  })

  it('lists every subscription with the user and plan, newest first', async () => {
    const res = await http('GET', PATH, { token: admin.token })
    expect(res.status).toBe(200)
    const rows = res.body.data.map((row: unknown) => UserSubscriptionJson.parse(row))
    const ours = rows.filter((row: UserSubscriptionJson) => row.subscription_plan_name === PLAN)
    expect(ours.map((row: UserSubscriptionJson) => row.status)).toEqual(['pending', 'canceled', 'active'])
    const [first] = owners
    expect(ours[2]).toMatchObject({ user_id: first?.user.id, user_email: first?.email, user_name: `${PLAN}Owner active` })
    expect(ours[2].current_period_end).not.toBeNull()
    const meta = UserSubscriptionListMeta.parse(res.body.meta)
    expect(meta.statuses).toEqual(['active', 'canceled', 'pending'])
  })

  it('searches by user name, e-mail and plan name on the server', async () => {
    const byPlan = await http('GET', `${PATH}?search=${PLAN.toUpperCase()}`, { token: admin.token })
    expect(byPlan.body.data).toHaveLength(3)
    expect(byPlan.body.meta.total).toBe(3)
    const byName = await http('GET', `${PATH}?search=${encodeURIComponent(`${PLAN}Owner canceled`)}`, { token: admin.token })
    expect(byName.body.data.map((row: UserSubscriptionJson) => row.status)).toEqual(['canceled'])
    const byEmail = await http('GET', `${PATH}?search=${encodeURIComponent(owners[2]?.email ?? '')}`, { token: admin.token })
    expect(byEmail.body.data.map((row: UserSubscriptionJson) => row.status)).toEqual(['pending'])
    const none = await http('GET', `${PATH}?search=${encodeURIComponent('100%_nothing')}`, { token: admin.token })
    expect(none.body.data).toEqual([])
  })

  it('filters by status, and the summary stays over all records', async () => {
    const res = await http('GET', `${PATH}?search=${PLAN}&status=canceled`, { token: admin.token })
    expect(res.body.data.map((row: UserSubscriptionJson) => row.status)).toEqual(['canceled'])
    const all = await summaryNow(admin.token)
    expect(UserSubscriptionListMeta.parse(res.body.meta).summary).toEqual(all)
  })

  it('counts active, canceled and active ones expiring within 1 to 30 days', async () => {
    const before = await summaryNow(admin.token)
    await seedSubscriptions(`Expiry${RUN}`, [
      { status: 'active', endsInDays: 0.5 },
      { status: 'active', endsInDays: 29.5 },
      { status: 'active', endsInDays: 31 },
      { status: 'active', endsInDays: -2 },
      { status: 'canceled', endsInDays: 5 },
    ])
    const after = await summaryNow(admin.token)
    expect(after.active - before.active).toBe(4)
    expect(after.canceled - before.canceled).toBe(1)
    expect(after.expiring_in_30_days - before.expiring_in_30_days).toBe(2)
  })

  it("hides abandoned checkouts by default, shows them under Expired, and ends a canceled plan when it was canceled", async () => {
    const { app } = await testServer()
    const plan = `Leftover${RUN}`
    const [abandoned, lapsed, canceled] = await seedSubscriptions(plan, [
      { status: 'expired' },
      { status: 'expired', endsInDays: -3 },
      { status: 'canceled', endsInDays: 20 },
    ])
    const canceledAt = new Date(Date.now() - 2 * DAY)
    await app.knex('subscriptions').where({ user_id: lapsed?.user.id }).update({ started_at: new Date(Date.now() - 40 * DAY) })
    await app.knex('subscriptions').where({ user_id: canceled?.user.id }).update({ started_at: new Date(Date.now() - 10 * DAY), canceled_at: canceledAt })
    const byDefault = await http('GET', `${PATH}?search=${plan}`, { token: admin.token })
    expect(byDefault.body.data.map((row: UserSubscriptionJson) => row.user_id)).toEqual([canceled?.user.id, lapsed?.user.id])
    expect(byDefault.body.meta.total).toBe(2)
    expect(byDefault.body.data[0].current_period_end).toBe(canceledAt.toISOString())
    // The user's own admin page says the same.
    const userPage = await http('GET', `/api/v1/admin/users/${canceled?.user.id}`, { token: admin.token })
    expect(userPage.body.data.subscriptions.map((row: { current_period_end: string | null }) => row.current_period_end)).toEqual([canceledAt.toISOString()])
    const expired = await http('GET', `${PATH}?search=${plan}&status=expired`, { token: admin.token })
    expect(expired.body.data.map((row: UserSubscriptionJson) => row.user_id)).toEqual([lapsed?.user.id, abandoned?.user.id])
  })

  it('answers 422 to an unknown status', async () => {
    const res = await http('GET', `${PATH}?status=sleeping`, { token: admin.token })
    expect(res.status).toBe(422)
    expect(res.body.fields.status).toBe('Unknown status')
  })

  it('answers 401 to a visitor and 403 to a customer with no data', async () => {
    expect((await http('GET', PATH)).status).toBe(401)
    const customer = await createUser()
    const res = await http('GET', PATH, { token: customer.token })
    expect(res.status).toBe(403)
    expect(res.body.data).toBeUndefined()
  })
})
