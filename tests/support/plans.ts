import { testServer } from './server.ts'
import type { CreatedUser } from './factories.ts'

let planCounter = 0

/** A subscription straight in the tables (no checkout): a plan and variation of its own, then the row; answers its id. */
export async function subscribeDirectly(user: CreatedUser, planType: 'basic' | 'premium', status: 'active' | 'canceled' = 'active'): Promise<number> {
  const { app } = await testServer()
  planCounter += 1
  const [plan] = await app.knex('subscription_plans')
    .insert({ name: `Direct test ${planType} ${planCounter}`, plan_type: planType, active: true })
    .returning<{ id: number }[]>('id')
  if (!plan) throw new Error('no plan')
  const [variation] = await app.knex('subscription_plan_variations')
    .insert({ subscription_plan_id: plan.id, billing_cycle: 'ANNUAL', price: '240.00', currency: 'USD', active: true })
    .returning<{ id: number }[]>('id')
  if (!variation) throw new Error('no variation')
  const [subscription] = await app.knex('subscriptions').insert({
    user_id: user.user.id,
    subscription_plan_id: plan.id,
    subscription_plan_variation_id: variation.id,
    status,
    billing_cycle: 'ANNUAL',
    price: '240.00',
    currency: 'USD',
    started_at: new Date(),
  }).returning<{ id: number }[]>('id')
  if (!subscription) throw new Error('no subscription')
  return subscription.id
}
