import { defineRoute } from '../../defineRoute.ts'
import { xDateWeeks } from '../../../services/insurancePolicies/xDates.ts'
import { XDateQuery, XDateWeekJson } from '../../../../shared/schemas/xDates.ts'
import { collectionEnvelope } from '../../../../shared/schemas/envelope.ts'

/** The X-date view agents plan re-shopping from: live policies expiring week by week. */
export const adminXDates = defineRoute({
  method: 'get',
  path: '/admin/policies/x_dates',
  access: 'admin',
  summary: 'Policies expiring week by week, this week first',
  response: collectionEnvelope(XDateWeekJson),
  errors: [],
  query: XDateQuery,
  async handle({ app, query }) {
    return { data: await xDateWeeks(app.knex, app.now(), query.weeks) }
  },
})
