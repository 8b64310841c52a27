import { defineRoute } from '../defineRoute.ts'
import { objectBody } from '../auth/objectBody.ts'
import { DeleteAccountBody } from '../../../shared/schemas/account.ts'
import { RetentionPlanJson } from '../../../shared/schemas/retention.ts'
import { deleteAccount } from '../../services/accountDeletion.ts'
import { presentRetentionPlan } from '../../presenters/retention.ts'
import { passwordCheckLimits } from './rateLimits.ts'
import { messageEnvelope } from '../../../shared/schemas/envelope.ts'

export const destroy = defineRoute({
  method: 'delete',
  path: '/me',
  access: 'customer',
  summary: 'Deletes the account; answers which records stay, why and until when',
  response: messageEnvelope(RetentionPlanJson),
  errors: ['forbidden'],
  body: objectBody(DeleteAccountBody),
  rateLimits: passwordCheckLimits,
  async handle({ app, actor, body }) {
    const plan = await deleteAccount(app, actor.user, body.password)
    return { data: presentRetentionPlan(plan), message: 'Your account has been deleted.' }
  },
})
