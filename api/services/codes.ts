import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { Knex } from 'knex'
import type { AppContext } from '../context.ts'
import { OneTimeCode, type CodePurpose } from '../models/OneTimeCode.ts'
import { User } from '../models/User.ts'
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

/** A code check: accepted, refused (wrong, expired or none), or used up by too many wrong guesses. */
export type CodeCheck = 'accepted' | 'refused' | 'used_up'

/**
 * Uses up the live code when `code` matches it. Wrong guesses count per code and guessing address:
 * after 5 that address gets no more tries at this code (the right one included), while the code
 * stays good for everyone else, its owner above all, so one stranger's guesses cannot spoil it.
 * After 50 wrong guesses from all addresses together the code is burned: its owner asks for a new
 * one, which the guessers' counts do not touch. The count must be committed, so callers throw only
 * after their transaction ends.
 */
export async function consumeCode(
  app: AppContext,
  user: User,
  purpose: CodePurpose,
  guess: { code: string; address: string },
  trx: Knex.Transaction,
): Promise<CodeCheck> {
  const live = await OneTimeCode.query(trx)
    .where({ user_id: user.id, purpose })
    .whereNull('consumed_at')
    .forUpdate()
    .first()
  if (!live || live.expires_at <= app.now()) return 'refused'
  const guesses = trx('code_guesses').where({ code_id: live.id, address: guess.address })
  const failures = Number((await guesses.clone().first('failures'))?.failures ?? 0)
  if (failures >= MAX_FAILED_ATTEMPTS) return 'used_up'
  const expected = Buffer.from(live.code_hash, 'hex')
  const given = hashCode(app, purpose, user.id, guess.code)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    await trx('code_guesses')
      .insert({ code_id: live.id, address: guess.address, failures: 1 })
      .onConflict(['code_id', 'address'])
      .merge({ failures: trx.raw('code_guesses.failures + 1') })
    const total = await trx('code_guesses').where({ code_id: live.id }).sum({ failures: 'failures' }).first()
    if (Number(total?.failures ?? 0) >= MAX_WRONG_GUESSES_PER_CODE) {
      await live.$query(trx).delete()
      return 'refused'
    }
    return failures + 1 >= MAX_FAILED_ATTEMPTS ? 'used_up' : 'refused'
  }
  await live.$query(trx).patch({ consumed_at: app.now() })
  return 'accepted'
}
