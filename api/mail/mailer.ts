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
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox'
  send(message: MailMessage): Promise<void>
  close(): void
}

/** Real SMTP when SMTP_URL is set; otherwise every message lands in the database outbox (/dev/mailbox). */
export function createMailer(options: { smtpUrl: string | undefined; from: string; knex: Knex; log: Logger }): Mailer {
  const { smtpUrl, from, knex, log } = options
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl)
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html })
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
      })
    },
    close: () => undefined,
  }
}
