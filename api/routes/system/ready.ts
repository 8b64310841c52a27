import { defineRoute } from '../defineRoute.ts'
import { serviceUnavailable } from '../../errors.ts'

export const ready = defineRoute({
  method: 'get',
  path: '/ready',
  access: 'public',
  async handle({ app, log }) {
    try {
      await app.knex.raw('select 1')
    } catch (error) {
      log.warn({ err: error }, 'database not reachable')
      throw serviceUnavailable('The database is not reachable.')
    }
    return { data: { status: 'ready' } }
  },
})
