import type { MailMessage } from '../mailer.ts'
import { PRODUCT_NAME } from '../../../shared/contract.ts'
import { CODE_TTL_MINUTES } from '../../services/codes.ts'
import { EMAIL_UNDO_DAYS } from '../../services/emailChangeUndo.ts'
import { button, codeBlock, escapeHtml, greeting, htmlShell, textFooter } from './layout.ts'

/* Account messages: always sent, whatever the e-mail preferences, because they protect the account. */

function plain(input: { to: string; firstName: string }, subject: string, lines: string[]): MailMessage {
  const text = `${greeting(input.firstName)}\n\n${lines.join('\n\n')}${textFooter}`
  const html = htmlShell(subject, `<p>${escapeHtml(greeting(input.firstName))}</p>\n${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}`)
  return { to: input.to, subject, text, html }
}

/** Sent to the new address: the change happens only once this code is entered in the account page. */
export function emailChangeCodeMessage(input: { to: string; firstName: string; code: string }): MailMessage {
  const subject = `Confirm your new ${PRODUCT_NAME} e-mail address`
  const line = `Enter this code on your account page to make this your ${PRODUCT_NAME} e-mail address. The code expires in ${CODE_TTL_MINUTES} minutes and can be used once. If you did not ask for this, ignore this message and nothing changes.`
  const text = `${greeting(input.firstName)}\n\nYour confirmation code is:\n\n    ${input.code}\n\n${line}${textFooter}`
  const html = htmlShell(subject, `<p>${escapeHtml(greeting(input.firstName))}</p>\n<p>Your confirmation code is:</p>\n${codeBlock(input.code)}\n<p>${escapeHtml(line)}</p>`)
  return { to: input.to, subject, text, html, code: input.code }
}

/**
 * Sent to the old address once the change is done, so a takeover does not go unnoticed, with the
 * link that undoes it (api/services/emailChangeUndo.ts).
 */
export function emailChangedMessage(input: { to: string; firstName: string; newEmail: string; undoUrl: string }): MailMessage {
  const subject = `Your ${PRODUCT_NAME} e-mail address was changed`
  const lines = [
    `The e-mail address of your ${PRODUCT_NAME} account was changed to ${input.newEmail}. From now on we write to that address.`,
    `If you did not make this change, open this link within ${EMAIL_UNDO_DAYS} days: it moves your account back to this address and signs out every device.`,
  ]
  const label = 'This wasn’t me'
  const text = `${greeting(input.firstName)}\n\n${lines.join('\n\n')}\n\n${label}: ${input.undoUrl}${textFooter}`
  const html = htmlShell(
    subject,
    `<p>${escapeHtml(greeting(input.firstName))}</p>\n${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${button(input.undoUrl, label, '#b91c1c')}`,
  )
  return { to: input.to, subject, text, html }
}

/** After a change, a reset or a first password: every other session has been signed out. */
export function passwordChangedMessage(input: { to: string; firstName: string; firstTime: boolean }): MailMessage {
  const what = input.firstTime ? 'set' : 'changed'
  return plain(input, `Your ${PRODUCT_NAME} password was ${what}`, [
    `The password of your ${PRODUCT_NAME} account was ${what}. For your safety, every other device signed in to your account has been signed out.`,
    'If you did not do this, reset your password at once with "Forgot password?" on the login page, and contact support.',
  ])
}

/** While strangers fail to sign in from many places, the owner's way in: this code with the password. */
export function signInCodeMessage(input: { to: string; firstName: string; code: string }): MailMessage {
  const subject = `Your ${PRODUCT_NAME} sign-in code`
  const line = `Someone tried to sign in to your account from many different places, so we ask for this code with your password. Enter it on the login page. The code expires in ${CODE_TTL_MINUTES} minutes and can be used once. If you were not signing in just now, your password is known to someone else: reset it with "Forgot password?" on the login page.`
  const text = `${greeting(input.firstName)}\n\nYour sign-in code is:\n\n    ${input.code}\n\n${line}${textFooter}`
  const html = htmlShell(subject, `<p>${escapeHtml(greeting(input.firstName))}</p>\n<p>Your sign-in code is:</p>\n${codeBlock(input.code)}\n<p>${escapeHtml(line)}</p>`)
  return { to: input.to, subject, text, html, code: input.code }
}
