import { defineRoute } from '../defineRoute.ts'
import { signOut } from '../../services/signOut.ts'
import { MessageResponse } from '../../../shared/schemas/envelope.ts'
import { sessionWriteLimits } from '../writeLimits.ts'

export const logout = defineRoute({
  method: 'delete',
  path: '/auth/logout',
  access: 'customer',
  summary: 'Signs out this session',
  response: MessageResponse,
  errors: [],
  rateLimits: sessionWriteLimits('logout'),
  async handle({ app, actor, userAgent }) {
    await signOut(app, actor, { userAgent })
    return { data: null, message: 'Logged out' }
  },
})
