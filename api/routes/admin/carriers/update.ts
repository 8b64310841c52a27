import { defineRoute } from '../../defineRoute.ts'
import { updateCarrier } from '../../../services/carriers.ts'
import { presentCarrier } from '../../../presenters/carrier.ts'
import { CarrierBody, CarrierIdParams, CarrierJson } from '../../../../shared/schemas/carriers.ts'
import { messageEnvelope } from '../../../../shared/schemas/envelope.ts'
import { adminWriteLimits } from '../../writeLimits.ts'

export const update = defineRoute({
  method: 'put',
  path: '/admin/carriers/:id',
  access: 'admin',
  summary: 'Changes a carrier',
  response: messageEnvelope(CarrierJson),
  errors: ['not_found', 'conflict'],
  rateLimits: adminWriteLimits('carriers:update'),
  params: CarrierIdParams,
  body: CarrierBody,
  async handle({ app, params, body }) {
    return { data: presentCarrier(await updateCarrier(app, params.id, body.carrier)), message: 'Carrier updated.' }
  },
})
