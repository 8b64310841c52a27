import { defineRoute } from '../../defineRoute.ts'
import { retireCarrier } from '../../../services/carriers.ts'
import { presentCarrier } from '../../../presenters/carrier.ts'
import { CarrierIdParams, CarrierJson } from '../../../../shared/schemas/carriers.ts'
import { messageEnvelope } from '../../../../shared/schemas/envelope.ts'
import { adminWriteLimits } from '../../writeLimits.ts'

/** A retired carrier keeps its past offers but cannot get new ones. */
export const retire = defineRoute({
  method: 'post',
  path: '/admin/carriers/:id/retire',
  access: 'admin',
  summary: 'Retires a carrier',
  response: messageEnvelope(CarrierJson),
  errors: ['not_found', 'conflict'],
  rateLimits: adminWriteLimits('carriers:retire'),
  params: CarrierIdParams,
  async handle({ app, params }) {
    return { data: presentCarrier(await retireCarrier(app, params.id)), message: 'Carrier retired.' }
  },
})
