import { describe, expect, it } from 'vitest'
import { routes } from '../../api/routes/index.ts'

/**
 * Every route that changes something counts its callers, declared on its route object, so the
 * route list shows at a glance which writes could be hammered (issue #31 found 20 without one).
 */
describe('rate limits declared on the route list', () => {
  const writes = routes.filter((route) => route.method !== 'get')
  const named = (route: (typeof routes)[number]) => `${route.method.toUpperCase()} ${route.path}`

  it('walks the writes the issue found unlimited', () => {
    expect(writes.map(named)).toEqual(
      expect.arrayContaining([
        'DELETE /auth/logout',
        'POST /auth/login',
        'POST /notifications/unsubscribe',
        'POST /insurance_requests/:request_number/offers/:id/choose',
        'POST /subscriptions/cancel',
        'PUT /insurance_requests/:request_number',
        'POST /admin/subscription_plans',
      ]),
    )
  })

  it.each(writes.map((route) => [named(route), route] as const))('limits %s', (_, route) => {
    expect(route.rateLimits.length).toBeGreaterThan(0)
  })
})
