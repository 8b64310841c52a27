import type { Knex } from 'knex'
import type { User } from '../../models/User.ts'
import { LIVE_JOB_STATES, retiredJob } from './queue.ts'

/** Mail dedupe keys (mailing.ts adds `mail:`) of e-mails about a person's requests and offers. */
async function mailKeysAbout(trx: Knex.Transaction, userId: number): Promise<string[]> {
  const requests: Array<{ id: number }> = await trx('insurance_requests').where({ user_id: userId }).select('id')
  const offers: Array<{ id: number }> = await trx('offers').whereIn('insurance_request_id', requests.map((r) => r.id)).select('id')
  return [
    ...requests.map((r) => `mail:request_confirmation:request_${r.id}`),
    // The customer's copy and each admin's (`…:admin_<id>`), which names the customer.
    ...offers.map((o) => `mail:offer_chosen:${o.id}`),
  ]
}

/**
 * The queue's part of deleting an account, in the deletion's transaction (before the requests go):
 * e-mail to the person, to an address they asked to move to, or about their requests and offers is
 * canceled if not sent yet (a running or dead one too, so no retry sends it), and every such job's copy of the
 * message is erased; a card not yet kept on file is not kept.
 */
export async function retireJobsOf(trx: Knex.Transaction, user: User, now: Date): Promise<void> {
  const pending: Array<{ new_email: string | null }> = await trx('one_time_codes').where({ user_id: user.id, purpose: 'change_email' }).select('new_email')
  const addresses = [user.email, ...pending.map((code) => code.new_email ?? '')].filter(Boolean).map((a) => a.toLowerCase())
  const keys = await mailKeysAbout(trx, user.id)
  const mail = () =>
    trx('jobs').whereIn('kind', ['send_mail', 'account_mail']).where((q) => {
      q.whereRaw("lower(payload->>'to') = any(?)", [addresses])
      for (const key of keys) q.orWhere('dedupe_key', key).orWhereLike('dedupe_key', `${key}:%`)
    })
  const retired = retiredJob(now, 'account deleted')
  await mail().whereIn('state', [...LIVE_JOB_STATES, 'dead']).update(retired)
  await mail().update({ payload: JSON.stringify({}), updated_at: now })
  const payments: Array<{ id: number }> = await trx('payments').where({ user_id: user.id }).select('id')
  await trx('jobs')
    .where({ kind: 'keep_card_on_file' })
    .whereIn('state', [...LIVE_JOB_STATES, 'dead'])
    .whereRaw("payload->>'payment_id' = any(?)", [payments.map((p) => String(p.id))])
    .update(retired)
}
