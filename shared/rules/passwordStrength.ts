import { PRODUCT_NAME } from '../contract.ts'
import { PASSWORD_MIN } from '../schemas/fields.ts'
import { comparablePassword, normalizePassword, passwordLookalikes } from './passwordForms.ts'
import { PUBLISHED_PASSWORDS, SITE_WORDS } from './passwordWords.ts'

/**
 * What makes a new password too weak, past the spec's 6-character floor. Every check reads the
 * password normalised (shared/rules/passwordForms.ts), so a look-alike is judged as what it looks
 * like: patterns with a precise message first, then a real strength estimator (zxcvbn-ts with its
 * common and English dictionaries and the site's words, loaded only when first needed) that must
 * rate it at least 3 of 4. The forms ask it as the password is typed; the server asks it again and
 * also checks the common-password list.
 */
export const PASSWORD_MESSAGES = {
  whitespace: 'Password cannot be only spaces.',
  tooShort: 'Password must be at least 6 characters, not counting extra or invisible spaces.',
  repeated: 'Password cannot be one character or a short group repeated, like "aaaaaa".',
  sequential: 'Password cannot be letters or digits in order, like "abcdef" or "123456".',
  personal: 'Password cannot be built from your name, your email address or the site’s name.',
  siteWords: 'Password cannot be a season, a month or an insurance word with a year or a few digits, like "Summer2026!".',
  published: 'This password is a well-known published example. Please choose another.',
  common: 'This password is too common. Please choose another.',
  guessable: 'This password is easy to guess. Please choose a stronger password.',
} as const

/** The estimator's lowest acceptable score: 3 means about 10⁸ guesses or more. */
const MIN_SCORE = 3

export interface PasswordOwner {
  email: string
  first_name?: string | null
  last_name?: string | null
}

const isSequential = (value: string) => {
  const codes = [...value].map((c) => c.codePointAt(0) ?? 0)
  const steps = codes.slice(1).map((code, i) => code - (codes[i] ?? 0))
  return steps.length >= 2 && (steps.every((step) => step === 1) || steps.every((step) => step === -1))
}

/** The owner's words a password must not be made of: names, the e-mail and its parts, the site's name. */
function personalWords(owner: PasswordOwner): string[] {
  const email = owner.email.trim().toLowerCase()
  const [local = '', domain = ''] = email.split('@')
  const words = [email, local, ...local.split(/[._+-]/), domain.split('.')[0] ?? '', owner.first_name ?? '', owner.last_name ?? '', PRODUCT_NAME]
  const long = words.map((word) => comparablePassword(normalizePassword(word))).filter((word) => word.length >= 3)
  return [...new Set(long)].sort((a, b) => b.length - a.length)
}

/** Whether, with the owner's words taken out, less than the minimum length is left. */
function isBuiltFrom(password: string, words: string[]): boolean {
  let rest = password
  for (const word of words) rest = rest.split(word).join('')
  return rest.length < PASSWORD_MIN
}

/** A password in every form the checks read, and its owner's words: worked out once per call. */
interface JudgedPassword {
  normalized: string
  comparable: string
  lookalikes: string[]
  ownWords: string[]
}

function judge(password: string, owner: PasswordOwner): JudgedPassword {
  const normalized = normalizePassword(password)
  return { normalized, comparable: comparablePassword(normalized), lookalikes: passwordLookalikes(password), ownWords: personalWords(owner) }
}

/** The pattern checks alone: synchronous, no dictionary. */
function passwordPatternProblem({ normalized, comparable, lookalikes, ownWords }: JudgedPassword): string | null {
  if (normalized === '') return PASSWORD_MESSAGES.whitespace
  if ([...normalized].length < PASSWORD_MIN) return PASSWORD_MESSAGES.tooShort
  if (/^(.{1,3})\1+$/su.test(comparable)) return PASSWORD_MESSAGES.repeated
  if (isSequential(comparable)) return PASSWORD_MESSAGES.sequential
  if (isBuiltFrom(comparable, ownWords)) return PASSWORD_MESSAGES.personal
  if (lookalikes.some((form) => PUBLISHED_PASSWORDS.has(form))) return PASSWORD_MESSAGES.published
  if (lookalikes.some((form) => SITE_WORDS.has(form))) return PASSWORD_MESSAGES.siteWords
  return null
}

/**
 * The message for a weak password, or null. The server passes its common-password list as
 * `isCommon`, asked with the password's look-alikes (too big for the browser, whose estimator knows
 * the commonest passwords anyway); it is asked after the patterns, whose messages say more.
 */
export async function passwordProblem(
  password: string,
  owner: PasswordOwner,
  isCommon?: (lookalikes: readonly string[]) => boolean,
): Promise<string | null> {
  const judged = judge(password, owner)
  const pattern = passwordPatternProblem(judged)
  if (pattern) return pattern
  if (isCommon?.(judged.lookalikes)) return PASSWORD_MESSAGES.common
  const { estimatePassword } = await import('./passwordEstimator.ts')
  const forms = [...new Set([judged.normalized, judged.comparable])]
  const estimates = forms.map((form) => estimatePassword(form, judged.ownWords))
  const weakest = estimates.reduce((low, estimate) => (estimate.score < low.score ? estimate : low))
  if (weakest.score >= MIN_SCORE) return null
  const reason = weakest.warning ?? weakest.suggestion
  return reason ? `${reason} Please choose a stronger password.` : PASSWORD_MESSAGES.guessable
}
