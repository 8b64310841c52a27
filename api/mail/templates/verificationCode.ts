import type { MailMessage } from '../mailer.ts'
import { PRODUCT_NAME } from '../../../shared/contract.ts'
import { CODE_TTL_MINUTES } from '../../services/codes.ts'
import { codeBlock, escapeHtml, greeting, htmlShell, textFooter } from './layout.ts'

export function verificationCodeMessage(input: { to: string; firstName: string; code: string }): MailMessage {
  const subject = `Your ${PRODUCT_NAME} verification code: ${input.code}`
  const text = `${greeting(input.firstName)}

Your ${PRODUCT_NAME} verification code is:

    ${input.code}

Enter it on the verification page to confirm your email address. The code expires in ${CODE_TTL_MINUTES} minutes and can be used once.${textFooter}`
  const html = htmlShell(
    subject,
    `<p>${escapeHtml(greeting(input.firstName))}</p>
<p>Your ${PRODUCT_NAME} verification code is:</p>
${codeBlock(input.code)}
<p>Enter it on the verification page to confirm your email address. The code expires in ${CODE_TTL_MINUTES} minutes and can be used once.</p>`,
  )
  return { to: input.to, subject, text, html, code: input.code }
}
