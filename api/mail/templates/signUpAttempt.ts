import type { MailMessage } from '../mailer.ts'
import { PRODUCT_NAME } from '../../../shared/contract.ts'
import { escapeHtml, greeting, htmlShell, textFooter } from './layout.ts'

/**
 * Someone signed up with an address that already has an account. The sign-up form answered as for
 * a new address (who has an account is not public), so the owner learns it here, with the way in.
 */
export function signUpAttemptMessage(input: { to: string; firstName: string; publicUrl: string }): MailMessage {
  const subject = `Someone tried to create a ${PRODUCT_NAME} account with your e-mail`
  const loginUrl = `${input.publicUrl}/login`
  const resetUrl = `${input.publicUrl}/reset-password?${new URLSearchParams({ email: input.to }).toString()}`
  const text = `${greeting(input.firstName)}

Someone just tried to create a ${PRODUCT_NAME} account with this e-mail address, which already has one. Nothing was changed.

If it was you, log in at:
${loginUrl}
or set a new password at:
${resetUrl}

If it was not you, you can ignore this e-mail.${textFooter}`
  const html = htmlShell(
    subject,
    `<p>${escapeHtml(greeting(input.firstName))}</p>
<p>Someone just tried to create a ${PRODUCT_NAME} account with this e-mail address, which already has one. Nothing was changed.</p>
<p>If it was you, <a href="${escapeHtml(loginUrl)}">log in</a> or <a href="${escapeHtml(resetUrl)}">set a new password</a>.</p>
<p>If it was not you, you can ignore this e-mail.</p>`,
  )
  return { to: input.to, subject, text, html }
}
