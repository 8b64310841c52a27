import { defineRoute } from '../defineRoute.ts'
import { sharedRequest } from '../../services/comparisonShares.ts'
import { listOffers } from '../../services/offerChoices.ts'
import { presentSharedComparison } from '../../presenters/comparisonShare.ts'
import { SharedComparisonJson, SharedComparisonParams } from '../../../shared/schemas/comparisonShares.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'

/** The comparison behind a shared link, read-only, for anyone holding the link until it expires or is revoked. */
export const show = defineRoute({
  method: 'get',
  path: '/shared_comparisons/:token',
  access: 'public',
  summary: 'A shared offer comparison, read-only',
  response: dataEnvelope(SharedComparisonJson),
  errors: ['not_found'],
  rateLimits: [{ name: 'shared_comparisons:show', limit: 120, windowSeconds: 60 }],
  params: SharedComparisonParams,
  async handle({ app, params }) {
    const { request, share } = await sharedRequest(app, params.token)
    const offers = await listOffers(request.id, false)
    return { data: presentSharedComparison(request, share, offers, app.now()) }
  },
})
