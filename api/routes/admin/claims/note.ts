import { defineRoute } from '../../defineRoute.ts'
import { loadClaim } from '../../../services/accidentClaims/records.ts'
import { addClaimNote } from '../../../services/accidentClaims/steps.ts'
import { ClaimNoteBody, ClaimNumberParams } from '../../../../shared/schemas/accidentClaims.ts'
import { adminWriteLimits } from '../../writeLimits.ts'
import { AdminClaimAnswer, adminClaimData } from '../../accidentClaims/adminAnswer.ts'

/** A note the customer sees on their tracker, or one only agents see. */
export const adminNote = defineRoute({
  method: 'post',
  path: '/admin/claims/:number/notes',
  access: 'admin',
  summary: 'Adds a note to an accident claim, for the customer or internal',
  response: AdminClaimAnswer,
  errors: ['not_found', 'conflict'],
  rateLimits: adminWriteLimits('claims:notes'),
  params: ClaimNumberParams,
  body: ClaimNoteBody,
  async handle({ app, actor, params, body }) {
    const claim = await addClaimNote(app, actor.user, await loadClaim(params.number), body.note)
    return { data: await adminClaimData(claim), message: 'Note added.' }
  },
})
