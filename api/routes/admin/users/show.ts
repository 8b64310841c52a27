import { defineRoute } from '../../defineRoute.ts'
import { loadAdminUser } from '../../../services/adminUsers.ts'
import { presentAdminUser } from '../../../presenters/adminUser.ts'
import { UserIdParams } from '../../../../shared/schemas/admin.ts'

/** A user's profile, admin flag, requests, subscriptions and help conversations. */
export const show = defineRoute({
  method: 'get',
  path: '/admin/users/:user_id',
  access: 'admin',
  params: UserIdParams,
  async handle({ app, params }) {
    return { data: presentAdminUser(await loadAdminUser(app, params.user_id)) }
  },
})
