import type { AppContext } from '../context.ts'
import type { User } from '../models/User.ts'
import { InsuranceRequest } from '../models/InsuranceRequest.ts'
import { SupportConversation } from '../models/SupportConversation.ts'
import { Subscription } from '../models/Subscription.ts'
import { SubscriptionPlan } from '../models/SubscriptionPlan.ts'
import { Payment } from '../models/Payment.ts'
import { Session } from '../models/Session.ts'
import { Offer } from '../models/Offer.ts'
import { AccidentClaim } from '../models/AccidentClaim.ts'
import { withClaimGraph } from './accidentClaims/records.ts'
import { consentHistory } from './preferences.ts'
import { planRetention, today } from './retention.ts'

/** Every record held about one person, read in one snapshot so the parts agree with each other. */
export function collectAccountData(app: AppContext, user: User) {
  return app.knex.transaction(
    async (trx) => {
      const subscriptions = await Subscription.query(trx).where({ user_id: user.id }).orderBy('id')
      const planIds = [...new Set(subscriptions.map((subscription) => subscription.subscription_plan_id))]
      const requests = await InsuranceRequest.query(trx)
        .where({ user_id: user.id })
        .withGraphFetched('[applicant, auto_insurance]')
        .orderBy('id')
      return {
        requests,
        offers: await Offer.query(trx)
          .whereIn('insurance_request_id', requests.map((request) => request.id))
          .withGraphFetched('carrier')
          .orderBy('id'),
        claims: await withClaimGraph(AccidentClaim.query(trx).where({ user_id: user.id }).orderBy('id')),
        conversations: await SupportConversation.query(trx)
          .where({ user_id: user.id })
          .withGraphFetched('messages(ordered)')
          .modifiers({ ordered: (query) => query.orderBy('id') })
          .orderBy('id'),
        subscriptions,
        plans: await SubscriptionPlan.query(trx).whereIn('id', planIds),
        payments: await Payment.query(trx).where({ user_id: user.id }).orderBy('id'),
        consents: await consentHistory(user.id).transacting(trx),
        sessions: await Session.query(trx).where({ user_id: user.id }).orderBy('created_at'),
        retention: await planRetention(trx, user.id, today(app)),
      }
    },
    { readOnly: true, isolationLevel: 'repeatable read' },
  )
}

export type AccountData = Awaited<ReturnType<typeof collectAccountData>>
