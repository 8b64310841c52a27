import { defineRoute } from '../defineRoute.ts'
import { objectBody } from '../auth/objectBody.ts'
import { DELETION_KEEPS, DeleteAccountBody, AccountDeletedJson } from '../../../shared/schemas/account.ts'
import { deleteAccount } from '../../services/accountDeletion.ts'
import { passwordCheckLimits } from './rateLimits.ts'
import { messageEnvelope } from '../../../shared/schemas/envelope.ts'

export const destroy = defineRoute({
  method: 'delete',
  path: '/me',
  access: 'customer',
  summary: 'Deletes the account',
  response: messageEnvelope(AccountDeletedJson),
  errors: ['forbidden'],
  body: objectBody(DeleteAccountBody),
  rateLimits: passwordCheckLimits,
  async handle({ app, actor, body }) {
    await deleteAccount(app, actor.user, body.password)
    return { data: { kept: [...DELETION_KEEPS] }, message: 'Your account has been deleted.' }
  },
})
