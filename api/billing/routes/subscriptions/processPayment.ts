import { byCaller, defineRoute } from '../../../routes/defineRoute.ts'
import { validationFailed } from '../../../errors.ts'
import { CARD_TOKEN_MESSAGE, PAYMENT_SUCCESS_MESSAGE, ProcessPaymentBody, PaidSubscriptionJson } from '../../../../shared/schemas/subscriptions.ts'
import { payPendingSubscription } from '../../payments/checkout.ts'
import { presentPaidSubscription } from '../../presenters/subscription.ts'
import { messageEnvelope } from '../../../../shared/schemas/envelope.ts'

/**
 * Charges the card token for the caller's pending subscription (spec's two-step purchase); the same
 * flow as checkout, so the plan's price and state are read at payment time. Only success activates it.
 */
export const processPayment = defineRoute({
  method: 'post',
  path: '/subscriptions/process-payment',
  access: 'customer',
  summary: 'Pays for the pending subscription with a card token',
  response: messageEnvelope(PaidSubscriptionJson),
  errors: ['not_found', 'conflict', 'payment_failed'],
  body: ProcessPaymentBody,
  rateLimits: [{ name: 'subscriptions:pay', limit: 20, windowSeconds: 3600, subject: byCaller }],
  async handle({ actor, body, app }) {
    if (!body.card_token) throw validationFailed({ card_token: CARD_TOKEN_MESSAGE }, CARD_TOKEN_MESSAGE)
    const { subscription, alreadyPaid } = await payPendingSubscription(app, {
      userId: actor.user.id,
      subscriptionId: body.subscription_id,
      cardToken: body.card_token,
    })
    return { data: presentPaidSubscription(subscription, alreadyPaid), message: PAYMENT_SUCCESS_MESSAGE }
  },
})
