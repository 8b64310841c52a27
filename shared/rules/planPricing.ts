import { addMonths, addYears } from '../dates.ts'
import { formatMoney } from '../money.ts'
import { fromCents, toCents } from './cents.ts'
import type { BillingCycle, SubscriptionPlanJson } from '../schemas/subscriptions.ts'

/** A variation's price as the wire carries it: two decimals ("21.50") and a currency code. */
export interface Price {
  price: string
  currency: string
}

/** What a plan card says about money: the big figure, its suffix, and the line about billing. */
export interface PriceCopy {
  price: string
  priceSuffix: string
  billedInfo: string
}

export const monthlyCopy = (monthly: Price): PriceCopy => ({
  price: formatMoney(monthly.price, monthly.currency),
  priceSuffix: '/month',
  billedInfo: 'Billed monthly',
})

/** Whole percent saved by a yearly charge against twelve monthly ones; 0 when there is no saving. */
function savingPercent(annualCents: number, monthlyCents: number): number {
  const twelveMonths = monthlyCents * 12
  if (twelveMonths <= annualCents) return 0
  return Math.round(((twelveMonths - annualCents) * 100) / twelveMonths)
}

/** The monthly figure an annual price works out to, in the price's currency ("$20.00"). */
export const perMonth = (annual: Price) => formatMoney(fromCents(Math.round(toCents(annual.price) / 12)), annual.currency)

/**
 * An annual plan: the per-month equivalent, with the amount actually charged and the saving against
 * paying monthly stated beside it ("$20.00/month, Billed $240.00 yearly — save 7%").
 */
export function annualCopy(annual: Price, monthly: Price | undefined): PriceCopy {
  const billed = `Billed ${formatMoney(annual.price, annual.currency)} yearly`
  const saving = monthly && monthly.currency === annual.currency ? savingPercent(toCents(annual.price), toCents(monthly.price)) : 0
  return { price: perMonth(annual), priceSuffix: '/month', billedInfo: saving > 0 ? `${billed} — save ${saving}%` : billed }
}

/** The end of a billing period that starts at `start`: the day the plan renews. */
export function periodEnd(start: Date, cycle: 'MONTHLY' | 'ANNUAL'): Date {
  return cycle === 'ANNUAL' ? addYears(start, 1) : addMonths(start, 1)
}

/**
 * The landing intro's line for a plan type, as the spec writes it ("$20/month billed annually": whole
 * dollars drop their cents): the annual price per month, or the monthly price where there is no annual one.
 */
export function introPriceLine(prices: { annual?: Price; monthly?: Price }): string | null {
  const dollars = (amount: string) => amount.replace(/\.00\b/, '')
  if (prices.annual) return `${dollars(perMonth(prices.annual))}/month billed annually`
  if (prices.monthly) return `${dollars(monthlyCopy(prices.monthly).price)}/month billed monthly`
  return null
}

/** A plan's active variation in a billing cycle: the one a card shows and a checkout buys. */
export const variationFor = (plan: SubscriptionPlanJson, cycle: BillingCycle) =>
  plan.variations.find((variation) => variation.active && variation.billing_cycle === cycle)

/** The prices on sale for a plan type: its first active plan's active variations, as the plan cards list them. */
export function pricesOnSale(plans: readonly SubscriptionPlanJson[], planType: SubscriptionPlanJson['plan_type']): { annual?: Price; monthly?: Price } {
  const plan = plans.find((candidate) => candidate.active && candidate.plan_type === planType && candidate.variations.some((v) => v.active))
  return plan ? { annual: variationFor(plan, 'ANNUAL'), monthly: variationFor(plan, 'MONTHLY') } : {}
}
