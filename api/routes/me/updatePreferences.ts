import { defineRoute } from '../defineRoute.ts'
import { objectBody } from '../auth/objectBody.ts'
import { UpdatePreferencesBody, PreferencesJson } from '../../../shared/schemas/account.ts'
import { updatePreferencesFromScreen } from '../../services/preferences.ts'
import { presentPreferences } from '../../presenters/consent.ts'
import { accountWriteLimits } from './rateLimits.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'

/** Switches optional e-mails on or off; each change is recorded as a consent with the screen's wording. */
export const updatePreferences = defineRoute({
  method: 'put',
  path: '/me/preferences',
  access: 'customer',
  summary: 'Switches optional e-mails on or off',
  response: dataEnvelope(PreferencesJson),
  errors: [],
  body: objectBody(UpdatePreferencesBody),
  rateLimits: accountWriteLimits,
  async handle({ app, actor, body }) {
    const { source, ...changes } = body
    return { data: presentPreferences(await updatePreferencesFromScreen(app, actor.user.id, changes, source)) }
  },
})
