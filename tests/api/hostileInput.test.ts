import { describe, expect, it } from 'vitest'
import { routes } from '../../api/routes/index.ts'
import type { Route } from '../../api/routes/defineRoute.ts'
import { API_BASE } from '../../shared/contract.ts'
import { http, type RequestOptions } from '../support/http.ts'
import { createUser } from '../support/factories.ts'

const LONG = 'x'.repeat(10_000)

// Every field name any endpoint reads, so each hostile body reaches each schema's fields.
const FIELDS = [
  'email', 'password', 'password_confirmation', 'first_name', 'last_name', 'code', 'token', 'applicant',
  'insurance_type', 'status', 'note', 'subscription_plan', 'subscription_plan_id', 'subscription_plan_variation_id',
  'subscription_id', 'card_token', 'name', 'plan_type', 'description', 'active', 'variations', 'subject', 'body',
  'message', 'insurance_request_number', 'request_number', 'auto_insurance',
]
const everyField = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]))

const BODIES: { name: string; options: RequestOptions }[] = [
  { name: 'an empty object', options: { body: {} } },
  { name: '10,000-character strings', options: { body: everyField(LONG) } },
  { name: 'numbers for every field', options: { body: everyField(12345678901234567890) } },
  { name: 'objects for every field', options: { body: everyField({ nested: [LONG] }) } },
  { name: 'arrays for every field', options: { body: everyField([1, 'two', null]) } },
  { name: 'a JSON array', options: { rawBody: '[1,2,3]' } },
  { name: 'a JSON string', options: { rawBody: '"hello"' } },
  { name: 'JSON null', options: { rawBody: 'null' } },
  { name: 'broken JSON', options: { rawBody: '{"email": ' } },
]

const QUERIES = [
  '?page=-1&per_page=abc&status=nope&type=nope&search=%00',
  // One long value each: Node refuses request heads over 16 KB before the app sees them.
  `?page=99999999999999999999&per_page=1e9&search=${LONG}`,
  `?status=${LONG}`,
  `?email=${LONG}`,
  '?page[]=1&status[]=pending&status[]=quoted&search[a]=b',
]

// A number past bigint, letters, and something the router must not read as a path.
const PARAMS = ['99999999999999999999', 'abc', '%2e%2e', LONG.slice(0, 2_000)]

const label = (route: Route) => `${route.method.toUpperCase()} ${route.path}`
const pathWith = (route: Route, value: string) => `${API_BASE}${route.path.replace(/:(\w+)/g, value)}`

function expectClearRefusal(res: { status: number; body: any }, what: string) {
  expect(res.status, what).toBeLessThan(500)
  if (res.status >= 400) {
    expect(typeof res.body.code, what).toBe('string')
    expect(typeof res.body.message, what).toBe('string')
  }
}

describe('hostile input to every endpoint', () => {
  // An administrator passes every access check, so the input itself is what each handler meets.
  // Each route gets its own, as DELETE /auth/logout ends the session it is called with.
  const asAdmin = async () => (await createUser({ admin: true })).token

  it('never answers 5xx to a hostile body, and refuses it with a code and a message', async () => {
    for (const route of routes.filter((r) => r.method !== 'get')) {
      const token = await asAdmin()
      for (const { name, options } of BODIES) {
        const res = await http(route.method, pathWith(route, '999999999'), { ...options, token })
        expectClearRefusal(res, `${label(route)} with ${name}`)
      }
    }
  })

  it('never answers 5xx to hostile query strings', async () => {
    for (const route of routes.filter((r) => r.method === 'get')) {
      const token = await asAdmin()
      for (const query of QUERIES) {
        const res = await http('GET', `${pathWith(route, '999999999')}${query}`, { token })
        expectClearRefusal(res, `${label(route)} with ${query.slice(0, 60)}`)
      }
    }
  })

  it('never answers 5xx to hostile path parameters', async () => {
    for (const route of routes.filter((r) => r.path.includes(':'))) {
      const token = await asAdmin()
      for (const param of PARAMS) {
        const res = await http(route.method, pathWith(route, param), { token, body: route.method === 'get' ? undefined : {} })
        expectClearRefusal(res, `${label(route)} with ${param.slice(0, 30)}`)
      }
    }
  })
})
