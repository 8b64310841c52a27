import type { MailMessage } from '../mailer.ts'
import { PRODUCT_NAME } from '../../../shared/contract.ts'
import { button, escapeHtml, greeting, htmlShell, textFooter } from './layout.ts'

const requestBlock = (requestNumber: string) =>
  `<p style="font-size:22px;font-weight:700;font-family:monospace;margin:24px 0">${escapeHtml(requestNumber)}</p>`

interface RequestMail {
  to: string
  firstName: string
  requestNumber: string
  detailsUrl: string
}

export function requestConfirmationMessage(input: RequestMail): MailMessage {
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
  expired: 'This request has expired. You can submit a new request at any time.',
  rejected: 'We could not find a quote for this request. Contact support if you have questions.',
}

export function statusChangedMessage(input: RequestMail & { status: string }): MailMessage {
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

/** The answer to the customer's request: how many offers wait for them and what the cheapest costs a month. */
export function optionsReadyMessage(input: RequestMail & { offerCount: number; lowestMonthly: string }): MailMessage {
  const subject = `Your options are ready for request ${input.requestNumber}`
  const offers = input.offerCount === 1 ? '1 offer' : `${input.offerCount} offers`
  const summary = `You have ${offers} for request ${input.requestNumber}, from ${input.lowestMonthly} a month.`
  const text = `${greeting(input.firstName)}

${summary}
Compare them side by side and choose the one that suits you:
${input.detailsUrl}${textFooter}`
  const html = htmlShell(
    subject,
    `<p>${escapeHtml(greeting(input.firstName))}</p>
<p>${escapeHtml(summary)}</p>
<p>Compare them side by side and choose the one that suits you.</p>
${button(input.detailsUrl, 'Compare your options')}`,
  )
  return { to: input.to, subject, text, html }
}

/** How the policy's papers reach the customer: the paper line names the post, as no E-SIGN consent covers e-mail alone. */
const PAPERS = {
  electronic: 'Your ID card and coverage summary are on your request page as PDFs: as you agreed, we deliver your documents electronically.',
  paper: 'Your ID card and policy papers come by post to the address on your request. You can also view them on your request page.',
} as const

/** The bound policy, in the words the customer will need when they call the carrier. */
export function policyBoundMessage(input: RequestMail & { carrierName: string; policyNumber: string; effectiveDate: string; papers: keyof typeof PAPERS }): MailMessage {
  const subject = `Request #${input.requestNumber} status changed to purchased`
  const facts: [string, string][] = [
    ['Carrier', input.carrierName],
    ['Policy number', input.policyNumber],
    ['Effective date', input.effectiveDate],
  ]
  const text = `${greeting(input.firstName)}

Your policy for request ${input.requestNumber} is bound:
${facts.map(([label, value]) => `${label}: ${value}`).join('\n')}

${PAPERS[input.papers]}

Keep this e-mail: quote the policy number whenever you contact ${input.carrierName}. Your policy
is also shown on your request:
${input.detailsUrl}${textFooter}`
  const html = htmlShell(
    subject,
    `<p>${escapeHtml(greeting(input.firstName))}</p>
<p>Your policy for request <strong>${escapeHtml(input.requestNumber)}</strong> is bound:</p>
<ul>${facts.map(([label, value]) => `<li>${escapeHtml(label)}: <strong>${escapeHtml(value)}</strong></li>`).join('')}</ul>
<p>${escapeHtml(PAPERS[input.papers])}</p>
<p>Keep this e-mail: quote the policy number whenever you contact ${escapeHtml(input.carrierName)}. Your policy is also shown on your request.</p>
${button(input.detailsUrl, 'View your request')}`,
  )
  return { to: input.to, subject, text, html }
}
