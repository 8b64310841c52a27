import type { MailMessage } from '../mailer.ts'
import { button, escapeHtml, greeting, htmlShell, textFooter } from './layout.ts'

export interface ClaimStepMail {
  to: string
  firstName: string
  claimNumber: string
  claimUrl: string
  subject: string
  /** What happened and what follows, one paragraph each, as plain text. */
  paragraphs: string[]
}

/** Every step of a claim (reported, filed, adjuster assigned, closed) tells its customer the same way. */
export function claimStepMessage(input: ClaimStepMail): MailMessage {
  const text = `${greeting(input.firstName)}

${input.paragraphs.join('\n\n')}

Follow your claim ${input.claimNumber} at:
${input.claimUrl}${textFooter}`
  const html = htmlShell(
    input.subject,
    `<p>${escapeHtml(greeting(input.firstName))}</p>
${input.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${button(input.claimUrl, 'Follow your claim')}`,
  )
  return { to: input.to, subject: input.subject, text, html }
}
