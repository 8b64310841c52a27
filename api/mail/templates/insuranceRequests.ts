import type { MailMessage } from '../mailer.ts'
import { PRODUCT_NAME } from '../../../shared/contract.ts'
import { escapeHtml, greeting, htmlShell, textFooter } from './layout.ts'

const button = (url: string, label: string) =>
  `<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`

const requestBlock = (requestNumber: string) =>
  `<p style="font-size:22px;font-weight:700;font-family:monospace;margin:24px 0">${escapeHtml(requestNumber)}</p>`

export function requestConfirmationMessage(input: {
  to: string
  firstName: string
  requestNumber: string
  detailsUrl: string
}): MailMessage {
  const subject = `We received your auto quote request ${input.requestNumber}`
  const text = `${greeting(input.firstName)}

Thank you for your auto insurance quote request. Your request number is:

${input.requestNumber}

Our specialists are reviewing it and gathering quotes from multiple insurers. You will have options
within 24 hours. Follow your request at:
${input.detailsUrl}${textFooter}`
  const html = htmlShell(
    subject,
    `<p>${escapeHtml(greeting(input.firstName))}</p>
<p>Thank you for your auto insurance quote request. Your request number is:</p>
${requestBlock(input.requestNumber)}
<p>Our specialists are reviewing it and gathering quotes from multiple insurers. You will have options within 24 hours.</p>
${button(input.detailsUrl, 'View your request')}`,
  )
  return { to: input.to, subject, text, html }
}

const STATUS_NEWS: Record<string, string> = {
  pending: 'Your request is being reviewed.',
  processing: 'We are preparing your personalized quote.',
  quoted: 'Your quote is ready.',
  purchased: 'Your policy documents will be sent to your email.',
  expired: 'This request has expired. You can submit a new request at any time.',
  rejected: 'We could not find a quote for this request. Contact support if you have questions.',
}

export function statusChangedMessage(input: {
  to: string
  firstName: string
  requestNumber: string
  status: string
  detailsUrl: string
}): MailMessage {
  const subject = `Request #${input.requestNumber} status changed to ${input.status}`
  const news = STATUS_NEWS[input.status] ?? ''
  const text = `${greeting(input.firstName)}

The status of your ${PRODUCT_NAME} request ${input.requestNumber} is now: ${input.status}.
${news}

See the details at:
${input.detailsUrl}${textFooter}`
  const html = htmlShell(
    subject,
    `<p>${escapeHtml(greeting(input.firstName))}</p>
<p>The status of your request <strong>${escapeHtml(input.requestNumber)}</strong> is now <strong>${escapeHtml(input.status)}</strong>.</p>
<p>${escapeHtml(news)}</p>
${button(input.detailsUrl, 'View your request')}`,
  )
  return { to: input.to, subject, text, html }
}
