import { defineRoute } from '../defineRoute.ts'
import { objectBody } from '../auth/objectBody.ts'
import { UpdateProfileBody } from '../../../shared/schemas/account.ts'
import { updateProfile } from '../../services/profile.ts'
import { presentUser } from '../../presenters/user.ts'
import { accountWriteLimits } from './rateLimits.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { UserJson } from '../../../shared/schemas/auth.ts'

export const update = defineRoute({
  method: 'patch',
  path: '/me',
  access: 'customer',
  summary: 'Changes the name',
  response: dataEnvelope(UserJson),
  errors: ['conflict'],
  body: objectBody(UpdateProfileBody),
  rateLimits: accountWriteLimits,
  async handle({ app, actor, body }) {
    return { data: presentUser(await updateProfile(app, actor.user, body)) }
  },
})
