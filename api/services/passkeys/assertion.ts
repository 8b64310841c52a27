import { verifyAuthenticationResponse } from '@simplewebauthn/server'
import type { Knex } from 'knex'
import type { AppContext } from '../../context.ts'
import { Passkey } from '../../models/Passkey.ts'
import { relyingParty } from '../../security/relyingParty.ts'
import { transportsOf } from './registration.ts'
import type { PasskeySignInBody } from '../../../shared/schemas/passkeys.ts'

/**
 * Checks a passkey's signed answer to `challenge`: this site, a verified user (a PIN or a fingerprint),
 * and a signature counter that did not go backwards (a cloned key). Answers the new counter, or null when it does not hold.
 */
export async function verifyPasskeyAnswer(app: AppContext, passkey: Passkey, challenge: string, answer: PasskeySignInBody['response']): Promise<number | null> {
  const rp = relyingParty(app.config)
  const verification = await verifyAuthenticationResponse({
    response: answer,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: { id: passkey.credential_id, publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')), counter: Number(passkey.counter), transports: transportsOf(passkey) },
    requireUserVerification: true,
  }).catch(() => null)
  return verification?.verified ? verification.authenticationInfo.newCounter : null
}

/** The passkey was just used: its new counter and when, in the caller's transaction. */
export async function markPasskeyUsed(app: AppContext, passkeyId: number, counter: number, trx: Knex.Transaction): Promise<void> {
  await Passkey.query(trx).findById(passkeyId).patch({ counter, last_used_at: app.now() })
}
