import { defineRoute } from '../defineRoute.ts'
import { loadAgency } from '../../services/agency.ts'
import { presentAgency } from '../../presenters/agency.ts'
import { AgencyJson } from '../../../shared/schemas/agency.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'

/**
 * The agency's name, address and licences for anyone: the footer and the About page fill themselves
 * from this (state regulators want them reachable from the home page). Null until an admin sets it up.
 */
export const show = defineRoute({
  method: 'get',
  path: '/agency',
  access: 'public',
  summary: 'The agency’s legal name, principal place of business and licences',
  response: dataEnvelope(AgencyJson.nullable()),
  errors: [],
  async handle() {
    const agency = await loadAgency()
    return { data: agency ? presentAgency(agency) : null }
  },
})
