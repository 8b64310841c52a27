import { defineRoute } from '../../defineRoute.ts'
import { removePasskey } from '../../../services/passkeys/registration.ts'
import { accountWriteLimits } from '../rateLimits.ts'
import { MessageResponse } from '../../../../shared/schemas/envelope.ts'
import { PasskeyIdParams } from '../../../../shared/schemas/passkeys.ts'

export const destroyPasskey = defineRoute({
  method: 'delete',
  path: '/me/passkeys/:id',
  access: 'customer',
  summary: 'Removes one of the account’s passkeys',
  response: MessageResponse,
  errors: ['reauthentication_required', 'not_found'],
  params: PasskeyIdParams,
  rateLimits: accountWriteLimits,
  async handle({ app, actor, params, userAgent }) {
    await removePasskey(app, actor, params.id, { userAgent })
    return { data: null, message: 'Your passkey has been removed.' }
  },
})
