import { defineRoute } from '../defineRoute.ts'
import { fileAnswer, FileAnswerResponse } from '../fileAnswer.ts'
import { readClaimPhoto } from '../../services/accidentClaims/photos.ts'
import { ClaimPhotoParams } from '../../../shared/schemas/accidentClaims.ts'
import { viewableClaim } from './viewable.ts'

export const photoDownload = defineRoute({
  method: 'get',
  path: '/claims/:number/photos/:id',
  access: 'customer',
  summary: 'Downloads a photo of an accident claim, as an attachment',
  response: FileAnswerResponse,
  errors: ['not_found'],
  params: ClaimPhotoParams,
  async handle({ app, actor, params }) {
    const claim = await viewableClaim(actor, params.number)
    const { photo, bytes } = await readClaimPhoto(app, claim.id, params.id)
    return fileAnswer({ bytes, contentType: photo.content_type, fileName: photo.file_name })
  },
})
