import { createHmac, timingSafeEqual } from 'node:crypto'
import type { AppContext } from '../context.ts'

/**
 * An HMAC of `body` under the server's code secret, bound to one purpose: a note signed for one use
 * (a known device, an unsubscribe link) means nothing for another.
 */
export const signNote = (app: AppContext, purpose: string, body: string): string =>
  createHmac('sha256', app.secrets.codes).update(`${purpose}:${body}`).digest('base64url')

/** Whether `signature` is the one signNote gives for this purpose and body, compared in constant time. */
export function isSignedNote(app: AppContext, purpose: string, body: string, signature: string): boolean {
  const expected = Buffer.from(signNote(app, purpose, body))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
