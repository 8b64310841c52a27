import type { MailMessage } from '../mailer.ts'
import { escapeHtml, greeting, htmlShell, textFooter } from './layout.ts'

export interface ChosenOffer {
  requestNumber: string
  carrierName: string
  termMonths: number
  premium: string
  detailsUrl: string
}

const summary = (offer: ChosenOffer) => `${offer.carrierName}, ${offer.termMonths} months, ${offer.premium} for the term`

/** To the customer: the choice is recorded and the agent binds it next. */
export function offerChosenMessage(input: ChosenOffer & { to: string; firstName: string }): MailMessage {
  const subject = `You chose an offer for request ${input.requestNumber}`
  const text = `${greeting(input.firstName)}

You chose this offer for request ${input.requestNumber}:
${summary(input)}

Your agent will now bind the policy with the carrier; you will see the policy number on your request
as soon as it is issued:
${input.detailsUrl}${textFooter}`
  const html = htmlShell(
    subject,
    `<p>${escapeHtml(greeting(input.firstName))}</p>
<p>You chose this offer for request <strong>${escapeHtml(input.requestNumber)}</strong>:</p>
<p><strong>${escapeHtml(summary(input))}</strong></p>
<p>Your agent will now bind the policy with the carrier; you will see the policy number on your request as soon as it is issued.</p>
<p><a href="${escapeHtml(input.detailsUrl)}">View your request</a></p>`,
  )
  return { to: input.to, subject, text, html }
}

/** To each admin: a customer chose, so the policy can be bound. */
export function offerChosenAdminMessage(input: ChosenOffer & { to: string; customerName: string }): MailMessage {
  const subject = `Offer chosen on request ${input.requestNumber}: ready to bind`
  const text = `${input.customerName} chose an offer on request ${input.requestNumber}:
${summary(input)}

Bind it with the carrier and record the policy number:
${input.detailsUrl}${textFooter}`
  const html = htmlShell(
    subject,
    `<p>${escapeHtml(input.customerName)} chose an offer on request <strong>${escapeHtml(input.requestNumber)}</strong>:</p>
<p><strong>${escapeHtml(summary(input))}</strong></p>
<p>Bind it with the carrier and record the policy number.</p>
<p><a href="${escapeHtml(input.detailsUrl)}">Open the request</a></p>`,
  )
  return { to: input.to, subject, text, html }
}

/** To the customer: the carrier's final price differs from the one they chose; binding waits for their yes. */
export function priceChangedMessage(input: {
  to: string
  firstName: string
  requestNumber: string
  carrierName: string
  agreedPremium: string
  finalPremium: string
  detailsUrl: string
}): MailMessage {
  const subject = `Please confirm the final price for request ${input.requestNumber}`
  const news = `${input.carrierName}'s final price for the offer you chose is ${input.finalPremium} for the term (you chose it at ${input.agreedPremium}).`
  const text = `${greeting(input.firstName)}

${news}
Nothing is bound until you confirm the new price. Confirm it, or contact us, on your request:
${input.detailsUrl}${textFooter}`
  const html = htmlShell(
    subject,
    `<p>${escapeHtml(greeting(input.firstName))}</p>
<p>${escapeHtml(news)}</p>
<p>Nothing is bound until you confirm the new price.</p>
<p><a href="${escapeHtml(input.detailsUrl)}">Review the new price</a></p>`,
  )
  return { to: input.to, subject, text, html }
}
