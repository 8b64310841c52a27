import { randomUUID } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'
import type { Knex } from 'knex'
import type { AppContext } from '../context.ts'
import { Session } from '../models/Session.ts'
import { User } from '../models/User.ts'
import type { Actor } from '../actor.ts'
import { isPlainObject } from '../../shared/rules/isPlainObject.ts'
import { readThrough } from '../db/notifiedCache.ts'
import { preparedRows } from '../db/prepared.ts'

const SESSION_DAYS = 30

// Importing the secret as a CryptoKey costs as much as the signature check itself: once per secret.
const signingKeys = new WeakMap<Uint8Array<ArrayBuffer>, Promise<CryptoKey>>()

function signingKey(secret: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  let key = signingKeys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
    signingKeys.set(secret, key)
  }
  return key
}
const ISSUER = 'getquote'
const AUDIENCE = 'getquote-api'

/** Records a session row and signs a token that names it; the row is what logout revokes. */
export async function startSession(app: AppContext, user: User, trx?: Knex.Transaction, options: { secondFactor?: boolean } = {}): Promise<string> {
  const now = app.now()
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000)
  const id = randomUUID()
  const secondFactorAt = options.secondFactor ? now : null
  await Session.query(trx).insert({ id, user_id: user.id, expires_at: expiresAt, authenticated_at: now, second_factor_at: secondFactorAt })
  return new SignJWT({ sid: id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await signingKey(app.secrets.jwt))
}

interface VerifiedToken {
  sessionId: string
  /** The token's own expiry, in ms. */
  expiresAt: number
}

/**
 * Tokens whose signature has been checked under a secret, so a client's every request does not check
 * it again. They hold no authority of their own: expiry is checked on every use and the session row
 * on every request.
 */
const verifiedTokens = new WeakMap<Uint8Array<ArrayBuffer>, Map<string, VerifiedToken>>()
const MAX_VERIFIED_TOKENS = 10_000

async function verifiedToken(app: AppContext, token: string): Promise<VerifiedToken | null> {
  let verified = verifiedTokens.get(app.secrets.jwt)
  if (!verified) {
    verified = new Map()
    verifiedTokens.set(app.secrets.jwt, verified)
  }
  const known = verified.get(token)
  if (known) return known.expiresAt > app.now().getTime() ? known : null
  try {
    const { payload } = await jwtVerify(token, await signingKey(app.secrets.jwt), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: app.now(),
    })
    if (typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null
    const checked = { sessionId: payload.sid, expiresAt: payload.exp * 1000 }
    // A full map is dropped whole: re-checking signatures is the only cost, and no client can grow it.
    if (verified.size >= MAX_VERIFIED_TOKENS) verified.clear()
    verified.set(token, checked)
    return checked
  } catch {
    return null
  }
}

// One round trip for a session this process has not checked lately: the live session (by primary
// key) and its user, prepared once per connection.
const ACTOR_QUERY = `SELECT users.*, sessions.expires_at AS session_expires_at, sessions.second_factor_at AS session_second_factor_at FROM sessions JOIN users ON users.id = sessions.user_id
  WHERE sessions.id = ? AND sessions.revoked_at IS NULL AND sessions.expires_at > ?`

function liveSessionUser(app: AppContext, sessionId: string): Promise<Record<string, unknown> | undefined> {
  const now = app.now()
  return readThrough(app.caches?.sessions, sessionId, now.getTime(), async () => {
    const [found] = await preparedRows(app.knex, 'session_actor', ACTOR_QUERY, [sessionId, now])
    if (!isPlainObject(found)) return undefined
    const { session_expires_at: expiresAt, ...row } = found
    return { row, expiresAt: expiresAt instanceof Date ? expiresAt.getTime() : now.getTime() }
  })
}

/**
 * A token is good only while its signature, expiry and session row all hold; anything else is null.
 * Each request gets its own User, even when the row comes from the session cache.
 */
export async function resolveActor(app: AppContext, token: string): Promise<Actor | null> {
  const verified = await verifiedToken(app, token)
  if (!verified) return null
  const found = await liveSessionUser(app, verified.sessionId)
  if (!found) return null
  const { session_second_factor_at: secondFactorAt, ...row } = found
  return { user: User.fromDatabaseJson(row), sessionId: verified.sessionId, secondFactor: secondFactorAt !== null && secondFactorAt !== undefined }
}

/** The session's owner passed a second factor on it (set one up, in practice: sign-ins start with it). */
export async function markSecondFactor(app: AppContext, sessionId: string, trx: Knex.Transaction): Promise<void> {
  await Session.query(trx).findById(sessionId).patch({ second_factor_at: app.now() })
}

export async function revokeSession(app: AppContext, sessionId: string, trx?: Knex.Transaction): Promise<void> {
  await Session.query(trx).findById(sessionId).patch({ revoked_at: app.now() })
}

/** Ends every live session of the user, but the one named in `except` (the device making the change). */
export async function revokeAllSessions(
  app: AppContext,
  userId: number,
  trx?: Knex.Transaction,
  options: { except?: string } = {},
): Promise<void> {
  const query = Session.query(trx).where({ user_id: userId }).whereNull('revoked_at')
  if (options.except) query.whereNot({ id: options.except })
  await query.patch({ revoked_at: app.now() })
}
