import { defineRoute } from '../defineRoute.ts'
import { actionLimits } from '../writeLimits.ts'
import { revokeComparisonShare } from '../../services/comparisonShares.ts'
import { presentComparisonShare } from '../../presenters/comparisonShare.ts'
import { shareableRequest } from './ownRequest.ts'
import { ComparisonShareJson, ShareParams } from '../../../shared/schemas/comparisonShares.ts'
import { messageEnvelope } from '../../../shared/schemas/envelope.ts'

/** The owner stops a link: from now on it answers 404. */
export const revoke = defineRoute({
  method: 'delete',
  path: '/insurance_requests/:request_number/shares/:id',
  access: 'customer',
  summary: 'Stops a shared link',
  response: messageEnvelope(ComparisonShareJson),
  errors: ['not_found', 'forbidden'],
  rateLimits: actionLimits('comparison_shares:revoke'),
  params: ShareParams,
  async handle({ app, actor, params }) {
    const request = await shareableRequest(actor, params.request_number)
    const share = await revokeComparisonShare(app, request.id, params.id)
    return { data: presentComparisonShare(share), message: 'The link no longer works.' }
  },
})
