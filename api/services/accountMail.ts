import type { Knex } from 'knex'
import type { AppContext } from '../context.ts'
import type { Job } from '../models/Job.ts'
import { User } from '../models/User.ts'
import { verificationCodeMessage } from '../mail/templates/verificationCode.ts'
import { passwordResetCodeMessage } from '../mail/templates/passwordResetCode.ts'
import { signUpAttemptMessage } from '../mail/templates/signUpAttempt.ts'
import { welcomeMessage } from '../mail/templates/welcome.ts'
import { signInCodeMessage } from '../mail/templates/account.ts'
import { OneTimeCode, type CodePurpose } from '../models/OneTimeCode.ts'
import { forgetCodeGuesses, issueCode } from './codes.ts'
import { countEvent } from './rateLimits.ts'
import { defineJob, type JobPayload } from './jobs/defineJob.ts'
import { enqueueJob } from './jobs/queue.ts'
import { enqueueMail, isMailQueued } from './mailing.ts'

/**
 * The e-mail an address-only request asks for (sign-up, a reset code, a new verification code, a
 * sign-in code under the spread lock, api/services/signInCodes.ts).
 * The request enqueues this one job whatever the address, so it does the same work, and answers in
 * the same time, for a known and an unknown address (who has an account is not public); the job
 * finds out which it is and sends what the account calls for, or nothing.
 */
type AccountMailPayload = JobPayload<'account_mail'>

export async function enqueueAccountMail(trx: Knex | Knex.Transaction, app: AppContext, payload: AccountMailPayload): Promise<void> {
  await enqueueJob(trx, { kind: 'account_mail', payload, runAt: app.now(), dedupeKey: `account_mail:${crypto.randomUUID()}` })
}

/** Reset or verification e-mails per address and hour before a new one waits for the last one's code to expire. */
const FRESH_CODES_PER_HOUR = 20

/** The e-mails anyone may ask for an address, any number of times: counted so strangers cannot flood it. */
const FLOOD_COUNTED = { reset_password: 'forgot:sent', verify_email: 'resend:sent' } as const

/**
 * Past 20 reset (or verification) e-mails in an hour (many strangers asking) a new code is sent only
 * when the last one has expired: the mailbox is not flooded, and the code in it stays good, so the
 * owner is never refused one. Counted by address, known or not, as the guesses at its code are
 * (api/services/codes.ts).
 */
async function codeStillLive(app: AppContext, to: string, user: User | undefined, purpose: keyof typeof FLOOD_COUNTED): Promise<boolean> {
  const sentThisHour = await countEvent(app.knex, app.now(), `${FLOOD_COUNTED[purpose]}:${to.toLowerCase()}`, 3600)
  if (sentThisHour <= FRESH_CODES_PER_HOUR * app.config.rateLimitMultiplier) return false
  const live = user && (await OneTimeCode.findLive(user.id, purpose))
  return !user || (live !== undefined && live.expires_at > app.now())
}

/** The code an e-mail of this purpose carries, if any. */
const CODE_PURPOSES: Partial<Record<AccountMailPayload['purpose'], CodePurpose>> = {
  reset_password: 'reset_password',
  verify_email: 'verify_email',
  sign_up_new: 'verify_email',
}

/** What the account's e-mail of this purpose says, queued in the caller's transaction under `key`. */
async function queueAccountMail(app: AppContext, trx: Knex.Transaction, user: User, purpose: AccountMailPayload['purpose'], key: string): Promise<void> {
  const firstName = user.first_name
  const publicUrl = app.config.publicUrl
  if (purpose === 'sign_in') {
    const code = await issueCode(app, user, 'sign_in', trx)
    await enqueueMail(trx, signInCodeMessage({ to: user.email, firstName, code }), key, app.now())
    return
  }
  if (purpose === 'sign_up_existing') {
    await enqueueMail(trx, signUpAttemptMessage({ to: user.email, firstName, publicUrl }), key, app.now())
    return
  }
  if (purpose === 'reset_password') {
    const code = await issueCode(app, user, 'reset_password', trx)
    // A wizard-made account has never had a password: its e-mail says "set", the page answers the same.
    const message = passwordResetCodeMessage({ to: user.email, firstName, code, firstTime: user.password_hash === null })
    await enqueueMail(trx, message, key, app.now())
    return
  }
  if (purpose === 'sign_up_new') await enqueueMail(trx, welcomeMessage({ to: user.email, firstName, publicUrl }), `welcome:user_${user.id}`, app.now())
  const code = await issueCode(app, user, 'verify_email', trx)
  await enqueueMail(trx, verificationCodeMessage({ to: user.email, firstName, code }), key, app.now())
}

/**
 * A sign-up's account is made here, not in the request, so the request does the same work for a
 * known address. Made and mailed in one transaction: a second run finds the mail queued and does
 * nothing, never taking its own new account for someone else's. The password hash leaves the payload.
 */
async function createAccountAndMail(app: AppContext, payload: AccountMailPayload, account: NonNullable<AccountMailPayload['account']>, job: Job, key: string): Promise<void> {
  await app.knex.transaction(async (trx) => {
    if (await isMailQueued(trx, key)) return
    const inserted = await User.insertUnlessTaken(trx, { email: payload.to, ...account })
    const user = await User.findByEmail(payload.to).transacting(trx)
    await trx('jobs').where({ id: job.id }).update({ payload: JSON.stringify({ to: payload.to, purpose: payload.purpose }) })
    if (!user) return
    const purpose = payload.purpose === 'sign_up' ? (inserted ? 'sign_up_new' : 'sign_up_existing') : payload.purpose
    await queueAccountMail(app, trx, user, purpose, key)
  })
}

/**
 * The account_mail handler: its e-mail is keyed by the job, so a second run finds it queued and issues no second code.
 * For an unknown address it sends nothing, but wrong guesses at the address start again as a new
 * code's would, so guessing answers alike for known and unknown addresses.
 */
async function sendAccountMail(app: AppContext, payload: AccountMailPayload, job: Job): Promise<void> {
  const { to, purpose } = payload
  const key = `${purpose}:job_${job.id}`
  // A run after the e-mail was queued stops here, before the reset e-mail is counted a second time.
  if (await isMailQueued(app.knex, key)) return
  const user = await User.findByEmail(to)
  const floodable = !payload.account && (purpose === 'reset_password' || purpose === 'verify_email')
  if (floodable && (await codeStillLive(app, to, user, purpose))) return
  if (payload.account) {
    await createAccountAndMail(app, payload, payload.account, job, key)
    return
  }
  if (!user) {
    const codePurpose = CODE_PURPOSES[purpose]
    if (codePurpose) await forgetCodeGuesses(app.knex, codePurpose, to)
    return
  }
  await app.knex.transaction(async (trx) => {
    // Again in the transaction that queues it: a run taken over meanwhile must not issue a second code.
    if (await isMailQueued(trx, key)) return
    await queueAccountMail(app, trx, user, purpose, key)
  })
}

export const accountMailJob = defineJob({ kind: 'account_mail', maxAttempts: 10, concurrency: 4, handle: sendAccountMail })
