const AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/

/** How many decimals a currency's smallest unit has (USD 2, JPY 0), from the platform's ISO 4217 data. */
export function minorUnitDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
}

/** Whether an amount is a whole number of the currency's smallest unit (1000.50 JPY is not). */
export function fitsMinorUnits(amount: string, currency: string): boolean {
  const match = AMOUNT.exec(amount.trim())
  return match !== null && (match[2] ?? '').slice(minorUnitDigits(currency)).replace(/0/g, '') === ''
}

/**
 * "21.50" (numeric(10,2) as PostgreSQL returns it) → the integer amount Square wants in the currency's
 * smallest unit (2150n cents; "1000.00" JPY → 1000n), without passing through a float. An amount finer
 * than the currency's unit (1000.50 JPY) cannot be charged and throws.
 */
export function toMinorUnits(amount: string, currency: string): bigint {
  const match = AMOUNT.exec(amount.trim())
  if (!match) throw new Error(`not a money amount: ${amount}`)
  const [, whole = '0', fraction = ''] = match
  if (!fitsMinorUnits(amount, currency)) throw new Error(`${amount} is finer than one unit of ${currency}`)
  const digits = minorUnitDigits(currency)
  return BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.slice(0, digits).padEnd(digits, '0') || '0')
}

/** "21.50" → 2150n: US cents, as the tests and the US-only demo data speak of them. */
export const toCents = (amount: string): bigint => toMinorUnits(amount, 'USD')

/** "21.5" or "21.50" → "21.50", for the wire. */
export function formatAmount(amount: string): string {
  const cents = toCents(amount)
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`
}
