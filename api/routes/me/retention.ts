import { defineRoute } from '../defineRoute.ts'
import { planRetention, today } from '../../services/retention.ts'
import { presentRetentionPlan } from '../../presenters/retention.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { RetentionPlanJson } from '../../../shared/schemas/retention.ts'

/** What deleting the account now would keep, why and until when: the deletion dialog shows it first. */
export const retention = defineRoute({
  method: 'get',
  path: '/me/retention',
  access: 'customer',
  summary: 'Which records a deletion would keep, why and until when',
  response: dataEnvelope(RetentionPlanJson),
  errors: [],
  async handle({ app, actor }) {
    return { data: presentRetentionPlan(await planRetention(app.knex, actor.user.id, today(app))) }
  },
})
