import { describe, expect, it } from 'vitest'
import { User } from '../../api/models/User.ts'
import { ConsentJson, PreferencesJson } from '../../shared/schemas/account.ts'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, uniqueEmail } from '../support/factories.ts'

describe('GET /api/v1/me/preferences', () => {
  it('starts with quote notifications and tips off (opt-in) and renewal reminders on', async () => {
    const { app } = await testServer()
    const [row] = await app.knex('users').insert({ email: uniqueEmail('fresh') }).returning('id')
    const me = await createUser()
    const res = await http('GET', '/api/v1/me/preferences', { token: me.token })
    expect(res.status).toBe(200)
    expect(PreferencesJson.parse(res.body.data)).toEqual({ quote_notifications: false, renewal_reminders: true, tips: false })
    // The column defaults say the same for a row made any other way.
    const fresh = await User.query().findById(row.id)
    expect([fresh?.quote_notifications, fresh?.renewal_reminders, fresh?.tips]).toEqual([false, true, false])
  })
})

describe('PUT /api/v1/me/preferences', () => {
  it('switches each kind and records what changed, when, where and the wording shown', async () => {
    const me = await createUser()
    const on = await http('PUT', '/api/v1/me/preferences', { token: me.token, body: { quote_notifications: true, renewal_reminders: true } })
    expect(on.status).toBe(200)
    expect(on.body.data).toEqual({ quote_notifications: true, renewal_reminders: true, tips: false })
    const off = await http('PUT', '/api/v1/me/preferences', { token: me.token, body: { quote_notifications: false, tips: true } })
    expect(off.body.data).toEqual({ quote_notifications: false, renewal_reminders: true, tips: true })

    const history = await http('GET', '/api/v1/me/consents', { token: me.token })
    expect(history.status).toBe(200)
    const records = history.body.data.map((item: unknown) => ConsentJson.parse(item))
    // Newest first; renewal reminders were already on, so that "change" recorded nothing.
    expect(records.map((r: ConsentJson) => [r.kind, r.granted, r.source, r.wording])).toEqual([
      ['tips', true, 'settings_page', 'Money-saving tips: Occasional tips on saving on your insurance.'],
      ['quote_notifications', false, 'settings_page', 'Quote and status updates: An e-mail when one of your quote requests is being reviewed or prepared. Your options, your policy and a rejection are always e-mailed.'],
      ['quote_notifications', true, 'settings_page', 'Quote and status updates: An e-mail when one of your quote requests is being reviewed or prepared. Your options, your policy and a rejection are always e-mailed.'],
    ])
  })

  it('records the wizard checkbox with its own wording, and refuses kinds the wizard never offered', async () => {
    const me = await createUser()
    const res = await http('PUT', '/api/v1/me/preferences', { token: me.token, body: { quote_notifications: true, source: 'wizard_checkbox' } })
    expect(res.status).toBe(200)
    const [record] = (await http('GET', '/api/v1/me/consents', { token: me.token })).body.data
    expect(record).toMatchObject({ kind: 'quote_notifications', granted: true, source: 'wizard_checkbox', wording: 'E-mail me when the status of my quote request changes.' })
    const refused = await http('PUT', '/api/v1/me/preferences', { token: me.token, body: { tips: true, source: 'wizard_checkbox' } })
    expect(refused.status).toBe(422)
    expect((await User.query().findById(me.user.id))?.tips).toBe(false)
  })

  it('answers 422 to values that are not booleans or an unknown source, and saves nothing', async () => {
    const me = await createUser()
    const res = await http('PUT', '/api/v1/me/preferences', { token: me.token, body: { quote_notifications: 'yes', source: 'email_link' } })
    expect(res.status).toBe(422)
    expect(Object.keys(res.body.fields).sort()).toEqual(['quote_notifications', 'source'])
    expect((await http('GET', '/api/v1/me/consents', { token: me.token })).body.data).toEqual([])
  })

  it("never changes or shows another customer's choices", async () => {
    const me = await createUser()
    const other = await createUser()
    await http('PUT', '/api/v1/me/preferences', { token: other.token, body: { tips: true } })
    await http('PUT', '/api/v1/me/preferences', { token: me.token, body: { quote_notifications: true } })
    expect((await http('GET', '/api/v1/me/preferences', { token: other.token })).body.data).toEqual({ quote_notifications: false, renewal_reminders: true, tips: true })
    expect((await http('GET', '/api/v1/me/consents', { token: me.token })).body.data.map((r: ConsentJson) => r.kind)).toEqual(['quote_notifications'])
  })
})
