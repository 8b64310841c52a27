import { defineRoute } from '../defineRoute.ts'
import { Carrier } from '../../models/Carrier.ts'
import { CarrierChoiceJson } from '../../../shared/schemas/insurancePolicy.ts'
import { collectionEnvelope } from '../../../shared/schemas/envelope.ts'

/** The carriers a customer can pick when adding a policy (any other is typed in). */
export const carriers = defineRoute({
  method: 'get',
  path: '/policy_carriers',
  access: 'customer',
  summary: 'Carriers to choose from when adding a policy',
  response: collectionEnvelope(CarrierChoiceJson),
  errors: [],
  async handle() {
    const rows = await Carrier.query().orderByRaw('lower(name)').select('id', 'name')
    return { data: rows.map((row) => ({ id: row.id, name: row.name })) }
  },
})
