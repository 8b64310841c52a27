import type { User } from '../models/User.ts'
import type { UserJson } from '../../shared/schemas/auth.ts'

/** The user as every client sees it; the password hash and verification state never leave the server. */
export function presentUser(user: User): UserJson {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    name: `${user.first_name} ${user.last_name}`.trim(),
    email: user.email,
    admin: user.admin,
    has_password: user.password_hash !== null,
  }
}
