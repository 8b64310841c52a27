import { defineRoute } from '../defineRoute.ts'
import { validationFailed } from '../../errors.ts'
import { CARD_TOKEN_MESSAGE, ProcessPaymentBody } from '../../../shared/schemas/subscriptions.ts'
import { payPendingSubscription } from '../../services/payments/checkout.ts'

/** Charges the card token for the caller's pending subscription; only success activates it. */
export const processPayment = defineRoute({
  method: 'post',
  path: '/subscriptions/process-payment',
  access: 'customer',
  body: ProcessPaymentBody,
  rateLimits: [{ name: 'subscriptions:pay', limit: 20, windowSeconds: 3600 }],
  async handle({ actor, body, app }) {
    if (!body.card_token) throw validationFailed({ card_token: CARD_TOKEN_MESSAGE }, CARD_TOKEN_MESSAGE)
    const { subscription, alreadyPaid } = await payPendingSubscription(app, {
      userId: actor.user.id,
      subscriptionId: body.subscription_id,
      cardToken: body.card_token,
    })
    return {
      data: {
        subscription_id: subscription.id,
        status: subscription.status,
        current_period_end: subscription.current_period_end?.toISOString() ?? null,
        already_paid: alreadyPaid,
        message: 'Payment successful! Your subscription is now active.',
      },
    }
  },
})
