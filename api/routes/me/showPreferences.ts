import { defineRoute } from '../defineRoute.ts'
import { presentPreferences } from '../../presenters/consent.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { PreferencesJson } from '../../../shared/schemas/account.ts'

export const showPreferences = defineRoute({
  method: 'get',
  path: '/me/preferences',
  access: 'customer',
  summary: 'The optional e-mail switches',
  response: dataEnvelope(PreferencesJson),
  errors: [],
  async handle({ actor }) {
    return { data: presentPreferences(actor.user) }
  },
})
