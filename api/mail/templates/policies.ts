import type { MailMessage } from '../mailer.ts'
import { button, escapeHtml, greeting, htmlShell, textFooter } from './layout.ts'
import { longCalendarDay } from '../../../shared/dates.ts'

interface RenewalReminder {
  to: string
  firstName: string
  carrierName: string
  policyNumber: string
  expirationDate: string
  /** The re-shop request opened for this renewal, when the customer asked for one. */
  reshopRequestNumber: string | null
  policyUrl: string
}

/** A policy's renewal notice, sent the configured number of days before it ends. */
export function policyRenewalReminderMessage(input: RenewalReminder): MailMessage {
  const subject = `Your ${input.carrierName} policy ${input.policyNumber} renews on ${longCalendarDay(input.expirationDate)}`
  const lines = [
    `Your ${input.carrierName} policy ${input.policyNumber} ends on ${longCalendarDay(input.expirationDate)}.`,
    input.reshopRequestNumber
      ? `As you asked, we are shopping it again: request ${input.reshopRequestNumber}. Your agent will add offers within 24 hours.`
      : 'When your carrier sends the renewal offer, record it on the policy page and we will show you what changed.',
    'You can compare the renewal with new offers before you decide, so there is no gap in your cover.',
  ]
  const text = `${greeting(input.firstName)}\n\n${lines.join('\n')}\n\nSee your policy: ${input.policyUrl}${textFooter}`
  const html = htmlShell(subject, `<p>${escapeHtml(greeting(input.firstName))}</p>\n${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}\n${button(input.policyUrl, 'See your policy')}`)
  return { to: input.to, subject, text, html }
}
