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
  /**
   * Sends with the given Message-ID (`<unique@host>`), which a retry repeats: a mailbox that already
   * has the message keeps one (the dev outbox does so by its unique message_id).
   */
  send(message: MailMessage, messageId: string): Promise<void>
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
      async send(message, messageId) {
        log.warn({ to: message.to, subject: message.subject, text: message.text, messageId }, 'mail not sent (MAIL_TRANSPORT=log)')
      },
      close: () => undefined,
    }
  }
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl)
    return {
      kind: 'smtp',
      async send(message, messageId) {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html, headers: message.headers, messageId })
        log.info({ to: message.to, subject: message.subject, messageId }, 'mail sent')
      },
      close: () => transport.close(),
    }
  }
  return {
    kind: 'outbox',
    async send(message, messageId) {
      await knex('mail_outbox').insert({
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
        code: message.code ?? null,
        headers: message.headers ?? null,
        message_id: messageId,
      }).onConflict('message_id').ignore()
    },
    close: () => undefined,
  }
}
