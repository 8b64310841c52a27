import { defineRoute } from '../defineRoute.ts'

export const health = defineRoute({
  method: 'get',
  path: '/health',
  access: 'public',
  async handle() {
    return { data: { status: 'ok' } }
  },
})
