import { defineRoute } from '../defineRoute.ts'
import { presentUser } from '../../presenters/user.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { UserJson } from '../../../shared/schemas/auth.ts'

export const show = defineRoute({
  method: 'get',
  path: '/me',
  access: 'customer',
  summary: 'The signed-in user',
  response: dataEnvelope(UserJson),
  errors: [],
  async handle({ actor }) {
    return { data: presentUser(actor.user) }
  },
})
