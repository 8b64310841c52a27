import { describe, expect, it } from 'vitest'
import { routes } from '../../api/routes/index.ts'
import { authorize, type Route } from '../../api/routes/defineRoute.ts'
import { AppError } from '../../api/errors.ts'
import { API_BASE } from '../../shared/contract.ts'
import { http, THIS_MACHINE } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser } from '../support/factories.ts'
import { User } from '../../api/models/User.ts'

// Ids that belong to nothing, so an admin reaching a handler changes nothing.
const DUMMY_PARAM = '999999999'

/** A concrete URL for a route pattern: `:name` params get a dummy value, optional groups are kept. */
function urlFor(route: Route): string {
  const path = route.path
    .replace(/:(\w+)/g, DUMMY_PARAM)
    .replace(/\*(\w+)/g, 'x')
    .replace(/[{}]/g, '')
  return `${API_BASE}${path}`
}

const protectedRoutes = routes.filter((route) => route.access !== 'public')
const adminRoutes = routes.filter((route) => route.access === 'admin')
/** The dev routes exist only for this machine (api/security/devTools.ts); every other route is asked from anywhere. */
const ipFor = (route: Route) => (route.path.startsWith('/dev/') ? THIS_MACHINE : undefined)
const label = (route: Route) => `${route.method.toUpperCase()} ${route.path}`

async function revokedToken(): Promise<string> {
  const { token } = await createUser()
  expect((await http('DELETE', '/api/v1/auth/logout', { token })).status).toBe(200)
  return token
}

describe('access levels of every route', () => {
  it('has protected routes to check', () => {
    expect(protectedRoutes.map(label)).toEqual(expect.arrayContaining(['GET /me', 'DELETE /auth/logout']))
  })

  it('declares every /admin route admin-only', () => {
    const adminPaths = routes.filter((route) => route.path === '/admin' || route.path.startsWith('/admin/'))
    for (const route of adminPaths) expect(route.access, label(route)).toBe('admin')
  })

  it('answers 401 to an anonymous caller on every customer and admin route', async () => {
    for (const route of protectedRoutes) {
      const res = await http(route.method, urlFor(route), { ip: ipFor(route), body: route.method === 'get' || route.method === 'delete' ? undefined : {} })
      expect(res.status, label(route)).toBe(401)
      expect(res.body.code, label(route)).toBe('unauthenticated')
    }
  })

  it('answers 401 to a garbage, a revoked and an expired token on every customer and admin route', async () => {
    const { setNow } = await testServer()
    const revoked = await revokedToken()
    const { token: expiring } = await createUser()
    const forged = `${expiring.slice(0, -4)}AAAA`
    for (const route of protectedRoutes) {
      for (const token of ['garbage', forged, revoked]) {
        const res = await http(route.method, urlFor(route), { token, ip: ipFor(route), body: route.method === 'get' ? undefined : {} })
        expect(res.status, `${label(route)} with ${token.slice(0, 12)}`).toBe(401)
      }
    }
    try {
      setNow(new Date(Date.now() + 31 * 86_400_000))
      for (const route of protectedRoutes) {
        const res = await http(route.method, urlFor(route), { token: expiring, ip: ipFor(route), body: route.method === 'get' ? undefined : {} })
        expect(res.status, `${label(route)} after 31 days`).toBe(401)
      }
    } finally {
      setNow(null)
    }
  })

  it('answers 403 to a customer and lets an admin through on every admin route', async () => {
    const customer = await createUser()
    const admin = await createUser({ admin: true })
    for (const route of adminRoutes) {
      const body = route.method === 'get' ? undefined : {}
      const asCustomer = await http(route.method, urlFor(route), { token: customer.token, body })
      expect(asCustomer.status, label(route)).toBe(403)
      expect(asCustomer.body.code, label(route)).toBe('forbidden')
      const asAdmin = await http(route.method, urlFor(route), { token: admin.token, body })
      expect([401, 403], label(route)).not.toContain(asAdmin.status)
    }
  })

  it('decides admin access by the user’s admin flag (authorize)', async () => {
    const customer = await createUser()
    const admin = await createUser({ admin: true })
    const status = (run: () => unknown) => {
      try {
        run()
        return 200
      } catch (error) {
        return error instanceof AppError ? error.status : 500
      }
    }
    const session = { sessionId: 'x', secondFactor: true }
    expect(status(() => authorize('admin', null, false))).toBe(401)
    expect(status(() => authorize('admin', { user: customer.user, ...session }, false))).toBe(403)
    expect(status(() => authorize('admin', { user: admin.user, ...session }, false))).toBe(200)
    expect(status(() => authorize('customer', null, false))).toBe(401)
    expect(status(() => authorize('customer', { user: customer.user, ...session }, false))).toBe(200)
    expect(status(() => authorize('public', null, false))).toBe(200)
  })

  it('reads the admin flag from the account, not from the token, from the next request on', async () => {
    // A session that passed a second factor: without one an admin acts as a customer (tests/api/secondFactor.test.ts).
    const { user, token } = await createUser({ secondFactor: true })
    expect((await http('GET', '/api/v1/me', { token })).body.data.admin).toBe(false)
    await User.query().findById(user.id).patch({ admin: true })
    expect((await http('GET', '/api/v1/me', { token })).body.data.admin).toBe(true)
    await User.query().findById(user.id).patch({ admin: false })
    expect((await http('GET', '/api/v1/me', { token })).body.data.admin).toBe(false)
  })
})
