import type { Knex } from 'knex'
import { SubscriptionPlan } from '../models/SubscriptionPlan.ts'
import type { Subscription } from '../models/Subscription.ts'
import { User } from '../models/User.ts'

export interface SubscriptionRecipient {
  to: string
  firstName: string
  planName: string
}

async function load(trx: Knex.Transaction, subscription: Subscription) {
  const user = await User.query(trx).findById(subscription.user_id)
  const plan = await SubscriptionPlan.query(trx).findById(subscription.subscription_plan_id)
  if (!user || !plan) throw new Error(`subscription ${subscription.id} has no user or plan`)
  return { deleted: user.deleted_at !== null, recipient: { to: user.email, firstName: user.first_name, planName: plan.name } }
}

/** Whom a subscription's e-mails go to and the plan they name, read in the caller's transaction. */
export async function subscriptionRecipient(trx: Knex.Transaction, subscription: Subscription): Promise<SubscriptionRecipient> {
  return (await load(trx, subscription)).recipient
}

/** The same, or undefined once the account is deleted: its address is gone, and nobody is written to. */
export async function reachableRecipient(trx: Knex.Transaction, subscription: Subscription): Promise<SubscriptionRecipient | undefined> {
  const { deleted, recipient } = await load(trx, subscription)
  return deleted ? undefined : recipient
}
