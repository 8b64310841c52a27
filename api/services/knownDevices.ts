import { randomBytes } from 'node:crypto'
import type { AppContext } from '../context.ts'
import { isSignedNote, signNote } from '../security/signedNotes.ts'

/**
 * A browser that has signed in to an account keeps a signed note of it (an HttpOnly cookie), so
 * throttling aimed at strangers can let the owner's own devices through. The note names the user
 * and a random nonce; only this server can sign one.
 */
const PURPOSE = 'known-device'

export function issueDeviceToken(app: AppContext, userId: number): string {
  const body = `${userId}.${randomBytes(12).toString('base64url')}`
  return `${body}.${signNote(app, PURPOSE, body)}`
}

export function isKnownDevice(app: AppContext, userId: number, token: string | undefined): boolean {
  const [id, nonce, signature, ...rest] = (token ?? '').split('.')
  if (id !== String(userId) || !nonce || !signature || rest.length > 0) return false
  return isSignedNote(app, PURPOSE, `${id}.${nonce}`, signature)
}
