import { defineRoute } from '../../defineRoute.ts'
import { adminWriteLimits } from '../../writeLimits.ts'
import { readKeptConsents } from '../../../services/consentRetention.ts'
import { presentKeptConsents } from '../../../presenters/keptConsents.ts'
import { UserIdParams } from '../../../../shared/schemas/admin.ts'
import { RestrictedReadBody } from '../../../../shared/schemas/retention.ts'
import { KeptConsentsJson } from '../../../../shared/schemas/keptConsents.ts'
import { dataEnvelope } from '../../../../shared/schemas/envelope.ts'

/** A deleted account's kept proof of consent, for an admin who states why: the read and the reason are logged. */
export const readConsents = defineRoute({
  method: 'post',
  path: '/admin/kept_records/accounts/:user_id/consent_reads',
  access: 'admin',
  summary: 'Reads a deleted account\'s kept consent history, with a logged reason',
  response: dataEnvelope(KeptConsentsJson),
  errors: ['not_found'],
  rateLimits: adminWriteLimits('kept_records:read'),
  params: UserIdParams,
  body: RestrictedReadBody,
  async handle({ app, actor, params, body }) {
    const consents = await readKeptConsents(app, actor.user, params.user_id, body.reason)
    return { data: presentKeptConsents(params.user_id, consents) }
  },
})
