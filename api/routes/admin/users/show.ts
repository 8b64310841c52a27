import { defineRoute } from '../../defineRoute.ts'
import { loadAdminUser } from '../../../services/adminUsers.ts'
import { presentAdminUser } from '../../../presenters/adminUser.ts'
import { UserIdParams, AdminUserJson } from '../../../../shared/schemas/admin.ts'
import { dataEnvelope } from '../../../../shared/schemas/envelope.ts'

/** A user's profile, admin flag, requests, subscriptions and help conversations. */
export const show = defineRoute({
  method: 'get',
  path: '/admin/users/:user_id',
  access: 'admin',
  summary: 'A user\'s profile, requests, subscriptions and conversations',
  response: dataEnvelope(AdminUserJson),
  errors: ['not_found'],
  params: UserIdParams,
  async handle({ app, params }) {
    return { data: presentAdminUser(await loadAdminUser(app, params.user_id)) }
  },
})
