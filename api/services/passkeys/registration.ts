import { generateRegistrationOptions, verifyRegistrationResponse, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server'
import type { AppContext } from '../../context.ts'
import type { Actor } from '../../actor.ts'
import { Passkey } from '../../models/Passkey.ts'
import { TotpAuthenticator } from '../../models/TotpAuthenticator.ts'
import { Session } from '../../models/Session.ts'
import { conflict, notFound, validationFailed } from '../../errors.ts'
import { relyingParty } from '../../security/relyingParty.ts'
import { describeUserAgent } from '../../security/userAgent.ts'
import { assertRecentAuthentication } from '../recentAuth.ts'
import { markSecondFactor } from '../sessions.ts'
import { recordSecurityEvent, type ClientDevice } from '../securityLog.ts'
import { storeChallenge, takeChallenge } from './challenges.ts'
import type { RegisterPasskeyBody } from '../../../shared/schemas/passkeys.ts'

const NOT_VERIFIED_MESSAGE = 'The passkey could not be checked. Please try again.'

export const transportsOf = (passkey: Passkey) => (passkey.transports ? passkey.transports.split(',') : [])

/**
 * Adding a passkey is a change to who can get in, so like the authenticator app it needs the
 * password proven lately. The authenticator must verify its user (a PIN, a fingerprint): the
 * passkey then stands for the password and a second factor at once.
 */
export async function passkeyRegistrationOptions(app: AppContext, actor: Actor): Promise<PublicKeyCredentialCreationOptionsJSON> {
  await assertRecentAuthentication(app, actor)
  const rp = relyingParty(app.config)
  const existing = await Passkey.query().where({ user_id: actor.user.id })
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: actor.user.email,
    userDisplayName: `${actor.user.first_name} ${actor.user.last_name}`.trim(),
    userID: new TextEncoder().encode(String(actor.user.id)),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credential_id, transports: transportsOf(passkey) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })
  await storeChallenge(app, 'register', options.challenge, actor.user.id)
  return options
}

/** Checks the authenticator's answer against the challenge this account was given, once, and keeps the passkey. */
export async function addPasskey(app: AppContext, actor: Actor, answer: RegisterPasskeyBody['response'], device: ClientDevice): Promise<Passkey> {
  await assertRecentAuthentication(app, actor)
  const challenge = await app.knex.transaction((trx) => takeChallenge(app, trx, { purpose: 'register', userId: actor.user.id }))
  if (!challenge) throw conflict('Adding the passkey took too long. Please start again.')
  const rp = relyingParty(app.config)
  const verification = await verifyRegistrationResponse({
    response: answer,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null)
  if (!verification?.verified) throw validationFailed({ response: NOT_VERIFIED_MESSAGE }, NOT_VERIFIED_MESSAGE)
  const { credential } = verification.registrationInfo
  const described = describeUserAgent(device.userAgent)
  const name = [described.browser, described.os].filter(Boolean).join(' on ') || 'Passkey'
  return app.knex.transaction(async (trx) => {
    if (await Passkey.query(trx).findOne({ credential_id: credential.id })) throw conflict('This passkey is already on an account.')
    const passkey = await Passkey.query(trx).insertAndFetch({
      user_id: actor.user.id,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(','),
      name,
      created_at: app.now(),
    })
    await markSecondFactor(app, actor.sessionId, trx)
    await recordSecurityEvent(app, actor.user.id, 'passkey_added', device, trx)
    return passkey
  })
}

/** Removes one of the account's passkeys; without any second factor left, no session keeps one. */
export async function removePasskey(app: AppContext, actor: Actor, passkeyId: number, device: ClientDevice): Promise<void> {
  await assertRecentAuthentication(app, actor)
  await app.knex.transaction(async (trx) => {
    const removed = await Passkey.query(trx).where({ id: passkeyId, user_id: actor.user.id }).delete()
    if (!removed) throw notFound('Passkey not found.')
    const left = await Passkey.query(trx).where({ user_id: actor.user.id }).resultSize()
    if (left === 0 && !(await TotpAuthenticator.findConfirmed(actor.user.id).transacting(trx))) {
      await Session.query(trx).where({ user_id: actor.user.id }).whereNotNull('second_factor_at').patch({ second_factor_at: null })
    }
    await recordSecurityEvent(app, actor.user.id, 'passkey_removed', device, trx)
  })
}

export async function listPasskeys(userId: number): Promise<Passkey[]> {
  return Passkey.query().where({ user_id: userId }).orderBy('id')
}
