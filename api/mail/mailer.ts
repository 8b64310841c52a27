import nodemailer from 'nodemailer'
import type { Knex } from 'knex'
import type { Logger } from 'pino'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  /** A one-time code the message carries, so the dev mailbox can show it at a glance. */
  code?: string
  /** Extra headers, e.g. List-Unsubscribe on the e-mails a person may opt out of. */
  headers?: Record<string, string>
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox' | 'log'
  send(message: MailMessage): Promise<void>
  close(): void
}

/**
 * Real SMTP when SMTP_URL is set; with `logOnly` (MAIL_TRANSPORT=log, a demo) each message goes to
 * the log; otherwise every message lands in the database outbox (/dev/mailbox).
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; knex: Knex; log: Logger; logOnly?: boolean }): Mailer {
  const { smtpUrl, from, knex, log } = options
  if (options.logOnly) {
    return {
      kind: 'log',
      async send(message) {
        log.warn({ to: message.to, subject: message.subject, text: message.text }, 'mail not sent (MAIL_TRANSPORT=log)')
      },
      close: () => undefined,
    }
  }
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl)
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html, headers: message.headers })
        log.info({ to: message.to, subject: message.subject }, 'mail sent')
      },
      close: () => transport.close(),
    }
  }
  return {
    kind: 'outbox',
    async send(message) {
      await knex('mail_outbox').insert({
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
        code: message.code ?? null,
        headers: message.headers ?? null,
      })
    },
    close: () => undefined,
  }
}
