import { afterEach, describe, expect, it } from 'vitest'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, uniqueEmail, type CreatedUser } from '../support/factories.ts'
import { createSoftPasskey, type SoftPasskey } from '../support/softPasskey.ts'
import { PasskeySignInOptionsJson } from '../../shared/schemas/passkeys.ts'

const REAUTH_REQUIRED = { code: 'reauthentication_required', message: 'Please enter your password again to continue.' }
const NOT_CONFIRMED = 'That passkey could not confirm it’s you. Try again, or enter your password.'
const REFUSED = { code: 'validation_failed', message: NOT_CONFIRMED, errors: [NOT_CONFIRMED], fields: { response: NOT_CONFIRMED } }

/** A token used more than five minutes after its sign-in: the re-check is due. */
async function laterBy(minutes: number): Promise<void> {
  ;(await testServer()).setNow(new Date(Date.now() + minutes * 60_000))
}

afterEach(async () => {
  ;(await testServer()).setNow(null)
})

async function reauthOptions(token: string): Promise<PasskeySignInOptionsJson> {
  const res = await http('POST', '/api/v1/me/reauthenticate/passkey/options', { token })
  expect(res.status).toBe(200)
  return PasskeySignInOptionsJson.parse(res.body.data)
}

async function confirmWith(account: CreatedUser, passkey: SoftPasskey, options?: PasskeySignInOptionsJson) {
  const { challenge_id: challengeId, options: { challenge } } = options ?? (await reauthOptions(account.token))
  return http('POST', '/api/v1/me/reauthenticate/passkey', { token: account.token, body: { challenge_id: challengeId, response: passkey.answer(challenge) } })
}

const changeEmail = (account: CreatedUser) => http('POST', '/api/v1/me/email', { token: account.token, body: { email: uniqueEmail('next') } })

async function securityKinds(userId: number): Promise<string[]> {
  const rows: { kind: string }[] = await (await testServer()).app.knex('security_events').where({ user_id: userId }).orderBy('id')
  return rows.map((row) => row.kind)
}

describe('POST /api/v1/me/reauthenticate/passkey/options', () => {
  it('answers 401 to an anonymous caller', async () => {
    expect((await http('POST', '/api/v1/me/reauthenticate/passkey/options')).status).toBe(401)
  })

  it('answers 409 to an account without a passkey', async () => {
    const customer = await createUser()
    const res = await http('POST', '/api/v1/me/reauthenticate/passkey/options', { token: customer.token })
    expect(res.status).toBe(409)
    expect(res.body).toEqual({ code: 'conflict', message: 'Your account has no passkey. Enter your password instead.' })
  })

  it('allows only the caller’s own passkeys, verified by their user', async () => {
    const customer = await createUser()
    const mine = await createSoftPasskey(customer.user.id)
    await createSoftPasskey((await createUser()).user.id)
    const { options } = await reauthOptions(customer.token)
    expect(options.rpId).toBe('getquote.test')
    expect(options.userVerification).toBe('required')
    expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([mine.credentialId])
  })
})

describe('POST /api/v1/me/reauthenticate/passkey', () => {
  it('answers 401 to an anonymous caller', async () => {
    const customer = await createUser()
    const passkey = await createSoftPasskey(customer.user.id)
    const { challenge_id: challengeId, options } = await reauthOptions(customer.token)
    const res = await http('POST', '/api/v1/me/reauthenticate/passkey', { body: { challenge_id: challengeId, response: passkey.answer(options.challenge) } })
    expect(res.status).toBe(401)
  })

  it('lets a customer whose sign-in is stale confirm with their passkey and then change the e-mail', async () => {
    const customer = await createUser()
    const passkey = await createSoftPasskey(customer.user.id)
    await laterBy(6)
    expect((await changeEmail(customer)).body).toEqual(REAUTH_REQUIRED)
    const res = await confirmWith(customer, passkey)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ data: null, message: 'Thank you. You can continue.' })
    expect((await changeEmail(customer)).status).toBe(202)
    const listed = await http('GET', '/api/v1/me/passkeys', { token: customer.token })
    expect(listed.body.data[0].last_used_at).not.toBeNull()
    expect(await securityKinds(customer.user.id)).toEqual(['reauthenticated_with_passkey'])
  })

  it('lets an admin confirm with their passkey before an export', async () => {
    const admin = await createUser({ admin: true })
    const passkey = await createSoftPasskey(admin.user.id)
    await laterBy(6)
    expect((await http('GET', '/api/v1/me/export', { token: admin.token })).body).toEqual(REAUTH_REQUIRED)
    expect((await confirmWith(admin, passkey)).status).toBe(200)
    expect((await http('GET', '/api/v1/me/export', { token: admin.token })).status).toBe(200)
  })

  it('refuses another customer’s passkey, even answering this account’s challenge, and logs the failure', async () => {
    const customer = await createUser()
    await createSoftPasskey(customer.user.id)
    const strangers = await createSoftPasskey((await createUser()).user.id)
    await laterBy(6)
    const res = await confirmWith(customer, strangers)
    expect(res.status).toBe(422)
    expect(res.body).toEqual(REFUSED)
    expect((await changeEmail(customer)).body).toEqual(REAUTH_REQUIRED)
    expect(await securityKinds(customer.user.id)).toEqual(['passkey_failed'])
  })

  it('refuses an answer to a sign-in challenge, to another account’s re-check, or made for another site', async () => {
    const customer = await createUser()
    const other = await createUser()
    const passkey = await createSoftPasskey(customer.user.id)
    await createSoftPasskey(other.user.id)
    await laterBy(6)
    const signIn = PasskeySignInOptionsJson.parse((await http('POST', '/api/v1/auth/passkey/options')).body.data)
    expect((await confirmWith(customer, passkey, signIn)).body).toEqual(REFUSED)
    expect((await confirmWith(customer, passkey, await reauthOptions(other.token))).body).toEqual(REFUSED)
    const { challenge_id: challengeId, options } = await reauthOptions(customer.token)
    const phished = passkey.answer(options.challenge, 'https://getquote-login.example')
    const res = await http('POST', '/api/v1/me/reauthenticate/passkey', { token: customer.token, body: { challenge_id: challengeId, response: phished } })
    expect(res.body).toEqual(REFUSED)
    expect((await changeEmail(customer)).body).toEqual(REAUTH_REQUIRED)
  })

  it('answers a re-check challenge only as a re-check: signing in with its answer starts no session', async () => {
    const customer = await createUser()
    const passkey = await createSoftPasskey(customer.user.id)
    const { challenge_id: challengeId, options } = await reauthOptions(customer.token)
    const res = await http('POST', '/api/v1/auth/passkey', { body: { challenge_id: challengeId, response: passkey.answer(options.challenge) } })
    expect(res.status).toBe(401)
    expect(await (await testServer()).app.knex('sessions').where({ user_id: customer.user.id })).toHaveLength(1)
  })

  it('takes each challenge once: a replayed answer confirms nothing', async () => {
    const customer = await createUser()
    const passkey = await createSoftPasskey(customer.user.id)
    await laterBy(6)
    const options = await reauthOptions(customer.token)
    const body = { challenge_id: options.challenge_id, response: passkey.answer(options.options.challenge) }
    expect((await http('POST', '/api/v1/me/reauthenticate/passkey', { token: customer.token, body })).status).toBe(200)
    expect((await http('POST', '/api/v1/me/reauthenticate/passkey', { token: customer.token, body })).body).toEqual(REFUSED)
  })

  it('answers 422 to a body that is not an authenticator’s answer', async () => {
    const customer = await createUser()
    const res = await http('POST', '/api/v1/me/reauthenticate/passkey', { token: customer.token, body: { challenge_id: 'x', response: 'nope' } })
    expect(res.status).toBe(422)
    expect(Object.keys(res.body.fields).sort()).toEqual(['challenge_id', 'response'])
  })
})
