import type { AppContext } from '../context.ts'
import type { MailMessage } from '../mail/mailer.ts'

/**
 * Sends after the data is committed. A delivery failure is logged, not shown: the answer must not
 * differ between addresses that have an account and those that do not, and the user can ask again.
 */
export async function sendQuietly(app: AppContext, message: MailMessage): Promise<void> {
  try {
    await app.mailer.send(message)
  } catch (error) {
    app.log.error({ err: error, subject: message.subject }, 'mail delivery failed')
  }
}
