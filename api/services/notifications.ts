import type { AppContext } from '../context.ts'
import { isSignedNote, signNote } from '../security/signedNotes.ts'
import type { MailMessage } from '../mail/mailer.ts'
import { appendToShell, escapeHtml } from '../mail/templates/layout.ts'
import { User } from '../models/User.ts'
import { API_BASE } from '../../shared/contract.ts'
import { EMAIL_KIND_COPY, type EmailKind } from '../../shared/constants/emailPreferences.ts'
import { changePreferences } from './preferences.ts'

// The link must keep working for as long as old e-mails exist, so the token has no expiry: it is the
// user id and an HMAC of it under the server's code secret, with a purpose per kind so it signs nothing else.
const purpose = (kind: EmailKind) => `unsubscribe:${kind}`

const unsubscribeToken = (app: AppContext, userId: number, kind: EmailKind) => `${userId}.${signNote(app, purpose(kind), String(userId))}`

/** GET shows a confirmation page; POST (its button, or a mail client's RFC 8058 one-click) unsubscribes. */
function unsubscribeUrl(app: AppContext, userId: number, kind: EmailKind): string {
  const query = new URLSearchParams({ kind, token: unsubscribeToken(app, userId, kind) })
  return `${app.config.publicUrl}${API_BASE}/notifications/unsubscribe?${query.toString()}`
}

/** The user a token was signed for, or null when we did not sign it for that kind. */
function userIdFromToken(app: AppContext, token: string, kind: EmailKind): number | null {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match?.[1] || !match[2]) return null
  return isSignedNote(app, purpose(kind), match[1], match[2]) ? Number(match[1]) : null
}

/** The account a token speaks for, or null: one we did not sign, or an account deleted since. */
export async function accountFromToken(app: AppContext, token: string, kind: EmailKind): Promise<User | null> {
  const userId = userIdFromToken(app, token, kind)
  const user = userId === null ? undefined : await User.query().findById(userId)
  return user && !user.deleted_at ? user : null
}

export type UnsubscribeVia = 'confirmation_page' | 'one_click'

const LINK_WORDING: Record<UnsubscribeVia, (label: string) => string> = {
  confirmation_page: (label) => `Unsubscribe page opened from a link in an e-mail: "Stop ${label.toLowerCase()} e-mails?" with the button "Unsubscribe"`,
  one_click: (label) => `One-click unsubscribe offered by the mail app (List-Unsubscribe) on a ${label.toLowerCase()} e-mail`,
}

/** Turns one kind of e-mail off for the token's account; false when the token speaks for none. */
export async function unsubscribe(app: AppContext, token: string, kind: EmailKind, via: UnsubscribeVia): Promise<boolean> {
  const user = await accountFromToken(app, token, kind)
  if (!user) return false
  await changePreferences(app, user.id, { [kind]: false }, 'email_link', () => LINK_WORDING[via](EMAIL_KIND_COPY[kind].label))
  return true
}

/** Adds the opt-out link to an optional e-mail, in its footer and as RFC 2369/8058 headers. */
export function withUnsubscribe(app: AppContext, message: MailMessage, userId: number, kind: EmailKind): MailMessage {
  const url = unsubscribeUrl(app, userId, kind)
  const label = EMAIL_KIND_COPY[kind].label.toLowerCase()
  const note = `You get these e-mails because ${label} are on. To stop them, open:\n${url}`
  const htmlNote = `<p style="font-size:12px;color:#6b7280">You get these e-mails because ${label} are on. <a href="${escapeHtml(url)}">Unsubscribe</a>.</p>`
  return {
    ...message,
    text: `${message.text.trimEnd()}\n\n${note}\n`,
    html: appendToShell(message.html, htmlNote),
    headers: { ...message.headers, 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}
