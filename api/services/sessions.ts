import { randomUUID } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'
import type { Knex } from 'knex'
import type { AppContext } from '../context.ts'
import { Session } from '../models/Session.ts'
import { User } from '../models/User.ts'
import type { Actor } from '../routes/defineRoute.ts'

const SESSION_DAYS = 30
const ISSUER = 'getquote'
const AUDIENCE = 'getquote-api'

/** Records a session row and signs a token that names it; the row is what logout revokes. */
export async function startSession(app: AppContext, user: User, trx?: Knex.Transaction): Promise<string> {
  const now = app.now()
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000)
  const id = randomUUID()
  await Session.query(trx).insert({ id, user_id: user.id, expires_at: expiresAt })
  return new SignJWT({ sid: id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(app.secrets.jwt)
}

/** A token is good only while its signature, expiry and session row all hold; anything else is null. */
export async function resolveActor(app: AppContext, token: string): Promise<Actor | null> {
  let sessionId: unknown
  try {
    const { payload } = await jwtVerify(token, app.secrets.jwt, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: app.now(),
    })
    sessionId = payload.sid
  } catch {
    return null
  }
  if (typeof sessionId !== 'string') return null
  const session = await Session.query()
    .findById(sessionId)
    .whereNull('revoked_at')
    .where('expires_at', '>', app.now())
  if (!session) return null
  const user = await User.query().findById(session.user_id)
  return user ? { user, sessionId: session.id } : null
}

export async function revokeSession(app: AppContext, sessionId: string): Promise<void> {
  await Session.query().findById(sessionId).patch({ revoked_at: app.now() })
}

export async function revokeAllSessions(app: AppContext, userId: number, trx?: Knex.Transaction): Promise<void> {
  await Session.query(trx).where({ user_id: userId }).whereNull('revoked_at').patch({ revoked_at: app.now() })
}
