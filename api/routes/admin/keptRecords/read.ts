import { defineRoute } from '../../defineRoute.ts'
import { adminWriteLimits } from '../../writeLimits.ts'
import { readRestrictedRecord } from '../../../services/retention.ts'
import { presentRestrictedRecord } from '../../../presenters/retention.ts'
import { RequestNumberParams } from '../../../../shared/schemas/insuranceRequestJson.ts'
import { RestrictedReadBody, RestrictedRecordJson } from '../../../../shared/schemas/retention.ts'
import { dataEnvelope } from '../../../../shared/schemas/envelope.ts'

/** A deleted account's kept request, for an admin who states why: the read and the reason are logged. */
export const read = defineRoute({
  method: 'post',
  path: '/admin/kept_records/:request_number/reads',
  access: 'admin',
  summary: 'Reads a deleted account\'s kept request, with a logged reason',
  response: dataEnvelope(RestrictedRecordJson),
  errors: ['not_found'],
  rateLimits: adminWriteLimits('kept_records:read'),
  params: RequestNumberParams,
  body: RestrictedReadBody,
  async handle({ app, actor, params, body }) {
    const record = await readRestrictedRecord(app, actor.user, params.request_number, body.reason)
    return { data: presentRestrictedRecord(record, app.now()) }
  },
})
