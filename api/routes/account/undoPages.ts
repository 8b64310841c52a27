import { escapeHtml } from '../../mail/templates/layout.ts'
import { notificationPage } from '../notifications/page.ts'
import type { UndoOutcome } from '../../services/emailChangeUndo.ts'

const links = '<p><a href="/login" style="color:#1d4ed8">Log in</a> · <a href="/" style="color:#1d4ed8">Return to Home</a></p>'

/** The confirmation page: mail scanners follow links, so only its button (a POST) undoes anything. */
export function undoConfirmationPage(oldEmail: string, newEmail: string, action: string): string {
  return notificationPage(
    'Undo the change of your e-mail address?',
    `<p>Your account's e-mail address was changed from <strong>${escapeHtml(oldEmail)}</strong> to <strong>${escapeHtml(newEmail)}</strong>.
If you did not do this, press the button: your account moves back to ${escapeHtml(oldEmail)} and every device is signed out.</p>
<form method="post" action="${escapeHtml(action)}" style="margin:24px 0">
<button type="submit" style="background:#b91c1c;color:#ffffff;border:0;border-radius:6px;padding:12px 20px;font-size:16px;cursor:pointer">This wasn’t me: undo the change</button>
</form>`,
  )
}

const OUTCOMES: Record<UndoOutcome, { title: string; body: string }> = {
  undone: {
    title: 'Your e-mail address is back',
    body: 'Your account uses your old e-mail address again and every device has been signed out. Reset your password now with "Forgot password?" on the login page, as whoever made the change may know it.',
  },
  invalid: { title: 'This link is not valid', body: 'The link is incomplete or was not issued by us. Please use the link from the e-mail we sent you.' },
  expired: { title: 'This link has expired', body: 'An e-mail change can be undone from its link for 7 days. Please contact support.' },
  used: { title: 'This link was already used', body: 'The change was already undone. Reset your password with "Forgot password?" on the login page if you have not yet.' },
  superseded: {
    title: 'The change cannot be undone',
    body: 'The account has changed since this e-mail was sent: its address was changed again or the account was deleted. Please contact support.',
  },
  address_taken: { title: 'The change cannot be undone', body: 'Another account uses your old address by now. Please contact support.' },
}

export const undoOutcomePage = (outcome: UndoOutcome) =>
  notificationPage(OUTCOMES[outcome].title, `<p>${escapeHtml(OUTCOMES[outcome].body)}</p>\n${links}`)
