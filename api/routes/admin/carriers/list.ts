import { defineRoute } from '../../defineRoute.ts'
import { listCarriers } from '../../../services/carriers.ts'
import { presentCarrier } from '../../../presenters/carrier.ts'
import { collectionEnvelope } from '../../../../shared/schemas/envelope.ts'
import { CarrierJson } from '../../../../shared/schemas/carriers.ts'

/** Every carrier, retired ones last. */
export const list = defineRoute({
  method: 'get',
  path: '/admin/carriers',
  access: 'admin',
  summary: 'Lists every carrier, retired ones last',
  response: collectionEnvelope(CarrierJson),
  errors: [],
  async handle() {
    const carriers = await listCarriers()
    return { data: carriers.map(presentCarrier) }
  },
})
