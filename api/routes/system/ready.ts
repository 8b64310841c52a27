import { defineRoute } from '../defineRoute.ts'
import { serviceUnavailable } from '../../errors.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { ReadyJson } from '../../../shared/schemas/system.ts'

export const ready = defineRoute({
  method: 'get',
  path: '/ready',
  access: 'public',
  summary: 'Readiness: the database answers',
  response: dataEnvelope(ReadyJson),
  errors: [],
  async handle({ app, log }) {
    try {
      await app.knex.raw('select 1')
    } catch (error) {
      log.warn({ err: error }, 'database not reachable')
      throw serviceUnavailable('The database is not reachable.')
    }
    return { data: { status: 'ready' as const } }
  },
})
