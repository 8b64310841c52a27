import { generateSecret, generateURI, verify } from 'otplib'
import type { Knex } from 'knex'
import type { AppContext } from '../../context.ts'
import type { User } from '../../models/User.ts'
import { TotpAuthenticator } from '../../models/TotpAuthenticator.ts'
import { openSecret, sealSecret } from '../../security/secretBox.ts'
import { PRODUCT_NAME } from '../../../shared/contract.ts'

/** One 30-second step either side, for a phone's clock a little off. */
const EPOCH_TOLERANCE_SECONDS = 30

/** A new, unconfirmed secret for the account (replacing an unconfirmed one), and the URI its QR code carries. */
export async function createPendingTotp(app: AppContext, user: User): Promise<{ secret: string; otpauth_uri: string }> {
  const secret = generateSecret()
  const row = { user_id: user.id, secret_ciphertext: sealSecret(app.secrets.secondFactors, secret), created_at: app.now(), confirmed_at: null }
  await TotpAuthenticator.query().insert(row).onConflict('user_id').merge()
  return { secret, otpauth_uri: generateURI({ issuer: PRODUCT_NAME, label: user.email, secret }) }
}

/**
 * The app's secret, or null when it was sealed under another installation secret (JWT_SECRET
 * changed): then no code matches, an answer like any wrong code's rather than a server error.
 */
function readSecret(app: AppContext, authenticator: TotpAuthenticator): string | null {
  try {
    return openSecret(app.secrets.secondFactors, authenticator.secret_ciphertext)
  } catch {
    return null
  }
}

/**
 * Whether the code is the app's for now (a step either side), and newer than the last accepted one:
 * a code seen once, by a shoulder-surfer or a proxy, does not work again. The accepted step is kept
 * under the row's lock, so two requests with one code cannot both pass.
 */
export async function acceptTotpCode(app: AppContext, authenticator: TotpAuthenticator, code: string, trx: Knex.Transaction): Promise<boolean> {
  const locked = await TotpAuthenticator.query(trx).findById(authenticator.user_id).forUpdate()
  const secret = locked && readSecret(app, locked)
  if (!locked || !secret) return false
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(app.now().getTime() / 1000),
    epochTolerance: EPOCH_TOLERANCE_SECONDS,
    ...(locked.last_time_step === null ? {} : { afterTimeStep: locked.last_time_step }),
  })
  if (!result.valid || !('timeStep' in result)) return false
  await TotpAuthenticator.query(trx).findById(locked.user_id).patch({ last_time_step: result.timeStep, last_used_at: app.now() })
  return true
}
