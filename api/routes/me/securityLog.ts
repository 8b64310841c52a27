import { defineRoute } from '../defineRoute.ts'
import { recentSecurityEvents } from '../../services/securityLog.ts'
import { presentSecurityEvent } from '../../presenters/securityEvent.ts'
import { collectionEnvelope } from '../../../shared/schemas/envelope.ts'
import { SecurityEventJson } from '../../../shared/schemas/securityLog.ts'

/** The person's own security log, newest first: sign-ins, failures, changes and sessions ended. */
export const securityLog = defineRoute({
  method: 'get',
  path: '/me/security_log',
  access: 'customer',
  summary: 'Recent sign-ins, failures, changes and sign-outs, newest first',
  response: collectionEnvelope(SecurityEventJson),
  errors: [],
  async handle({ actor }) {
    return { data: (await recentSecurityEvents(actor.user.id)).map(presentSecurityEvent) }
  },
})
