import { defineRoute } from '../../defineRoute.ts'
import { agencyChanges } from '../../../services/agency.ts'
import { AgencyChangeJson } from '../../../../shared/schemas/agency.ts'
import { collectionEnvelope } from '../../../../shared/schemas/envelope.ts'

/** Who changed the agency's details or licences and what, newest first (the last 100). */
export const adminChanges = defineRoute({
  method: 'get',
  path: '/admin/agency/changes',
  access: 'admin',
  summary: 'The audit trail of the agency settings, newest first',
  response: collectionEnvelope(AgencyChangeJson),
  errors: [],
  async handle({ app }) {
    return { data: await agencyChanges(app) }
  },
})
