import type { MailMessage } from '../mailer.ts'
import { PRODUCT_NAME } from '../../../shared/contract.ts'
import { button, escapeHtml, greeting, htmlShell, textFooter } from './layout.ts'

/** Tells a customer the provider answered their help message; the answer itself is quoted in full. */
export function supportReplyMessage(input: {
  to: string
  firstName: string
  subject: string
  reply: string
  conversationUrl: string
}): MailMessage {
  const subject = `${PRODUCT_NAME} Support replied: ${input.subject}`
  const text = `${greeting(input.firstName)}

${PRODUCT_NAME} Support answered your help message "${input.subject}":

${input.reply}

Read the conversation and reply at:
${input.conversationUrl}${textFooter}`
  const paragraphs = input.reply
    .split(/\n{2,}/)
    .map((paragraph) => `<p style="margin:0 0 12px">${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n')
  const html = htmlShell(
    subject,
    `<p>${escapeHtml(greeting(input.firstName))}</p>
<p>${PRODUCT_NAME} Support answered your help message &ldquo;${escapeHtml(input.subject)}&rdquo;:</p>
<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid #1d4ed8;background:#eff6ff">
${paragraphs}
</blockquote>
${button(input.conversationUrl, 'Read and reply')}`,
  )
  return { to: input.to, subject, text, html }
}
