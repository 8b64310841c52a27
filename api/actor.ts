import type { User } from './models/User.ts'

/** A signed-in caller: the user, and the session their token belongs to. */
export interface Actor {
  user: User
  sessionId: string
}
