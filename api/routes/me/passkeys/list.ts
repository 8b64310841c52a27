import { defineRoute } from '../../defineRoute.ts'
import { listPasskeys as findPasskeys } from '../../../services/passkeys/registration.ts'
import { presentPasskey } from '../../../presenters/passkey.ts'
import { collectionEnvelope } from '../../../../shared/schemas/envelope.ts'
import { PasskeyJson } from '../../../../shared/schemas/passkeys.ts'

export const listPasskeys = defineRoute({
  method: 'get',
  path: '/me/passkeys',
  access: 'customer',
  summary: 'The account’s passkeys, with when each was added and last used',
  response: collectionEnvelope(PasskeyJson),
  errors: [],
  async handle({ actor }) {
    return { data: (await findPasskeys(actor.user.id)).map(presentPasskey) }
  },
})
