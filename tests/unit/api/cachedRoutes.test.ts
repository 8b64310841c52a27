import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineRoute } from '../../../api/routes/defineRoute.ts'
import { routes } from '../../../api/routes/index.ts'

const Answer = z.object({ ok: z.boolean() })

describe('answers that browsers and CDNs may keep', () => {
  it('are public routes only: the type refuses cacheSeconds on a signed-in route', () => {
    // @ts-expect-error A shared cache must never keep one person's answer for another.
    const route = defineRoute({
      method: 'get',
      path: '/mine',
      access: 'customer',
      summary: 'A signed-in answer',
      response: Answer,
      errors: [],
      cacheSeconds: 60,
      handle: async () => ({ ok: true }),
    })
    expect(route.cacheSeconds).toBeNull()
  })

  it('are the public plan list alone in the whole API', () => {
    expect(routes.filter((route) => route.cacheSeconds !== null).map((route) => `${route.access} ${route.path}`)).toEqual(['public /subscription_plans'])
  })
})
