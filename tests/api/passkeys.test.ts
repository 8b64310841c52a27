import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, type CreatedUser } from '../support/factories.ts'
import { createSoftPasskey } from '../support/softPasskey.ts'
import { PasskeyJson, PasskeyRegistrationOptionsJson, PasskeySignInOptionsJson } from '../../shared/schemas/passkeys.ts'

// Registration needs an authenticator: tests/e2e/passkeys.spec.ts runs it in chromium's virtual one. Sign-in
// answers come from a software one (tests/support/softPasskey.ts).

const REAUTH_REQUIRED = { code: 'reauthentication_required', message: 'Please enter your password again to continue.' }
const REFUSED = { code: 'unauthenticated', message: 'That passkey did not sign you in. Try again, or log in with your password.' }

async function storedPasskey(owner: CreatedUser, name = 'Chrome on Linux'): Promise<number> {
  const { app } = await testServer()
  const [row] = await app
    .knex('passkeys')
    .insert({ user_id: owner.user.id, credential_id: randomUUID(), public_key: 'AAAA', counter: 0, transports: 'internal', name, created_at: app.now() })
    .returning('id')
  return Number(row.id)
}

/** A signed answer in the right shape that no authenticator made. */
const forgedAnswer = (credentialId: string) => ({
  id: credentialId,
  rawId: credentialId,
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0', authenticatorData: 'AAAA', signature: 'AAAA' },
})

describe('POST /api/v1/me/passkeys/options', () => {
  it('answers 401 to an anonymous caller', async () => {
    expect((await http('POST', '/api/v1/me/passkeys/options')).status).toBe(401)
  })

  it('gives options for this site and account, leaving out the passkeys it already has', async () => {
    const customer = await createUser()
    await storedPasskey(customer)
    const res = await http('POST', '/api/v1/me/passkeys/options', { token: customer.token })
    expect(res.status).toBe(200)
    const options = PasskeyRegistrationOptionsJson.parse(res.body.data)
    // The test server's PUBLIC_URL is http://getquote.test:8080.
    expect(options.rp).toEqual({ id: 'getquote.test', name: 'GetQuote' })
    expect(options.user.name).toBe(customer.email)
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' })
    expect(options.excludeCredentials).toHaveLength(1)
  })

  it('asks a session signed in more than 5 minutes ago for the password again', async () => {
    const customer = await createUser()
    const { setNow } = await testServer()
    setNow(new Date(Date.now() + 6 * 60_000))
    try {
      expect((await http('POST', '/api/v1/me/passkeys/options', { token: customer.token })).body).toEqual(REAUTH_REQUIRED)
    } finally {
      setNow(null)
    }
  })
})

describe('POST /api/v1/me/passkeys', () => {
  it('refuses an answer no authenticator signed, and keeps nothing', async () => {
    const customer = await createUser()
    expect((await http('POST', '/api/v1/me/passkeys/options', { token: customer.token })).status).toBe(200)
    const answer = { ...forgedAnswer('abc'), response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' } }
    const res = await http('POST', '/api/v1/me/passkeys', { token: customer.token, body: { response: answer } })
    expect(res.status).toBe(422)
    expect(res.body.fields).toEqual({ response: 'The passkey could not be checked. Please try again.' })
    expect(await (await testServer()).app.knex('passkeys').where({ user_id: customer.user.id })).toEqual([])
  })

  it('answers 409 without options asked first (or once they were used)', async () => {
    const customer = await createUser()
    const answer = { ...forgedAnswer('abc'), response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' } }
    expect((await http('POST', '/api/v1/me/passkeys', { token: customer.token, body: { response: answer } })).status).toBe(409)
  })

  it('answers 422 to a body that is not an authenticator’s answer', async () => {
    const customer = await createUser()
    expect((await http('POST', '/api/v1/me/passkeys', { token: customer.token, body: { response: 'nope' } })).status).toBe(422)
  })
})

describe('GET /api/v1/me/passkeys and DELETE /api/v1/me/passkeys/:id', () => {
  it('lists only the caller’s passkeys, with when each was added and last used', async () => {
    const customer = await createUser()
    const other = await createUser()
    const id = await storedPasskey(customer)
    await storedPasskey(other)
    const res = await http('GET', '/api/v1/me/passkeys', { token: customer.token })
    expect(res.status).toBe(200)
    expect(z.array(PasskeyJson).parse(res.body.data)).toEqual([{ id, name: 'Chrome on Linux', created_at: expect.any(String), last_used_at: null }])
    expect((await http('GET', '/api/v1/me/second_factor', { token: customer.token })).body.data.passkeys).toBe(1)
  })

  it('answers 404 to another customer’s passkey and removes nothing', async () => {
    const customer = await createUser()
    const other = await createUser()
    const id = await storedPasskey(other)
    expect((await http('DELETE', `/api/v1/me/passkeys/${id}`, { token: customer.token })).status).toBe(404)
    expect((await http('GET', '/api/v1/me/passkeys', { token: other.token })).body.data).toHaveLength(1)
  })

  it('removes the caller’s passkey and logs it', async () => {
    const customer = await createUser()
    const id = await storedPasskey(customer)
    const res = await http('DELETE', `/api/v1/me/passkeys/${id}`, { token: customer.token })
    expect(res.body).toEqual({ data: null, message: 'Your passkey has been removed.' })
    expect((await http('GET', '/api/v1/me/passkeys', { token: customer.token })).body.data).toEqual([])
    const log = await http('GET', '/api/v1/me/security_log', { token: customer.token })
    expect(log.body.data.map((event: { kind: string }) => event.kind)).toEqual(['passkey_removed'])
  })
})

describe('POST /api/v1/auth/passkey', () => {
  it('gives a one-time challenge for any passkey of this site', async () => {
    const res = await http('POST', '/api/v1/auth/passkey/options')
    expect(res.status).toBe(200)
    const { options } = PasskeySignInOptionsJson.parse(res.body.data)
    expect(options.userVerification).toBe('required')
    expect(options.allowCredentials ?? []).toEqual([])
  })

  it('refuses a forged answer for a known passkey, an unknown passkey and an unknown challenge alike', async () => {
    const customer = await createUser()
    await storedPasskey(customer)
    const { app } = await testServer()
    const [known] = await app.knex('passkeys').where({ user_id: customer.user.id })
    const challenge = async () => (await http('POST', '/api/v1/auth/passkey/options')).body.data.challenge_id
    const attempts = [
      { challenge_id: await challenge(), response: forgedAnswer(known.credential_id) },
      { challenge_id: await challenge(), response: forgedAnswer('unknown-credential') },
      { challenge_id: randomUUID(), response: forgedAnswer(known.credential_id) },
    ]
    for (const body of attempts) {
      const res = await http('POST', '/api/v1/auth/passkey', { body })
      expect(res.status).toBe(401)
      expect(res.body).toEqual(REFUSED)
    }
    // Only the factory's own session: none was started.
    expect(await app.knex('sessions').where({ user_id: customer.user.id })).toHaveLength(1)
  })

  it('signs an admin in with a real signed answer into a session that opens the admin console, once per answer', async () => {
    const admin = await createUser({ admin: true, secondFactor: false })
    const passkey = await createSoftPasskey(admin.user.id)
    const byPassword = await http('POST', '/api/v1/auth/login', { body: { email: admin.email, password: admin.password } })
    expect(byPassword.status).toBe(200)
    expect((await http('GET', '/api/v1/admin/carriers', { token: byPassword.body.data.token })).body.code).toBe('second_factor_setup_required')
    const { challenge_id: challengeId, options } = PasskeySignInOptionsJson.parse((await http('POST', '/api/v1/auth/passkey/options')).body.data)
    const body = { challenge_id: challengeId, response: passkey.answer(options.challenge) }
    const res = await http('POST', '/api/v1/auth/passkey', { body })
    expect(res.status).toBe(200)
    expect(res.body.data.user.email).toBe(admin.email)
    expect((await http('GET', '/api/v1/admin/carriers', { token: res.body.data.token })).status).toBe(200)
    expect((await http('GET', '/api/v1/me/second_factor', { token: res.body.data.token })).body.data).toMatchObject({ session_verified: true, admin_console: 'allowed' })
    expect((await http('POST', '/api/v1/auth/passkey', { body })).body).toEqual(REFUSED)
  })
})
