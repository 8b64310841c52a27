import { LIVE_POLICY_STATUSES } from '../../../shared/schemas/insurancePolicy.ts'
import type { AppContext } from '../../context.ts'
import { InsurancePolicy } from '../../models/InsurancePolicy.ts'
import type { User } from '../../models/User.ts'
import { AppError } from '../../errors.ts'
import { policyRenewalReminderMessage } from '../../mail/templates/policies.ts'
import { addDays, isoDay } from '../../../shared/dates.ts'
import { createInsuranceRequest } from '../insuranceRequests.ts'
import { enqueueMail } from '../mailing.ts'
import { withUnsubscribe } from '../notifications.ts'
import { defineJob } from '../jobs/defineJob.ts'
import { recordPolicyEvent } from './events.ts'
import { POLICY_GRAPH } from './manage.ts'
import { requoteRequestInput } from './requote.ts'

const policyUrl = (app: AppContext, policyId: number) => `${app.config.publicUrl}/dashboard/policies/${policyId}`

/** The re-shop request's answers, or why none can be opened (no address known in the policy's state). */
async function reshopInput(owner: User, policy: InsurancePolicy, now: Date) {
  if (!policy.auto_reshop) return { input: null, skipped: null }
  try {
    // Turning automatic re-shopping on was the customer's authorization (AutoReshopBody).
    return { input: await requoteRequestInput(owner, policy, { authorization: true }, now), skipped: null }
  } catch (error) {
    if (error instanceof AppError) return { input: null, skipped: `Automatic re-shop not opened: ${error.message}` }
    throw error
  }
}

/**
 * One policy's renewal notice, in one transaction on the locked row: renewal pending, the reminder
 * e-mail (when the customer keeps renewal reminders on) and, if they asked for it, a re-shop request
 * in the agent's queue, linked to the policy. renewal_noticed_for makes it once per term.
 */
async function noticeRenewal(app: AppContext, policy: InsurancePolicy, now: Date): Promise<void> {
  const owner = policy.user
  if (!owner) throw new Error(`policy ${policy.id} was loaded without its owner`)
  const { input, skipped } = await reshopInput(owner, policy, now)
  await app.knex.transaction(async (trx) => {
    const locked = await InsurancePolicy.query(trx).findById(policy.id).whereNull('restricted_at').forUpdate()
    if (!locked || !LIVE_POLICY_STATUSES.includes(locked.status) || locked.cancellation_date || locked.renewal_noticed_for === locked.expiration_date) return
    // A re-shop the customer already asked for this renewal (requote.ts) is not opened twice.
    const reshop = input && locked.reshop_request_id === null ? await createInsuranceRequest(app, owner, input, trx) : null
    await InsurancePolicy.query(trx).findById(policy.id).patch({
      renewal_noticed_for: locked.expiration_date, reshop_request_id: reshop?.id ?? locked.reshop_request_id, updated_at: now,
      ...(locked.status === 'active' ? { status: 'renewal_pending', status_changed_at: now } : {}),
    })
    const reminded = owner.renewal_reminders ? 'reminder e-mailed' : 'renewal reminders are off'
    await recordPolicyEvent(trx, { policyId: policy.id, actorId: null, action: 'renewal_noticed', detail: `Ends on ${locked.expiration_date}; ${reminded}${skipped ? `. ${skipped}` : ''}`, now })
    if (reshop) await recordPolicyEvent(trx, { policyId: policy.id, actorId: null, action: 'reshop_opened', detail: `Re-shop request ${reshop.request_number}`, now })
    if (!owner.renewal_reminders) return
    const reminder = policyRenewalReminderMessage({
      to: owner.email,
      firstName: owner.first_name,
      carrierName: policy.carrier?.name ?? policy.carrier_name ?? '',
      policyNumber: locked.policy_number,
      expirationDate: locked.expiration_date,
      reshopRequestNumber: reshop?.request_number ?? null,
      policyUrl: policyUrl(app, policy.id),
    })
    await enqueueMail(trx, withUnsubscribe(app, reminder, owner.id, 'renewal_reminders'), `policy_renewal:${policy.id}:${locked.expiration_date}`, now)
  })
}

/**
 * Gives notice for every active or renewal-pending policy ending within the configured number of days that has not had
 * its notice for this term; a second run finds none left.
 */
export async function noticePolicyRenewals(app: AppContext): Promise<number> {
  const now = app.now()
  const due = await InsurancePolicy.query()
    .whereNull('restricted_at')
    .whereIn('status', LIVE_POLICY_STATUSES)
    .whereNull('cancellation_date')
    .where('expiration_date', '>', isoDay(now))
    .where('expiration_date', '<=', isoDay(addDays(now, app.config.policyRenewalNoticeDays)))
    .where((q) => q.whereNull('renewal_noticed_for').orWhereRaw('renewal_noticed_for <> expiration_date'))
    .orderBy('id')
    .withGraphFetched(POLICY_GRAPH)
  for (const policy of due) await noticeRenewal(app, policy, now)
  if (due.length > 0) app.log.info({ noticed: due.length }, 'policy renewal notices given')
  return due.length
}

export const noticePolicyRenewalsJob = defineJob({
  kind: 'notice_policy_renewals',
  maxAttempts: 5,
  concurrency: 1,
  handle: async (app) => {
    await noticePolicyRenewals(app)
  },
})
