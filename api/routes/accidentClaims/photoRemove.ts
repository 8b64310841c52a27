import { defineRoute } from '../defineRoute.ts'
import { forbidden } from '../../errors.ts'
import { canRemoveClaimPhoto } from '../../policies/accidentClaim.ts'
import { removeClaimPhoto } from '../../services/accidentClaims/photos.ts'
import { presentAccidentClaim } from '../../presenters/accidentClaim.ts'
import { AccidentClaimJson, ClaimPhotoParams } from '../../../shared/schemas/accidentClaims.ts'
import { messageEnvelope } from '../../../shared/schemas/envelope.ts'
import { draftWriteLimits } from '../writeLimits.ts'
import { viewableClaim } from './viewable.ts'

/** The owner takes a photo out of a draft report; the claim comes back without it. */
export const photoRemove = defineRoute({
  method: 'delete',
  path: '/claims/:number/photos/:id',
  access: 'customer',
  summary: 'Removes a photo from an unsent accident report',
  response: messageEnvelope(AccidentClaimJson),
  errors: ['not_found', 'forbidden', 'conflict'],
  rateLimits: draftWriteLimits('claims:photos:remove'),
  params: ClaimPhotoParams,
  async handle({ app, actor, params }) {
    const claim = await viewableClaim(actor, params.number)
    if (!canRemoveClaimPhoto(actor, claim)) throw forbidden('Only the customer who reported this claim can remove its photos.')
    return { data: presentAccidentClaim(await removeClaimPhoto(app, actor.user, claim, params.id)), message: 'Photo removed.' }
  },
})
