import type { MailMessage } from '../mailer.ts'
import { PRODUCT_NAME } from '../../../shared/contract.ts'
import type { AgentNotificationKind } from '../../../shared/schemas/agentNotifications.ts'
import { escapeHtml, htmlShell, textFooter } from './layout.ts'

export interface DigestItem {
  kind: AgentNotificationKind
  /** The request number, the conversation for a help message, or the claim number. */
  label: string
  url: string
}

/** Listed in full up to this many; the counts always cover everything. */
const LISTED = 50

const LINE: Record<AgentNotificationKind, (label: string) => string> = {
  new_request: (label) => `New request ${label}`,
  requote: (label) => `Re-quote asked on ${label}`,
  premium_help: (label) => `Premium customer's help message in ${label}`,
  new_claim: (label) => `New accident claim ${label}`,
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** "2 new requests, 1 Premium help message": only the kinds present, in a fixed order. */
function summary(items: DigestItem[]): string {
  const count = (kind: AgentNotificationKind) => items.filter((item) => item.kind === kind).length
  return [
    count('new_request') > 0 ? counted(count('new_request'), 'new request', 'new requests') : null,
    count('requote') > 0 ? counted(count('requote'), 're-quote', 're-quotes') : null,
    count('premium_help') > 0 ? counted(count('premium_help'), 'Premium help message', 'Premium help messages') : null,
    count('new_claim') > 0 ? counted(count('new_claim'), 'new accident claim', 'new accident claims') : null,
  ].filter(Boolean).join(', ')
}

/** To one admin: what reached the agents since the last digest, each with its link. */
export function agentDigestMessage(input: { to: string; items: DigestItem[]; adminUrl: string }): MailMessage {
  const subject = `${PRODUCT_NAME} agent digest: ${summary(input.items)}`
  const listed = input.items.slice(0, LISTED)
  const more = input.items.length - listed.length
  const moreLine = more > 0 ? `…and ${more} more on the admin dashboard.` : ''
  const text = `Since the last digest:

${listed.map((item) => `- ${LINE[item.kind](item.label)}: ${item.url}`).join('\n')}
${moreLine}
Admin dashboard: ${input.adminUrl}${textFooter}`
  const html = htmlShell(
    subject,
    `<p>Since the last digest:</p>
<ul>${listed.map((item) => `<li><a href="${escapeHtml(item.url)}">${escapeHtml(LINE[item.kind](item.label))}</a></li>`).join('')}</ul>
${moreLine ? `<p>${escapeHtml(moreLine)}</p>` : ''}
<p><a href="${escapeHtml(input.adminUrl)}">Open the admin dashboard</a></p>`,
  )
  return { to: input.to, subject, text, html }
}
