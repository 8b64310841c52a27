import { defineRoute } from '../../defineRoute.ts'
import { saveAgency } from '../../../services/agency.ts'
import { presentAgency } from '../../../presenters/agency.ts'
import { AgencyBody, AgencyJson } from '../../../../shared/schemas/agency.ts'
import { messageEnvelope } from '../../../../shared/schemas/envelope.ts'
import { adminWriteLimits } from '../../writeLimits.ts'

/** Saves the agency's details with its whole list of licences (a licence left out is removed). */
export const adminUpdate = defineRoute({
  method: 'put',
  path: '/admin/agency',
  access: 'admin',
  summary: 'Saves the agency’s details and licences',
  response: messageEnvelope(AgencyJson),
  errors: [],
  rateLimits: adminWriteLimits('agency:update'),
  body: AgencyBody,
  async handle({ app, actor, body }) {
    return { data: presentAgency(await saveAgency(app, actor.user, body.agency)), message: 'Agency settings saved.' }
  },
})
