import { validationFailed } from '../errors.ts'
import { passwordProblem, type PasswordOwner } from '../../shared/rules/passwordStrength.ts'
import { assertUncommonPassword } from './commonPasswords.ts'

/**
 * A new password (register, reset, a new administrator) must not be on the common-password list nor
 * weak by the shared strength check (shared/rules/passwordStrength.ts); signing in never checks.
 */
export async function assertGoodPassword(password: string, owner: PasswordOwner): Promise<void> {
  assertUncommonPassword(password)
  const problem = await passwordProblem(password, owner)
  if (problem) throw validationFailed({ password: problem })
}
