import type { MailMessage } from '../mailer.ts'
import { PRODUCT_NAME } from '../../../shared/contract.ts'
import { CODE_TTL_MINUTES } from '../../services/codes.ts'
import { codeBlock, escapeHtml, greeting, htmlShell, textFooter } from './layout.ts'

/** `firstTime`: the account (made by the quote wizard) has no password yet, so this one sets it. */
export function passwordResetCodeMessage(input: { to: string; firstName: string; code: string; firstTime: boolean }): MailMessage {
  if (input.firstTime) return setPasswordCodeMessage(input)
  const subject = `Reset your ${PRODUCT_NAME} password`
  const text = `${greeting(input.firstName)}

We received a request to reset the password of your ${PRODUCT_NAME} account. Your reset code is:

    ${input.code}

Enter it on the reset password page together with your new password. The code expires in ${CODE_TTL_MINUTES} minutes and can be used once. If you did not ask for this, your password stays as it is.${textFooter}`
  const html = htmlShell(
    subject,
    `<p>${escapeHtml(greeting(input.firstName))}</p>
<p>We received a request to reset the password of your ${PRODUCT_NAME} account. Your reset code is:</p>
${codeBlock(input.code)}
<p>Enter it on the reset password page together with your new password. The code expires in ${CODE_TTL_MINUTES} minutes and can be used once. If you did not ask for this, your password stays as it is.</p>`,
  )
  return { to: input.to, subject, text, html, code: input.code }
}

function setPasswordCodeMessage(input: { to: string; firstName: string; code: string }): MailMessage {
  const subject = `Set your ${PRODUCT_NAME} password`
  const line = `Enter it on the reset password page together with the password you choose. The code expires in ${CODE_TTL_MINUTES} minutes and can be used once. If you did not ask for this, nothing changes.`
  const text = `${greeting(input.firstName)}

Your ${PRODUCT_NAME} account was created when you requested a quote, and it has no password yet. Your code to set one is:

    ${input.code}

${line}${textFooter}`
  const html = htmlShell(
    subject,
    `<p>${escapeHtml(greeting(input.firstName))}</p>
<p>Your ${PRODUCT_NAME} account was created when you requested a quote, and it has no password yet. Your code to set one is:</p>
${codeBlock(input.code)}
<p>${escapeHtml(line)}</p>`,
  )
  return { to: input.to, subject, text, html, code: input.code }
}
