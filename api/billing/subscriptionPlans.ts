import type { Knex } from 'knex'
import { planCatalogChanged } from './publicPlans.ts'
import type { AppContext } from '../context.ts'
import { SubscriptionPlan } from '../models/SubscriptionPlan.ts'
import { SubscriptionPlanVariation } from '../models/SubscriptionPlanVariation.ts'
import { notFound, validationFailed } from '../errors.ts'
import { fitsMinorUnits, minorUnitDigits } from './payments/money.ts'
import { PLAN_MESSAGES, type PlanForm, type PlanVariationForm } from '../../shared/schemas/subscriptionPlans.ts'

const UNKNOWN_VARIATION = 'This variation does not belong to the plan.'

/** Every plan, active or not, with all its variations, oldest first. */
export async function listPlansForAdmin(): Promise<SubscriptionPlan[]> {
  return await SubscriptionPlan.query().orderBy('id').withGraphFetched('variations')
}

export async function findPlanForAdmin(id: number, trx?: Knex.Transaction): Promise<SubscriptionPlan> {
  const plan = await SubscriptionPlan.query(trx).findById(id).withGraphFetched('variations')
  if (!plan) throw notFound(PLAN_MESSAGES.notFound)
  return plan
}

const variationRow = (variation: PlanVariationForm) => ({
  billing_cycle: variation.billing_cycle,
  price: variation.price,
  currency: variation.currency,
  active: variation.active,
})

const planRow = (form: PlanForm) => ({
  name: form.name,
  plan_type: form.plan_type,
  description: form.description,
  subtitle: form.subtitle,
  features: form.features,
  perfect_for: form.perfect_for,
  active: form.active,
})

/**
 * Refuses a price the payment account cannot charge: a currency it does not settle in
 * (PAYMENT_CURRENCIES), or an amount finer than the currency's smallest unit (0.50 JPY).
 */
function checkChargeable(form: PlanForm, currencies: readonly string[]): void {
  const fields: Record<string, string> = {}
  form.variations.forEach((variation, index) => {
    const path = `subscription_plan.variations.${index}`
    if (!currencies.includes(variation.currency)) {
      fields[`${path}.currency`] = `The payment account accepts only ${currencies.join(', ')}.`
    } else if (!fitsMinorUnits(variation.price, variation.currency)) {
      fields[`${path}.price`] = `${variation.currency} prices cannot have more than ${minorUnitDigits(variation.currency)} decimals.`
    }
  })
  if (Object.keys(fields).length > 0) throw validationFailed(fields)
}

/** Creates a plan with its variations in one transaction. */
export async function createPlan(app: AppContext, form: PlanForm): Promise<SubscriptionPlan> {
  checkChargeable(form, app.config.paymentCurrencies)
  const created = await app.knex.transaction(async (trx) => {
    const plan = await SubscriptionPlan.query(trx).insert(planRow(form))
    await SubscriptionPlanVariation.query(trx).insert(
      form.variations.map((variation) => ({ ...variationRow(variation), subscription_plan_id: plan.id })),
    )
    return await findPlanForAdmin(plan.id, trx)
  })
  planCatalogChanged(app)
  return created
}

/** Refuses ids that name no variation of this plan, or name one twice, before anything is written. */
function checkVariationIds(form: PlanForm, existingIds: Set<number>): void {
  const seen = new Set<number>()
  const fields: Record<string, string> = {}
  form.variations.forEach((variation, index) => {
    if (variation.id === undefined) return
    if (!existingIds.has(variation.id) || seen.has(variation.id)) {
      fields[`subscription_plan.variations.${index}.id`] = UNKNOWN_VARIATION
    }
    seen.add(variation.id)
  })
  if (Object.keys(fields).length > 0) throw validationFailed(fields)
}

/**
 * Replaces a plan's fields and variations in one transaction: variations with an id are updated, new
 * ones added, missing ones removed. The form always keeps at least one. A removed variation that a
 * subscription was sold under is deactivated instead, so what was sold keeps its record.
 */
export async function updatePlan(app: AppContext, id: number, form: PlanForm): Promise<SubscriptionPlan> {
  checkChargeable(form, app.config.paymentCurrencies)
  const updated = await app.knex.transaction(async (trx) => {
    const plan = await SubscriptionPlan.query(trx).findById(id).forUpdate()
    if (!plan) throw notFound(PLAN_MESSAGES.notFound)
    const existing = await SubscriptionPlanVariation.query(trx).where({ subscription_plan_id: id })
    checkVariationIds(form, new Set(existing.map((variation) => variation.id)))

    const now = app.now()
    await SubscriptionPlan.query(trx).findById(id).patch({ ...planRow(form), updated_at: now })
    for (const variation of form.variations) {
      if (variation.id === undefined) {
        await SubscriptionPlanVariation.query(trx).insert({ ...variationRow(variation), subscription_plan_id: id })
      } else {
        await SubscriptionPlanVariation.query(trx).findById(variation.id).patch({ ...variationRow(variation), updated_at: now })
      }
    }
    const keptIds = new Set(form.variations.flatMap((variation) => (variation.id === undefined ? [] : [variation.id])))
    const removedIds = existing.map((variation) => variation.id).filter((variationId) => !keptIds.has(variationId))
    await removeVariations(trx, removedIds, now)
    return await findPlanForAdmin(id, trx)
  })
  planCatalogChanged(app)
  return updated
}

async function removeVariations(trx: Knex.Transaction, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return
  const soldRows: { subscription_plan_variation_id: number }[] = await trx('subscriptions')
    .distinct('subscription_plan_variation_id')
    .whereIn('subscription_plan_variation_id', ids)
  const sold = new Set(soldRows.map((row) => row.subscription_plan_variation_id))
  const deletable = ids.filter((variationId) => !sold.has(variationId))
  if (deletable.length > 0) await SubscriptionPlanVariation.query(trx).whereIn('id', deletable).delete()
  if (sold.size > 0) {
    await SubscriptionPlanVariation.query(trx).whereIn('id', [...sold]).patch({ active: false, updated_at: now })
  }
}

/** Takes a plan off sale; existing subscriptions are untouched. Deactivating twice is harmless. */
export async function deactivatePlan(app: AppContext, id: number): Promise<SubscriptionPlan> {
  const updated = await SubscriptionPlan.query().findById(id).patch({ active: false, updated_at: app.now() })
  if (updated === 0) throw notFound(PLAN_MESSAGES.notFound)
  planCatalogChanged(app)
  return await findPlanForAdmin(id)
}
