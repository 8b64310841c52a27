import { defineRoute } from '../defineRoute.ts'
import { presentUser } from '../../presenters/user.ts'

export const show = defineRoute({
  method: 'get',
  path: '/me',
  access: 'customer',
  async handle({ actor }) {
    return { data: presentUser(actor.user) }
  },
})
