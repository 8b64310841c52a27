import type { User } from './models/User.ts'

/** A signed-in caller: the user, and the session their token belongs to. */
export interface Actor {
  user: User
  sessionId: string
  /** The session passed a second factor: at sign-in, or by setting one up (api/services/secondFactor/). */
  secondFactor: boolean
}
