import type { MailMessage } from '../mailer.ts'
import { appendToShell, escapeHtml } from './layout.ts'

/** Adds the agency's licence line for the applicant's state to a quote e-mail (state law asks for it on quotes). */
export function withLicence(message: MailMessage, notice: string | null): MailMessage {
  if (!notice) return message
  return {
    ...message,
    text: `${message.text}${notice}\n`,
    html: appendToShell(message.html, `<p style="font-size:12px;color:#6b7280">${escapeHtml(notice)}</p>`),
  }
}
