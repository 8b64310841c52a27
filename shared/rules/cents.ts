/**
 * Money as whole cents: the wire and the database carry two-decimal strings ("120.50"), and every sum
 * or comparison goes through integers here, so no float ever rounds an amount.
 */
export const AMOUNT_PATTERN = /^\d{1,8}(\.\d{1,2})?$/

/** Cents of a non-negative amount string already matching AMOUNT_PATTERN. */
export function toCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

export function fromCents(cents: number): string {
  const whole = Math.floor(cents / 100)
  return `${whole}.${String(cents % 100).padStart(2, '0')}`
}

/** "1234.5" → "1,234.50": thousands grouped, always two decimals. */
export function groupedAmount(amount: string): string {
  const cents = toCents(amount)
  return `${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`
}

/** "1234.5" → "$1,234.50". */
export const dollars = (amount: string): string => `$${groupedAmount(amount)}`
