import { defineRoute } from '../defineRoute.ts'
import { supportAllowance } from '../../services/support.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { SupportAllowanceJson } from '../../../shared/schemas/support.ts'

/** Whether the customer's plan lets them open another conversation, so the form can say so up front. */
export const allowance = defineRoute({
  method: 'get',
  path: '/support/allowance',
  access: 'customer',
  summary: 'Whether another conversation may be opened',
  response: dataEnvelope(SupportAllowanceJson),
  errors: [],
  async handle({ actor }) {
    return { data: await supportAllowance(actor.user.id) }
  },
})
