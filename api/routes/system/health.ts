import { defineRoute } from '../defineRoute.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { HealthJson } from '../../../shared/schemas/system.ts'

export const health = defineRoute({
  method: 'get',
  path: '/health',
  access: 'public',
  summary: 'Liveness (no database)',
  response: dataEnvelope(HealthJson),
  errors: [],
  async handle() {
    return { data: { status: 'ok' as const } }
  },
})
