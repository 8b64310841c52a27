/** Exact arithmetic on fractions of integers, so a product of many factors rounds once, at the end. */

export interface Fraction {
  num: bigint
  den: bigint
}

export const ONE: Fraction = { num: 1n, den: 1n }
export const times = (a: Fraction, b: Fraction): Fraction => ({ num: a.num * b.num, den: a.den * b.den })
export const plus = (a: Fraction, b: Fraction): Fraction => ({ num: a.num * b.den + b.num * a.den, den: a.den * b.den })

/** '1.52' or '848.231' as an exact fraction. */
export function decimal(text: string): Fraction {
  const [whole = '0', fraction = ''] = text.split('.')
  return { num: BigInt(whole + fraction), den: 10n ** BigInt(fraction.length) }
}

/** Rounded half up to a whole number (for a non-negative fraction with a positive denominator). */
export const rounded = (value: Fraction) => Number((2n * value.num + value.den) / (2n * value.den))
