import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { AppContext } from '../../context.ts'
import { WebauthnChallenge } from '../../models/WebauthnChallenge.ts'

/** Long enough to touch a key or find a phone; a challenge is good for one answer only. */
const CHALLENGE_MINUTES = 5

export async function storeChallenge(app: AppContext, purpose: WebauthnChallenge['purpose'], challenge: string, userId: number | null): Promise<string> {
  const id = randomUUID()
  const expiresAt = new Date(app.now().getTime() + CHALLENGE_MINUTES * 60_000)
  // Expired ones go as new ones come, so the table holds only the last few minutes' ceremonies.
  await WebauthnChallenge.query().where('expires_at', '<', app.now()).delete()
  await WebauthnChallenge.query().insert({ id, user_id: userId, purpose, challenge, expires_at: expiresAt })
  return id
}

/** Takes the challenge out, so its answer counts once; undefined when unknown, expired or someone else's. */
export async function takeChallenge(
  app: AppContext,
  trx: Knex.Transaction,
  where: { id?: string; purpose: WebauthnChallenge['purpose']; userId: number | null },
): Promise<string | undefined> {
  const query = WebauthnChallenge.query(trx).where({ purpose: where.purpose }).where('expires_at', '>', app.now())
  if (where.id) query.where({ id: where.id })
  if (where.userId !== null) query.where({ user_id: where.userId })
  const found = await query.orderBy('expires_at', 'desc').first()
  if (!found) return undefined
  await WebauthnChallenge.query(trx).deleteById(found.id)
  return found.challenge
}
