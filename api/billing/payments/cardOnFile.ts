import type { Knex } from 'knex'
import type { AppContext } from '../../context.ts'
import { Payment } from '../../models/Payment.ts'
import { PaymentCard } from '../../models/PaymentCard.ts'
import { User } from '../../models/User.ts'
import type { JobPayload } from '../../services/jobs/defineJob.ts'
import { enqueueJob } from '../../services/jobs/queue.ts'

/** Queues keeping the card of a first charge for renewals, in the transaction that starts the plan. */
export async function enqueueCardOnFile(trx: Knex.Transaction, payment: Payment, now: Date): Promise<void> {
  await enqueueJob(trx, { kind: 'keep_card_on_file', payload: { payment_id: payment.id }, runAt: now, dedupeKey: `card_on_file:payment_${payment.id}` })
}

/**
 * The keep_card_on_file handler: saves the paying card at Square and keeps one row per customer. A
 * failure throws, so the queue retries and, in the end, the admin sees it among the failed jobs; the
 * purchase itself already succeeded.
 */
export async function keepCardOnFile(app: AppContext, { payment_id: paymentId }: JobPayload<'keep_card_on_file'>): Promise<void> {
  const payment = await Payment.query().findById(paymentId)
  if (!payment?.square_payment_id) return
  const user = await User.query().findById(payment.user_id)
  // A deleted account's card is never kept (its deletion also canceled this job, unless it was running).
  if (!user || user.deleted_at) return
  const existing = await PaymentCard.query().where({ user_id: user.id }).first()
  const saved = await app.payments.saveCard({
    paymentId: payment.square_payment_id,
    customerId: existing?.square_customer_id ?? null,
    userId: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
  })
  const row = {
    square_customer_id: saved.customerId,
    square_card_id: saved.cardId,
    brand: saved.brand,
    last4: saved.last4,
    exp_month: saved.expMonth,
    exp_year: saved.expYear,
    updated_at: app.now(),
  }
  await PaymentCard.query().insert({ user_id: user.id, ...row }).onConflict('user_id').merge()
}

/** Queues deleting a deleted account's customer records at Square, in the deletion's transaction. */
export async function enqueueForgetCustomers(trx: Knex.Transaction, cards: PaymentCard[], now: Date): Promise<void> {
  for (const customerId of new Set(cards.map((card) => card.square_customer_id))) {
    await enqueueJob(trx, { kind: 'delete_square_customer', payload: { customer_id: customerId }, runAt: now, dedupeKey: `square_customer_delete:${customerId}` })
  }
}

/** The delete_square_customer handler: Square forgets the customer and its cards; repeating it is harmless. */
export async function forgetSquareCustomer(app: AppContext, { customer_id: customerId }: JobPayload<'delete_square_customer'>): Promise<void> {
  await app.payments.deleteCustomer(customerId)
}
