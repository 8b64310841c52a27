import { defineRoute } from '../../defineRoute.ts'
import { listKeptRecordReads } from '../../../services/retention.ts'
import { presentKeptRecordRead } from '../../../presenters/retention.ts'
import { KeptRecordReadJson, KeptRecordReadListQuery } from '../../../../shared/schemas/retention.ts'
import { listEnvelope } from '../../../../shared/schemas/envelope.ts'

/** The log of kept-record reads (who, when, why, which request), so it is seen, not only stored. */
export const listReads = defineRoute({
  method: 'get',
  path: '/admin/kept_records/reads',
  access: 'admin',
  summary: 'The logged reads of deleted accounts\' kept requests, newest first',
  response: listEnvelope(KeptRecordReadJson),
  errors: [],
  query: KeptRecordReadListQuery,
  async handle({ app, query }) {
    const { results, meta } = await listKeptRecordReads(app.knex, query)
    return { data: results.map(presentKeptRecordRead), meta }
  },
})
