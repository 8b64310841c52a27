import { generateAuthenticationOptions } from '@simplewebauthn/server'
import type { AppContext } from '../../context.ts'
import { Passkey } from '../../models/Passkey.ts'
import { User } from '../../models/User.ts'
import { unauthenticated } from '../../errors.ts'
import { relyingParty } from '../../security/relyingParty.ts'
import { isDemoAccount } from '../../db/seeds/demoAccounts.ts'
import { startSession } from '../sessions.ts'
import { recordSecurityEvent } from '../securityLog.ts'
import { isKnownDevice, issueDeviceToken } from '../knownDevices.ts'
import { storeChallenge, takeChallenge } from './challenges.ts'
import { markPasskeyUsed, verifyPasskeyAnswer } from './assertion.ts'
import type { PasskeySignInBody, PasskeySignInOptionsJson } from '../../../shared/schemas/passkeys.ts'

const PASSKEY_REFUSED_MESSAGE = 'That passkey did not sign you in. Try again, or log in with your password.'

/** A challenge for any passkey of this site: the browser lets the person pick one, and the answer says whose it is. */
export async function passkeySignInOptions(app: AppContext): Promise<PasskeySignInOptionsJson> {
  const options = await generateAuthenticationOptions({ rpID: relyingParty(app.config).id, userVerification: 'required' })
  return { challenge_id: await storeChallenge(app, 'sign_in', options.challenge, null), options }
}

interface PasskeyClient {
  userAgent: string
  deviceToken: string | undefined
  mayUseDevTools: boolean
}

/**
 * Signs in with a passkey instead of a password. The passkey verified its user (a PIN or a
 * fingerprint) on a device the person holds, so the session counts as having passed a second
 * factor too. A challenge answers once; a signature counter that went backwards (a cloned key) is refused.
 */
export async function signInWithPasskey(app: AppContext, body: PasskeySignInBody, client: PasskeyClient) {
  const challenge = await app.knex.transaction((trx) => takeChallenge(app, trx, { id: body.challenge_id, purpose: 'sign_in', userId: null }))
  const passkey = await Passkey.query().findOne({ credential_id: body.response.id })
  const user = passkey && (await User.query().findById(passkey.user_id).whereNull('deleted_at'))
  if (!challenge || !passkey || !user || (isDemoAccount(user.email) && !client.mayUseDevTools)) throw unauthenticated(PASSKEY_REFUSED_MESSAGE)
  const counter = await verifyPasskeyAnswer(app, passkey, challenge, body.response)
  if (counter === null) {
    await recordSecurityEvent(app, user.id, 'passkey_failed', { userAgent: client.userAgent })
    throw unauthenticated(PASSKEY_REFUSED_MESSAGE)
  }
  const newDevice = !isKnownDevice(app, user.id, client.deviceToken)
  const token = await app.knex.transaction(async (trx) => {
    await markPasskeyUsed(app, passkey.id, counter, trx)
    await recordSecurityEvent(app, user.id, 'signed_in', { userAgent: client.userAgent, newDevice }, trx)
    return startSession(app, user, trx, { secondFactor: true })
  })
  return { token, user, deviceToken: issueDeviceToken(app, user.id) }
}
