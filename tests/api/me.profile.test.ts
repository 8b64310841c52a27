import { describe, expect, it } from 'vitest'
import { User } from '../../api/models/User.ts'
import { UserJson } from '../../shared/schemas/auth.ts'
import { http } from '../support/http.ts'
import { createUser, lastCodeTo, mailTo, uniqueEmail } from '../support/factories.ts'

const reload = async (id: number) => {
  const user = await User.query().findById(id)
  if (!user) throw new Error(`user ${id} is gone`)
  return user
}

describe('PATCH /api/v1/me', () => {
  it('changes the first and last name of the signed-in customer only', async () => {
    const me = await createUser({ first_name: 'Old', last_name: 'Name' })
    const other = await createUser({ first_name: 'Other', last_name: 'Person' })
    const res = await http('PATCH', '/api/v1/me', { token: me.token, body: { first_name: '  Jane ', last_name: 'Roe' } })
    expect(res.status).toBe(200)
    expect(UserJson.parse(res.body.data)).toEqual({
      id: me.user.id, first_name: 'Jane', last_name: 'Roe', name: 'Jane Roe', email: me.email, admin: false, has_password: true,
    })
    expect((await reload(other.user.id)).first_name).toBe('Other')
  })

  it('answers 422 with field messages and saves nothing for blank names', async () => {
    const me = await createUser({ first_name: 'Keep', last_name: 'Me' })
    const res = await http('PATCH', '/api/v1/me', { token: me.token, body: { first_name: '   ', last_name: '' } })
    expect(res.status).toBe(422)
    expect(res.body.fields).toEqual({ first_name: 'First name is required', last_name: 'Last name is required' })
    expect((await reload(me.user.id)).first_name).toBe('Keep')
  })

  it('lets an admin edit their own name', async () => {
    const admin = await createUser({ admin: true })
    const res = await http('PATCH', '/api/v1/me', { token: admin.token, body: { first_name: 'Ada', last_name: 'Admin' } })
    expect(res.status).toBe(200)
    expect(res.body.data.name).toBe('Ada Admin')
  })
})

describe('POST /api/v1/me/email and /me/email/confirm', () => {
  it('sends a code to the new address and changes nothing until the code comes back', async () => {
    const me = await createUser()
    const next = uniqueEmail('moved')
    const res = await http('POST', '/api/v1/me/email', { token: me.token, body: { email: next.toUpperCase() } })
    expect(res.status).toBe(202)
    expect(res.body).toEqual({ data: null, message: `We sent a code to ${next}. Enter it to change your e-mail address.` })
    expect((await reload(me.user.id)).email).toBe(me.email)
    const [mail] = await mailTo(next)
    expect(mail?.subject).toBe('Confirm your new GetQuote e-mail address')

    const confirmed = await http('POST', '/api/v1/me/email/confirm', { token: me.token, body: { code: await lastCodeTo(next) } })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.data.email).toBe(next)
    expect((await reload(me.user.id)).email).toBe(next)
    expect((await mailTo(me.email))[0]?.subject).toBe('Your GetQuote e-mail address was changed')
    // Signing in now works with the new address only.
    expect((await http('POST', '/api/v1/auth/login', { body: { email: next, password: me.password } })).status).toBe(200)
    expect((await http('POST', '/api/v1/auth/login', { body: { email: me.email, password: me.password } })).status).toBe(401)
  })

  it('refuses a wrong code with the code message and keeps the old address', async () => {
    const me = await createUser()
    const next = uniqueEmail('moved')
    await http('POST', '/api/v1/me/email', { token: me.token, body: { email: next } })
    const res = await http('POST', '/api/v1/me/email/confirm', { token: me.token, body: { code: 'ZZZZZZ' } })
    expect(res.status).toBe(422)
    expect(res.body.fields).toEqual({ code: 'The verification code you entered is incorrect or has expired. Please try again.' })
    expect((await reload(me.user.id)).email).toBe(me.email)
  })

  it("never lets one customer's code change another customer's address", async () => {
    const me = await createUser()
    const other = await createUser()
    const next = uniqueEmail('moved')
    await http('POST', '/api/v1/me/email', { token: me.token, body: { email: next } })
    const res = await http('POST', '/api/v1/me/email/confirm', { token: other.token, body: { code: await lastCodeTo(next) } })
    expect(res.status).toBe(422)
    expect((await reload(other.user.id)).email).toBe(other.email)
    expect((await reload(me.user.id)).email).toBe(me.email)
  })

  it('answers 409 for an address another account has, and 422 for the own or an invalid one', async () => {
    const me = await createUser()
    const other = await createUser()
    expect((await http('POST', '/api/v1/me/email', { token: me.token, body: { email: other.email } })).status).toBe(409)
    const same = await http('POST', '/api/v1/me/email', { token: me.token, body: { email: me.email } })
    expect(same.status).toBe(422)
    expect(same.body.fields).toEqual({ email: 'This is already your e-mail address.' })
    const invalid = await http('POST', '/api/v1/me/email', { token: me.token, body: { email: 'nope' } })
    expect(invalid.body.fields).toEqual({ email: 'Please enter a valid email address' })
  })

  it('answers 422 to a confirmation with no change pending', async () => {
    const me = await createUser()
    expect((await http('POST', '/api/v1/me/email/confirm', { token: me.token, body: { code: 'ABCDEF' } })).status).toBe(422)
  })

  it('rate-limits code requests per account like the auth routes, with Retry-After', async () => {
    const me = await createUser()
    let last = 0
    for (let i = 0; i < 6; i += 1) last = (await http('POST', '/api/v1/me/email', { token: me.token, body: { email: uniqueEmail('spray') } })).status
    expect(last).toBe(429)
  })
})

describe('PUT /api/v1/me/password', () => {
  const body = (current: string | undefined, next: string) => ({ current_password: current, password: next, password_confirmation: next })

  it('needs the current password, signs out every other session, keeps this one and e-mails the owner', async () => {
    const me = await createUser()
    const elsewhere = (await http('POST', '/api/v1/auth/login', { body: { email: me.email, password: me.password } })).body.data.token
    const res = await http('PUT', '/api/v1/me/password', { token: me.token, body: body(me.password, 'brand-new-secret-77') })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ data: null, message: 'Your password was changed. Every other device has been signed out.' })
    expect((await http('GET', '/api/v1/me', { token: me.token })).status).toBe(200)
    expect((await http('GET', '/api/v1/me', { token: elsewhere })).status).toBe(401)
    expect((await http('POST', '/api/v1/auth/login', { body: { email: me.email, password: 'brand-new-secret-77' } })).status).toBe(200)
    expect((await mailTo(me.email))[0]?.subject).toBe('Your GetQuote password was changed')
  })

  it('answers 422 to a wrong current password and changes nothing', async () => {
    const me = await createUser()
    const res = await http('PUT', '/api/v1/me/password', { token: me.token, body: body('not-my-password', 'brand-new-secret-77') })
    expect(res.status).toBe(422)
    expect(res.body.fields).toEqual({ current_password: 'Your current password is incorrect.' })
    expect((await http('POST', '/api/v1/auth/login', { body: { email: me.email, password: me.password } })).status).toBe(200)
  })

  it('counts a current password of only spaces as not given, like an empty one', async () => {
    const me = await createUser()
    for (const blank of ['', '   ']) {
      const res = await http('PUT', '/api/v1/me/password', { token: me.token, body: body(blank, 'brand-new-secret-77') })
      expect(res.status).toBe(422)
      expect(res.body.fields).toEqual({ current_password: 'Your current password is incorrect.' })
    }
    expect((await http('POST', '/api/v1/auth/login', { body: { email: me.email, password: me.password } })).status).toBe(200)
  })

  it('uses the shared password rules: length, confirmation, common passwords', async () => {
    const me = await createUser()
    const short = await http('PUT', '/api/v1/me/password', { token: me.token, body: body(me.password, 'abc') })
    expect(short.body.fields.password).toBe('Password must be at least 6 characters')
    const mismatch = await http('PUT', '/api/v1/me/password', { token: me.token, body: { current_password: me.password, password: 'brand-new-1', password_confirmation: 'brand-new-2' } })
    expect(mismatch.body.fields).toEqual({ password_confirmation: 'Passwords do not match' })
    const common = await http('PUT', '/api/v1/me/password', { token: me.token, body: body(me.password, 'password123') })
    expect(common.status).toBe(422)
    expect(common.body.fields.password).toBe('This password is too common. Please choose another.')
  })

  it('lets a wizard-made account (no password yet) set its first one without a current password', async () => {
    const me = await createUser()
    await User.query().findById(me.user.id).patch({ password_hash: null })
    const res = await http('PUT', '/api/v1/me/password', { token: me.token, body: body(undefined, 'first-secret-2026') })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ data: null, message: 'Your password was set. You can now log in with your e-mail and this password.' })
    expect((await mailTo(me.email))[0]?.subject).toBe('Your GetQuote password was set')
    expect((await http('GET', '/api/v1/me', { token: me.token })).body.data.has_password).toBe(true)
    expect((await http('POST', '/api/v1/auth/login', { body: { email: me.email, password: 'first-secret-2026' } })).status).toBe(200)
  })

  it('locks out guessing the current password after 10 tries per account', async () => {
    const me = await createUser()
    const statuses: number[] = []
    for (let i = 0; i < 11; i += 1) statuses.push((await http('PUT', '/api/v1/me/password', { token: me.token, body: body(`guess-${i}-wrong`, 'brand-new-secret-77') })).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422))
    expect(statuses[10]).toBe(429)
  })
})

describe('POST /api/v1/me/sessions/revoke_all', () => {
  it('signs the customer out on every device, this one included, and no one else', async () => {
    const me = await createUser()
    const other = await createUser()
    const elsewhere = (await http('POST', '/api/v1/auth/login', { body: { email: me.email, password: me.password } })).body.data.token
    const res = await http('POST', '/api/v1/me/sessions/revoke_all', { token: me.token })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ data: null, message: 'You have been signed out on every device.' })
    expect((await http('GET', '/api/v1/me', { token: me.token })).status).toBe(401)
    expect((await http('GET', '/api/v1/me', { token: elsewhere })).status).toBe(401)
    expect((await http('GET', '/api/v1/me', { token: other.token })).status).toBe(200)
  })
})
