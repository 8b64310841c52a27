import { z } from 'zod'
import type { AppContext } from '../context.ts'
import { User } from '../models/User.ts'
import { email, newPassword, text } from '../../shared/schemas/fields.ts'
import { hashPassword } from './passwords.ts'
import { parseInput } from '../validation.ts'
import { assertGoodPassword } from './passwordPolicy.ts'

const CreateAdminInput = z.object({ email, password: newPassword, first_name: text(100), last_name: text(100) })
type CreateAdminInput = z.infer<typeof CreateAdminInput>

/** The CLI's input, checked before anything is opened: a bad e-mail or weak password never waits for a database. */
export async function checkAdminInput(raw: CreateAdminInput): Promise<CreateAdminInput> {
  const input = parseInput<CreateAdminInput>(CreateAdminInput, raw)
  await assertGoodPassword(input.password, input)
  return input
}

/** Creates an administrator, or gives an existing account the admin flag (its password is left as it is). */
export async function createOrPromoteAdmin(app: AppContext, input: CreateAdminInput): Promise<{ user: User; created: boolean }> {
  return app.knex.transaction(async (trx) => {
    const existing = await User.findByEmail(input.email).transacting(trx).forUpdate()
    if (existing) {
      const user = await existing.$query(trx).patchAndFetch({ admin: true })
      return { user, created: false }
    }
    const user = await User.query(trx).insertAndFetch({
      email: input.email,
      first_name: input.first_name,
      last_name: input.last_name,
      password_hash: await hashPassword(input.password, app.config.passwordCost),
      admin: true,
      email_verified_at: app.now(),
    })
    return { user, created: true }
  })
}
