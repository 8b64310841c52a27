/** "21.50" (numeric(10,2) as PostgreSQL returns it) → 2150n cents, without passing through a float. */
export function toCents(amount: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim())
  if (!match) throw new Error(`not a money amount: ${amount}`)
  const [, whole = '0', fraction = ''] = match
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
}

/** "21.5" or "21.50" → "21.50", for the wire. */
export function formatAmount(amount: string): string {
  const cents = toCents(amount)
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`
}
