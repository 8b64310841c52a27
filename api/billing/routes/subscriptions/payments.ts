import { defineRoute } from '../../../routes/defineRoute.ts'
import { Payment } from '../../../models/Payment.ts'
import { Subscription } from '../../../models/Subscription.ts'
import { SubscriptionPlan } from '../../../models/SubscriptionPlan.ts'
import { presentPayment } from '../../presenters/payment.ts'
import { listMeta } from '../../../db/pagination.ts'
import { listEnvelope } from '../../../../shared/schemas/envelope.ts'
import { PaymentJson } from '../../../../shared/schemas/subscriptions.ts'

const PER_PAGE = 50
const SHOWN = ['completed', 'failed', 'refunded']

/** The caller's payment history (receipts and refunds), newest first; attempts still in flight are left out. */
export const payments = defineRoute({
  method: 'get',
  path: '/subscriptions/payments',
  access: 'customer',
  summary: 'The payment history',
  response: listEnvelope(PaymentJson),
  errors: [],
  async handle({ actor }) {
    const rows = await Payment.query()
      .where({ user_id: actor.user.id })
      .whereIn('status', SHOWN)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(PER_PAGE)
    const subscriptions = await Subscription.query().whereIn('id', [...new Set(rows.map((r) => r.subscription_id))])
    const plans = await SubscriptionPlan.query().whereIn('id', [...new Set(subscriptions.map((s) => s.subscription_plan_id))])
    const planName = (subscriptionId: number) => {
      const planId = subscriptions.find((s) => s.id === subscriptionId)?.subscription_plan_id
      return plans.find((p) => p.id === planId)?.name ?? 'Subscription'
    }
    const total = await Payment.query().where({ user_id: actor.user.id }).whereIn('status', SHOWN).resultSize()
    return { data: rows.map((p) => presentPayment(p, planName(p.subscription_id))), meta: listMeta({ page: 1, per_page: PER_PAGE }, total) }
  },
})
