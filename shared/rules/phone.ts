/**
 * US phone numbers (NANP) as '(XXX) XXX-XXXX'. Accepts +1 or 1 in front and any spaces, dots, dashes
 * or parentheses; area code and exchange cannot start with 0 or 1.
 */
export function normalizePhone(value: string): string | null {
  let digits = value.replace(/[\s().+-]/g, '')
  if (!/^\d+$/.test(digits)) return null
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1)
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}
