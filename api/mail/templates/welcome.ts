import type { MailMessage } from '../mailer.ts'
import { PRODUCT_NAME } from '../../../shared/contract.ts'
import { button, escapeHtml, greeting, htmlShell, textFooter } from './layout.ts'

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
${button(quoteUrl, 'Get a quote')}
<p>Quotes are usually ready within 24 hours.</p>`,
  )
  return { to: input.to, subject, text, html }
}

/** An account made by the quote wizard, just verified: it has no password yet, so the e-mail offers to set one. */
export function wizardWelcomeMessage(input: { to: string; firstName: string; publicUrl: string }): MailMessage {
  const subject = `Welcome to ${PRODUCT_NAME}`
  const setUrl = `${input.publicUrl}/reset-password?${new URLSearchParams({ email: input.to }).toString()}`
  const text = `${greeting(input.firstName)}

Welcome to ${PRODUCT_NAME}! We made your account when you requested a quote. To sign in later, set a password:
${setUrl}

Quotes are usually ready within 24 hours.${textFooter}`
  const html = htmlShell(
    subject,
    `<p>${escapeHtml(greeting(input.firstName))}</p>
<p>Welcome to ${PRODUCT_NAME}! We made your account when you requested a quote. To sign in later, set a password.</p>
${button(setUrl, 'Set a password')}
<p>Quotes are usually ready within 24 hours.</p>`,
  )
  return { to: input.to, subject, text, html }
}
