import { validationFailed } from '../errors.ts'
import { passwordProblem, type PasswordOwner } from '../../shared/rules/passwordStrength.ts'
import { isCommonPassword } from './commonPasswords.ts'

/**
 * A new password (register, reset, a change, a new administrator) must pass the shared strength
 * rules (shared/rules/passwordStrength.ts) and not be on the common-password list in any disguise;
 * signing in never checks.
 */
export async function assertGoodPassword(password: string, owner: PasswordOwner): Promise<void> {
  const problem = await passwordProblem(password, owner, isCommonPassword)
  if (problem) throw validationFailed({ password: problem })
}
