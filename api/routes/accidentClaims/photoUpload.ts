import { defineRoute } from '../defineRoute.ts'
import { addClaimPhoto } from '../../services/accidentClaims/photos.ts'
import { ClaimNumberParams, ClaimPhotoJson } from '../../../shared/schemas/accidentClaims.ts'
import { FileUploadBody } from '../../../shared/schemas/policyDocument.ts'
import { messageEnvelope } from '../../../shared/schemas/envelope.ts'
import { draftWriteLimits } from '../writeLimits.ts'
import { viewableClaim } from './viewable.ts'
import { presentClaimPhoto } from '../../presenters/accidentClaim.ts'

/** The photo is the raw body (JPEG, PNG or HEIC), its name in X-File-Name. */
export const photoUpload = defineRoute({
  method: 'post',
  path: '/claims/:number/photos',
  access: 'customer',
  summary: 'Adds a photo to an accident claim (the raw body, named in X-File-Name)',
  status: 201,
  upload: true,
  response: messageEnvelope(ClaimPhotoJson),
  errors: ['not_found', 'conflict'],
  rateLimits: draftWriteLimits('claims:photos'),
  params: ClaimNumberParams,
  body: FileUploadBody,
  async handle({ app, actor, params, body }) {
    const claim = await viewableClaim(actor, params.number)
    return { data: presentClaimPhoto(await addClaimPhoto(app, actor.user, claim, body)), message: 'Photo added.' }
  },
})
