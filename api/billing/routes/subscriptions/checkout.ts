import { byCaller, defineRoute } from '../../../routes/defineRoute.ts'
import { validationFailed } from '../../../errors.ts'
import { CARD_TOKEN_MESSAGE, CheckoutBody, PAYMENT_SUCCESS_MESSAGE, PaidSubscriptionJson } from '../../../../shared/schemas/subscriptions.ts'
import { messageEnvelope } from '../../../../shared/schemas/envelope.ts'
import { presentPaidSubscription } from '../../presenters/subscription.ts'
import { checkout as payCheckout } from '../../payments/checkout.ts'

/**
 * The one-call purchase (spec §7): the plan's variation is checked and priced now, the customer's
 * purchases are serialised before anything is charged, then the card is charged and the plan
 * activated. The same idempotency key never charges twice; a price other than the one the card form
 * showed is answered 409 with the new price (details), never charged.
 */
export const checkout = defineRoute({
  method: 'post',
  path: '/subscriptions/checkout',
  access: 'customer',
  summary: 'Buys a plan in one call: prices the variation, charges the card, activates the plan',
  response: messageEnvelope(PaidSubscriptionJson),
  errors: ['not_found', 'conflict', 'payment_failed'],
  body: CheckoutBody,
  rateLimits: [{ name: 'subscriptions:checkout', limit: 30, windowSeconds: 3600, subject: byCaller }],
  async handle({ actor, body, app }) {
    if (!body.card_token) throw validationFailed({ card_token: CARD_TOKEN_MESSAGE }, CARD_TOKEN_MESSAGE)
    const { subscription, alreadyPaid } = await payCheckout(app, {
      userId: actor.user.id,
      variationId: body.subscription_plan_variation_id,
      cardToken: body.card_token,
      checkoutKey: body.idempotency_key,
      shown: { amount: body.amount, currency: body.currency },
    })
    return { data: presentPaidSubscription(subscription, alreadyPaid), message: PAYMENT_SUCCESS_MESSAGE }
  },
})
