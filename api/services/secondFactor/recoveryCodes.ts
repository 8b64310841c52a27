import { createHmac, randomInt } from 'node:crypto'
import type { Knex } from 'knex'
import type { AppContext } from '../../context.ts'
import { RecoveryCode } from '../../models/RecoveryCode.ts'
import { CODE_ALPHABET } from '../../../shared/rules/codes.ts'
import { normaliseSecondFactorCode, RECOVERY_CODE_COUNT } from '../../../shared/rules/secondFactor.ts'

const HALF_LENGTH = 5

function randomHalf(): string {
  let half = ''
  for (let i = 0; i < HALF_LENGTH; i += 1) half += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return half
}

/** Keyed and bound to the account, like the e-mailed codes (api/services/codes.ts): a leaked table gives nothing. */
function hashRecoveryCode(app: AppContext, userId: number, code: string): string {
  return createHmac('sha256', app.secrets.codes).update(`recovery|${userId}|${normaliseSecondFactorCode(code)}`).digest('hex')
}

/** A new set of ten codes (50 bits each), replacing any old set; the plain codes are shown once and never kept. */
export async function issueRecoveryCodes(app: AppContext, userId: number, trx: Knex.Transaction): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomHalf()}-${randomHalf()}`)
  await RecoveryCode.query(trx).where({ user_id: userId }).delete()
  await RecoveryCode.query(trx).insert(codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(app, userId, code) })))
  return codes
}

/** Spends one unused code; answers whether it was one. A code spent by a concurrent request is not spent twice. */
export async function spendRecoveryCode(app: AppContext, userId: number, code: string, trx: Knex.Transaction): Promise<boolean> {
  const spent = await RecoveryCode.query(trx)
    .where({ user_id: userId, code_hash: hashRecoveryCode(app, userId, code) })
    .whereNull('used_at')
    .patch({ used_at: app.now() })
  return spent === 1
}

export async function countUnusedRecoveryCodes(userId: number): Promise<number> {
  return RecoveryCode.query().where({ user_id: userId }).whereNull('used_at').resultSize()
}
