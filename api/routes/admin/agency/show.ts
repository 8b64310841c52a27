import { defineRoute } from '../../defineRoute.ts'
import { loadAgency } from '../../../services/agency.ts'
import { presentAgency } from '../../../presenters/agency.ts'
import { AgencyJson } from '../../../../shared/schemas/agency.ts'
import { dataEnvelope } from '../../../../shared/schemas/envelope.ts'

/** The Agency settings form's current values (not cached, unlike the public copy). */
export const adminShow = defineRoute({
  method: 'get',
  path: '/admin/agency',
  access: 'admin',
  summary: 'The agency’s details and licences, for editing',
  response: dataEnvelope(AgencyJson.nullable()),
  errors: [],
  async handle() {
    const agency = await loadAgency()
    return { data: agency ? presentAgency(agency) : null }
  },
})
