import { defineRoute, isFromThisMachine } from '../../defineRoute.ts'
import { secondFactorStatus } from '../../../services/secondFactor/status.ts'
import { dataEnvelope } from '../../../../shared/schemas/envelope.ts'
import { SecondFactorJson } from '../../../../shared/schemas/secondFactor.ts'

export const showSecondFactor = defineRoute({
  method: 'get',
  path: '/me/second_factor',
  access: 'customer',
  summary: 'The account’s authenticator app, its recovery codes left, and whether the admin console needs one',
  response: dataEnvelope(SecondFactorJson),
  errors: [],
  async handle({ app, actor, mayUseDevTools }) {
    return { data: await secondFactorStatus(app, actor, isFromThisMachine({ app, mayUseDevTools })) }
  },
})
