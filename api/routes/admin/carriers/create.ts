import { defineRoute } from '../../defineRoute.ts'
import { createCarrier } from '../../../services/carriers.ts'
import { presentCarrier } from '../../../presenters/carrier.ts'
import { CarrierBody, CarrierJson } from '../../../../shared/schemas/carriers.ts'
import { messageEnvelope } from '../../../../shared/schemas/envelope.ts'
import { adminWriteLimits } from '../../writeLimits.ts'

export const create = defineRoute({
  method: 'post',
  path: '/admin/carriers',
  access: 'admin',
  summary: 'Adds a carrier',
  response: messageEnvelope(CarrierJson),
  errors: ['conflict'],
  rateLimits: adminWriteLimits('carriers:create'),
  status: 201,
  body: CarrierBody,
  async handle({ body }) {
    return { data: presentCarrier(await createCarrier(body.carrier)), message: 'Carrier added.' }
  },
})
