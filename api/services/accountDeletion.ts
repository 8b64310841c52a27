import type { AppContext } from '../context.ts'
import type { User } from '../models/User.ts'
import type { RetentionPlan } from './retention.ts'
import { OneTimeCode } from '../models/OneTimeCode.ts'
import { Payment } from '../models/Payment.ts'
import { PaymentCard } from '../models/PaymentCard.ts'
import { Session } from '../models/Session.ts'
import { SecurityEvent } from '../models/SecurityEvent.ts'
import { TotpAuthenticator } from '../models/TotpAuthenticator.ts'
import { RecoveryCode } from '../models/RecoveryCode.ts'
import { Passkey } from '../models/Passkey.ts'
import { WebauthnChallenge } from '../models/WebauthnChallenge.ts'
import { EmailChangeUndo } from '../models/EmailChangeUndo.ts'
import { Subscription } from '../models/Subscription.ts'
import { SupportConversation } from '../models/SupportConversation.ts'
import { forbidden, validationFailed } from '../errors.ts'
import { verifyPassword } from './passwords.ts'
import { enqueueForgetCustomers } from '../billing/payments/cardOnFile.ts'
import { retireJobsOf } from './jobs/accountErasure.ts'
import { restrictRequiredRecords } from './retention.ts'
import { eraseAddedPolicies } from './insurancePolicies/retention.ts'
import { cancelJobsFor } from './jobs/queue.ts'
import { LIVE_STATUSES } from '../../shared/schemas/subscriptions.ts'
import { eraseClaimDrafts } from './accidentClaims/erasure.ts'

const DELETE_WRONG_PASSWORD = 'The password is incorrect.'

/** How a deleted account appears everywhere (the admin console included): never its old name or e-mail. */
const deletedName = (userId: number) => ({ first_name: 'Deleted user', last_name: `#${userId}` })
const deletedEmail = (userId: number) => `deleted-user-${userId}@deleted.invalid`

/**
 * Erases what the person gave us that no law asks us to keep (profile, messages, preferences, sessions, second factor, passkeys,
 * the policies they added with their documents (the files by a job), the card on file here and, by a
 * job, at Square, e-mail not sent yet, unsent accident reports) and anonymises the account row, in one transaction. The agency
 * records (requests with their offers, binding, bound policy and audit trail, payments
 * without card digits, the consent history) stay restricted until the period of shared/data/retention.json
 * ends (api/services/retention.ts); the subscription is canceled so nothing renews.
 */
export async function deleteAccount(app: AppContext, user: User, password: string): Promise<RetentionPlan> {
  if (user.admin) throw forbidden('An administrator account is closed by another administrator.')
  if (!(await verifyPassword(user.password_hash, password, app.config.passwordCost))) {
    throw validationFailed({ password: DELETE_WRONG_PASSWORD }, DELETE_WRONG_PASSWORD)
  }
  const now = app.now()
  return await app.knex.transaction(async (trx) => {
    await user.$query(trx).forUpdate()
    const open = await Subscription.query(trx).where({ user_id: user.id }).whereIn('status', [...LIVE_STATUSES, 'pending']).forUpdate()
    for (const subscription of open) {
      await subscription.$query(trx).patch({ status: 'canceled', canceled_at: now, updated_at: now })
      await cancelJobsFor(trx, subscription.id, now)
    }
    await retireJobsOf(trx, user, now)
    await Payment.query(trx).where({ user_id: user.id }).patch({ card_brand: null, card_last4: null })
    await enqueueForgetCustomers(trx, await PaymentCard.query(trx).where({ user_id: user.id }), now)
    await PaymentCard.query(trx).where({ user_id: user.id }).delete()
    await SupportConversation.query(trx).where({ user_id: user.id }).delete()
    await eraseAddedPolicies(trx, user.id, now)
    await eraseClaimDrafts(trx, user.id, now)
    const plan = await restrictRequiredRecords(trx, user, now)
    // The agents' to-do list about these requests: a kept record is out of every list.
    await trx('agent_notifications').whereIn('insurance_request_id', trx('insurance_requests').where({ user_id: user.id }).select('id')).delete()
    await OneTimeCode.query(trx).where({ user_id: user.id }).delete()
    await Session.query(trx).where({ user_id: user.id }).delete()
    await SecurityEvent.query(trx).where({ user_id: user.id }).delete()
    await EmailChangeUndo.query(trx).where({ user_id: user.id }).delete()
    await TotpAuthenticator.query(trx).where({ user_id: user.id }).delete()
    await RecoveryCode.query(trx).where({ user_id: user.id }).delete()
    await Passkey.query(trx).where({ user_id: user.id }).delete()
    await WebauthnChallenge.query(trx).where({ user_id: user.id }).delete()
    // Copies of the e-mails we sent (the outbox mailer) and rate-limit buckets named by the address.
    await trx('mail_outbox').whereRaw('lower(to_address) = lower(?)', [user.email]).delete()
    const subject = `:${user.email.toLowerCase()}`
    await trx('rate_limits').whereRaw('right(key, ?) = ? OR strpos(key, ?) > 0', [subject.length, subject, `${subject}|`]).delete()
    await user.$query(trx).patch({
      ...deletedName(user.id),
      email: deletedEmail(user.id),
      password_hash: null,
      email_verified_at: null,
      quote_notifications: false,
      renewal_reminders: false,
      tips: false,
      deleted_at: now,
      retain_until: plan.accountKeptUntil,
      updated_at: now,
    })
    return plan
  })
}
