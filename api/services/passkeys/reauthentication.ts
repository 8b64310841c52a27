import { generateAuthenticationOptions } from '@simplewebauthn/server'
import type { AppContext } from '../../context.ts'
import type { Actor } from '../../actor.ts'
import { Passkey } from '../../models/Passkey.ts'
import { conflict, validationFailed } from '../../errors.ts'
import { relyingParty } from '../../security/relyingParty.ts'
import { markAuthenticated } from '../recentAuth.ts'
import { recordSecurityEvent, type ClientDevice } from '../securityLog.ts'
import { storeChallenge, takeChallenge } from './challenges.ts'
import { markPasskeyUsed, verifyPasskeyAnswer } from './assertion.ts'
import { transportsOf } from './registration.ts'
import type { PasskeySignInBody, PasskeySignInOptionsJson } from '../../../shared/schemas/passkeys.ts'

const NOT_CONFIRMED_MESSAGE = 'That passkey could not confirm it’s you. Try again, or enter your password.'

/**
 * A challenge only this account's passkeys may answer, kept as a re-check's (never a sign-in's), so
 * the 5-minute proof before a sensitive change can be a passkey instead of the password.
 */
export async function passkeyReauthenticationOptions(app: AppContext, actor: Actor): Promise<PasskeySignInOptionsJson> {
  const passkeys = await Passkey.query().where({ user_id: actor.user.id })
  if (passkeys.length === 0) throw conflict('Your account has no passkey. Enter your password instead.')
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(app.config).id,
    userVerification: 'required',
    allowCredentials: passkeys.map((passkey) => ({ id: passkey.credential_id, transports: transportsOf(passkey) })),
  })
  return { challenge_id: await storeChallenge(app, 'reauthenticate', options.challenge, actor.user.id), options }
}

/**
 * The passkey's signed answer proves the owner again, as the password would. It must be one of this
 * account's passkeys answering this account's re-check challenge, once: another account's passkey or
 * a sign-in challenge's answer confirms nothing.
 */
export async function reauthenticateWithPasskey(app: AppContext, actor: Actor, body: PasskeySignInBody, device: ClientDevice): Promise<void> {
  const challenge = await app.knex.transaction((trx) => takeChallenge(app, trx, { id: body.challenge_id, purpose: 'reauthenticate', userId: actor.user.id }))
  const passkey = await Passkey.query().findOne({ credential_id: body.response.id, user_id: actor.user.id })
  const counter = challenge && passkey ? await verifyPasskeyAnswer(app, passkey, challenge, body.response) : null
  if (!passkey || counter === null) {
    await recordSecurityEvent(app, actor.user.id, 'passkey_failed', device)
    throw validationFailed({ response: NOT_CONFIRMED_MESSAGE }, NOT_CONFIRMED_MESSAGE)
  }
  await app.knex.transaction(async (trx) => {
    await markPasskeyUsed(app, passkey.id, counter, trx)
    await markAuthenticated(app, actor.sessionId, app.now(), trx)
    await recordSecurityEvent(app, actor.user.id, 'reauthenticated_with_passkey', device, trx)
  })
}
