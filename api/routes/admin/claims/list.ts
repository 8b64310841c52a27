import { defineRoute } from '../../defineRoute.ts'
import { listAdminClaims } from '../../../services/accidentClaims/lists.ts'
import { presentAdminClaimRow } from '../../../presenters/accidentClaim.ts'
import { AdminClaimListQuery, AdminClaimRowJson } from '../../../../shared/schemas/accidentClaims.ts'
import { listEnvelope } from '../../../../shared/schemas/envelope.ts'

/** The agents' queue: claims to file by time left before the 24-hour deadline, then the rest. */
export const adminList = defineRoute({
  method: 'get',
  path: '/admin/claims',
  access: 'admin',
  summary: 'Every sent accident claim, least time left first, filtered',
  response: listEnvelope(AdminClaimRowJson),
  errors: [],
  query: AdminClaimListQuery,
  async handle({ app, query }) {
    const { results, meta } = await listAdminClaims(query, app.now())
    return { data: results.map(presentAdminClaimRow), meta }
  },
})
