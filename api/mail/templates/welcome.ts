import type { MailMessage } from '../mailer.ts'
import { PRODUCT_NAME } from '../../../shared/contract.ts'
import { escapeHtml, greeting, htmlShell, textFooter } from './layout.ts'

export function welcomeMessage(input: { to: string; firstName: string; publicUrl: string }): MailMessage {
  const subject = `Welcome to ${PRODUCT_NAME}`
  const quoteUrl = `${input.publicUrl}/select-insurance-type`
  const text = `${greeting(input.firstName)}

Welcome to ${PRODUCT_NAME}! Your account is ready. Request your first quote at:
${quoteUrl}

Quotes are usually ready within 24 hours.${textFooter}`
  const html = htmlShell(
    subject,
    `<p>${escapeHtml(greeting(input.firstName))}</p>
<p>Welcome to ${PRODUCT_NAME}! Your account is ready.</p>
<p><a href="${escapeHtml(quoteUrl)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">Get a quote</a></p>
<p>Quotes are usually ready within 24 hours.</p>`,
  )
  return { to: input.to, subject, text, html }
}
