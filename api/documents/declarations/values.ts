// Reading one value out of a stretch of page text, forgiving the ways carriers and OCR write them.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const pad = (n: number) => String(n).padStart(2, '0')

/** 03/01/2027, 2027-03-01 or March 1, 2027. */
export const DATE = /(\d{1,2}\/\d{1,2}\/\d{4}|\d{4}-\d{2}-\d{2}|[A-Z][a-z]{2,8}\.? \d{1,2}, ?\d{4})/

/** A date as YYYY-MM-DD, or null when it is not a real calendar day. */
export function parseDate(text: string): string | null {
  let parts: [number, number, number] | null = null
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text)
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  const long = /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}), ?(\d{4})$/.exec(text)
  if (us) parts = [Number(us[3]), Number(us[1]), Number(us[2])]
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])]
  if (long) parts = [Number(long[3]), MONTHS.indexOf((long[1] ?? '').toLowerCase()) + 1, Number(long[2])]
  if (!parts) return null
  const [year, month, day] = parts
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return `${year}-${pad(month)}-${pad(day)}`
}

/** The first amount with cents ('$1,284.50' → '1284.50'): premiums are printed that way. */
export function parseCents(text: string): string | null {
  const match = /\$?\s?(\d{1,3}(?:,\d{3})+|\d+)\.(\d{2})\b/.exec(text)
  return match ? `${(match[1] ?? '').replace(/,/g, '')}.${match[2] ?? ''}` : null
}

/**
 * Whole-dollar amounts in order ('$100,000 each person / $300,000' → [100000, 300000], '100K' → 100000).
 * Amounts with cents are premiums in a table's last column and are skipped.
 */
export function wholeDollars(text: string): number[] {
  const amounts: number[] = []
  for (const match of text.matchAll(/\$?\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{2})?(\s?[kK]\b)?/g)) {
    if (match[2]) continue
    amounts.push(Number((match[1] ?? '').replace(/,/g, '')) * (match[3] ? 1000 : 1))
  }
  return amounts
}

export const DECLINED = /\b(not covered|rejected|declined|excluded|none|not included|REJ)\b/i

/** 'ACME MUTUAL INSURANCE' → 'Acme Mutual Insurance'; text already in mixed case is kept. */
export function readableCase(text: string): string {
  if (/[a-z]/.test(text)) return text
  return text.toLowerCase().replace(/(^|[\s'-])([a-z])/g, (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`)
}
