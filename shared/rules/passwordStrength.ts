import { PRODUCT_NAME } from '../contract.ts'
import { PASSWORD_MIN } from '../schemas/fields.ts'

/**
 * What makes a new password too weak, past the spec's 6-character floor: patterns with a precise
 * message first, then a real strength estimator (zxcvbn-ts with its common and English dictionaries,
 * loaded only when first needed, so the browser fetches it on a password form's submit). The server
 * runs the same check and also the common-password list.
 */
export const PASSWORD_MESSAGES = {
  whitespace: 'Password cannot be only spaces.',
  repeated: 'Password cannot be one character or a short group repeated, like "aaaaaa".',
  sequential: 'Password cannot be letters or digits in order, like "abcdef" or "123456".',
  personal: 'Password cannot be built from your name, your email address or the site’s name.',
  guessable: 'This password is easy to guess. Please choose a stronger password.',
} as const

export interface PasswordOwner {
  email: string
  first_name?: string | null
  last_name?: string | null
}

const isSequential = (value: string) => {
  const codes = [...value.toLowerCase()].map((c) => c.codePointAt(0) ?? 0)
  const steps = codes.slice(1).map((code, i) => code - (codes[i] ?? 0))
  return steps.length >= 2 && (steps.every((step) => step === 1) || steps.every((step) => step === -1))
}

/** The owner's words a password must not be made of: names, the e-mail and its parts, the site's name. */
function personalWords(owner: PasswordOwner): string[] {
  const email = owner.email.trim().toLowerCase()
  const [local = '', domain = ''] = email.split('@')
  const words = [email, local, ...local.split(/[._+-]/), domain.split('.')[0] ?? '', owner.first_name ?? '', owner.last_name ?? '', PRODUCT_NAME]
  const long = words.map((word) => word.trim().toLowerCase()).filter((word) => word.length >= 3)
  return [...new Set(long)].sort((a, b) => b.length - a.length)
}

/** Whether, with the owner's words taken out, less than the minimum length is left. */
function isBuiltFrom(password: string, words: string[]): boolean {
  let rest = password.toLowerCase()
  for (const word of words) rest = rest.split(word).join('')
  return rest.length < PASSWORD_MIN
}

/** The pattern checks alone: synchronous, no dictionary. */
function passwordPatternProblem(password: string, owner: PasswordOwner): string | null {
  if (password.trim() === '') return PASSWORD_MESSAGES.whitespace
  if (/^(.{1,3})\1+$/su.test(password)) return PASSWORD_MESSAGES.repeated
  if (isSequential(password)) return PASSWORD_MESSAGES.sequential
  if (isBuiltFrom(password, personalWords(owner))) return PASSWORD_MESSAGES.personal
  return null
}

/**
 * The message for a weak password, or null. The estimator refuses score 0 (under a thousand
 * guesses) and score 1 when it recognised a word, name, date or pattern; short random characters
 * (score 1 from brute force alone) stay allowed, as the spec's 6-character minimum promises.
 */
export async function passwordProblem(password: string, owner: PasswordOwner): Promise<string | null> {
  const pattern = passwordPatternProblem(password, owner)
  if (pattern) return pattern
  const { estimatePassword } = await import('./passwordEstimator.ts')
  const estimate = estimatePassword(password, personalWords(owner))
  if (estimate.score >= 2 || (estimate.score === 1 && !estimate.warning)) return null
  return estimate.warning ? `${estimate.warning} Please choose a stronger password.` : PASSWORD_MESSAGES.guessable
}
