import { defineRoute } from '../../defineRoute.ts'
import { removeTotp as removeAuthenticator } from '../../../services/secondFactor/setup.ts'
import { accountWriteLimits } from '../rateLimits.ts'
import { MessageResponse } from '../../../../shared/schemas/envelope.ts'

export const removeTotp = defineRoute({
  method: 'delete',
  path: '/me/second_factor/totp',
  access: 'customer',
  summary: 'Removes the authenticator app and its recovery codes',
  response: MessageResponse,
  errors: ['reauthentication_required', 'not_found'],
  rateLimits: accountWriteLimits,
  async handle({ app, actor, userAgent }) {
    await removeAuthenticator(app, actor, { userAgent })
    return { data: null, message: 'Your authenticator app has been removed.' }
  },
})
