import { defineRoute } from '../defineRoute.ts'
import { collectAccountData } from '../../services/dataExport.ts'
import { presentAccountExport } from '../../presenters/accountExport.ts'
import { assertRecentAuthentication } from '../../services/recentAuth.ts'
import { exportLimits } from './rateLimits.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { AccountExportJson } from '../../../shared/schemas/account.ts'

export const exportData = defineRoute({
  method: 'get',
  path: '/me/export',
  access: 'customer',
  summary: 'Everything held about the signed-in person',
  response: dataEnvelope(AccountExportJson),
  errors: ['reauthentication_required'],
  rateLimits: exportLimits,
  async handle({ app, actor }) {
    await assertRecentAuthentication(app, actor)
    const data = await collectAccountData(app, actor.user)
    return { data: presentAccountExport(actor.user, data, actor.sessionId, app.now()) }
  },
})
