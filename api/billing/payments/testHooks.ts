import type { AppContext } from '../../context.ts'
import type { Payment } from '../../models/Payment.ts'

/**
 * Fault injection for the tests of "money is never kept without a plan": a hook runs once, right
 * after Square reports a completed charge and before anything is recorded, and may change the world
 * (end the subscription, start another plan) or throw to stand for a process killed at that moment.
 * Inert unless TEST_HOOKS=true, which the configuration refuses in production.
 */
export type AfterChargeHook = (payment: Payment) => Promise<void>

const hooks = new WeakMap<AppContext, AfterChargeHook>()

export function onNextCompletedCharge(app: AppContext, hook: AfterChargeHook): void {
  if (!app.config.testHooks) throw new Error('test hooks are off (TEST_HOOKS)')
  hooks.set(app, hook)
}

export async function runAfterChargeHook(app: AppContext, payment: Payment): Promise<void> {
  if (!app.config.testHooks) return
  const hook = hooks.get(app)
  if (!hook) return
  hooks.delete(app)
  await hook(payment)
}
