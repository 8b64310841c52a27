import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { Knex } from 'knex'
import type { AppContext } from '../context.ts'
import { OneTimeCode, type CodePurpose } from '../models/OneTimeCode.ts'
import { User } from '../models/User.ts'
import { clearRateLimit, clearRateLimits, countEvent, openWindow } from './rateLimits.ts'
import { CODE_ALPHABET } from '../../shared/rules/codes.ts'
import { CODE_LENGTH } from '../../shared/schemas/auth.ts'

export const CODE_TTL_MINUTES = 30
export const MAX_FAILED_ATTEMPTS = 5
/**
 * Wrong guesses at one code from every address together: past this, many guessers (a botnet, five
 * tries each) are no longer any closer to the code than one, since the code is gone.
 */
const MAX_WRONG_GUESSES_PER_CODE = 50

/** Six characters from a CSPRNG over a 32-symbol alphabet: 30 bits. */
function generateCode(): string {
  let code = ''
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return code
}

/** Keyed, so a leaked table cannot be brute-forced offline; bound to the user and the purpose. */
function hashCode(app: AppContext, purpose: CodePurpose, userId: number, code: string): Buffer {
  return createHmac('sha256', app.secrets.codes).update(`${purpose}|${userId}|${code}`).digest()
}

/**
 * Issues a fresh code and returns it in clear (for the e-mail only). Any live code of the same
 * purpose is replaced; the user row is locked so two requests cannot race past each other. An e-mail
 * change code carries the address it was sent to.
 */
export async function issueCode(
  app: AppContext,
  user: User,
  purpose: CodePurpose,
  trx: Knex.Transaction,
  extra: { new_email?: string } = {},
): Promise<string> {
  await User.query(trx).findById(user.id).forUpdate()
  await OneTimeCode.query(trx).where({ user_id: user.id, purpose }).whereNull('consumed_at').delete()
  await forgetCodeGuesses(trx, purpose, user.email)
  const code = generateCode()
  await OneTimeCode.query(trx).insert({
    user_id: user.id,
    purpose,
    code_hash: hashCode(app, purpose, user.id, code).toString('hex'),
    expires_at: new Date(app.now().getTime() + CODE_TTL_MINUTES * 60_000),
    created_at: app.now(),
    new_email: extra.new_email ?? null,
  })
  return code
}

/** Why a code was not accepted: wrong, expired or none; or used up by too many wrong guesses. */
export type CodeRefusal = 'refused' | 'used_up'
/** A code check: the accepted code's owner, or why not. */
export type CodeCheck = { userId: number } | CodeRefusal

/**
 * Wrong guesses are counted by the address the code was asked for, not by the code, so a guess at
 * an address with no account (or no live code) does the same statements and gets the same answers
 * as one at an account: who has an account is not public. The counts live as long as a code.
 */
const guessKeys = (purpose: CodePurpose, email: string, address: string) => {
  const all = `code_guesses:${purpose}:${email.trim().toLowerCase()}`
  return { all, byAddress: `${all}|${address}` }
}

/** A new code for the address starts with no wrong guesses counted against it. */
export async function forgetCodeGuesses(knex: Knex, purpose: CodePurpose, email: string): Promise<void> {
  const { all } = guessKeys(purpose, email, '')
  await clearRateLimit(knex, all)
  await clearRateLimits(knex, `${all}|`)
}

/** Compared with when there is no live code, so a missing code costs what a wrong one does. */
const NO_CODE = Buffer.alloc(32)

/**
 * Uses up the live code of the account at `email` when `code` matches it. Wrong guesses count per
 * address and guessing machine: after 5 that machine gets no more tries (the right code included),
 * while the code stays good for everyone else, its owner above all, so one stranger's guesses
 * cannot spoil it. After 50 wrong guesses from all machines together the code is burned: its owner
 * asks for a new one, which starts the counts again. The count must be committed, so callers throw
 * only after their transaction ends.
 */
export async function consumeCode(
  app: AppContext,
  email: string,
  purpose: CodePurpose,
  guess: { code: string; address: string },
  trx: Knex.Transaction,
): Promise<CodeCheck> {
  const keys = guessKeys(purpose, email, guess.address)
  const liveCodes = () =>
    OneTimeCode.query(trx)
      .whereIn('user_id', User.query(trx).select('id').whereRaw('lower(email) = lower(?)', [email.trim()]))
      .where({ purpose })
      .whereNull('consumed_at')
  const live = await liveCodes().forUpdate().first()
  const { hits: failures } = await openWindow(trx, app.now(), keys.byAddress)
  if (failures >= MAX_FAILED_ATTEMPTS) return 'used_up'
  const expected = live ? Buffer.from(live.code_hash, 'hex') : NO_CODE
  const given = hashCode(app, purpose, live?.user_id ?? 0, guess.code)
  const matches = expected.length === given.length && timingSafeEqual(expected, given)
  if (live && matches && live.expires_at > app.now()) {
    await live.$query(trx).patch({ consumed_at: app.now() })
    return { userId: live.user_id }
  }
  const window = CODE_TTL_MINUTES * 60
  const byAddress = await countEvent(trx, app.now(), keys.byAddress, window)
  if ((await countEvent(trx, app.now(), keys.all, window)) >= MAX_WRONG_GUESSES_PER_CODE) {
    await liveCodes().delete()
    return 'refused'
  }
  return byAddress >= MAX_FAILED_ATTEMPTS ? 'used_up' : 'refused'
}
