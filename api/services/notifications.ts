import { createHmac, timingSafeEqual } from 'node:crypto'
import type { AppContext } from '../context.ts'
import { User } from '../models/User.ts'
import { API_BASE } from '../../shared/contract.ts'

// The link must keep working for as long as old e-mails exist, so the token has no expiry: it is the
// user id and an HMAC of it under the server's code secret, with a purpose so it signs nothing else.
const PURPOSE = 'unsubscribe:quote_notifications'

const signature = (app: AppContext, userId: number) =>
  createHmac('sha256', app.secrets.codes).update(`${PURPOSE}:${userId}`).digest('base64url')

export const unsubscribeToken = (app: AppContext, userId: number) => `${userId}.${signature(app, userId)}`

export const unsubscribeUrl = (app: AppContext, userId: number) =>
  `${app.config.publicUrl}${API_BASE}/notifications/unsubscribe?token=${encodeURIComponent(unsubscribeToken(app, userId))}`

function userIdFromToken(app: AppContext, token: string): number | null {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match?.[1] || !match[2]) return null
  const userId = Number(match[1])
  const expected = Buffer.from(signature(app, userId))
  const given = Buffer.from(match[2])
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null
}

/** Turns quote notifications off for the token's user; false when the token is not one we signed. */
export async function unsubscribeFromQuoteNotifications(app: AppContext, token: string): Promise<boolean> {
  const userId = userIdFromToken(app, token)
  if (userId === null) return false
  const updated = await User.query().findById(userId).patch({ quote_notifications: false, updated_at: app.now() })
  return updated > 0
}
