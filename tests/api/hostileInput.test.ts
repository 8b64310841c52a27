import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { routes } from '../../api/routes/index.ts'
import type { Route } from '../../api/routes/defineRoute.ts'
import { API_BASE } from '../../shared/contract.ts'
import { http, THIS_MACHINE, type RequestOptions, type HttpResult } from '../support/http.ts'
import { createUser, uniqueEmail } from '../support/factories.ts'
import { validRequestBody } from '../support/insuranceRequestBodies.ts'
import { testServer } from '../support/server.ts'
import { CONTROL_CHARACTER_MESSAGE, SINGLE_LINE_MESSAGE } from '../../shared/rules/text.ts'

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
  { name: 'numbers for every field', options: { body: everyField(1.2345678901234567e19) } },
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

function expectClearRefusal(res: HttpResult, what: string) {
  expect(res.status, what).toBeLessThan(500)
  if (res.status >= 400) {
    expect(typeof res.body.code, what).toBe('string')
    expect(typeof res.body.message, what).toBe('string')
  }
}

// An administrator passes every access check, so the input itself is what each handler meets.
// Each route gets its own, as DELETE /auth/logout ends the session it is called with.
const asAdminToken = async () => (await createUser({ admin: true })).token

describe('hostile input to every endpoint', () => {

  it('never answers 5xx to a hostile body, and refuses it with a code and a message', async () => {
    for (const route of routes.filter((r) => r.method !== 'get')) {
      const token = await asAdminToken()
      for (const { name, options } of BODIES) {
        const res = await http(route.method, pathWith(route, '999999999'), { ...options, token })
        expectClearRefusal(res, `${label(route)} with ${name}`)
      }
    }
  })

  it('never answers 5xx to hostile query strings', async () => {
    for (const route of routes.filter((r) => r.method === 'get')) {
      const token = await asAdminToken()
      for (const query of QUERIES) {
        const res = await http('GET', `${pathWith(route, '999999999')}${query}`, { token })
        expectClearRefusal(res, `${label(route)} with ${query.slice(0, 60)}`)
      }
    }
  })

  it('never answers 5xx to hostile path parameters', async () => {
    for (const route of routes.filter((r) => r.path.includes(':'))) {
      const token = await asAdminToken()
      for (const param of PARAMS) {
        const res = await http(route.method, pathWith(route, param), { token, body: route.method === 'get' ? undefined : {} })
        expectClearRefusal(res, `${label(route)} with ${param.slice(0, 30)}`)
      }
    }
  })
})

// Every character no typed text has: C0 controls but tab, line feed and return; DEL; C1; lone UTF-16 halves.
const CODES = [
  ...Array.from({ length: 32 }, (_, code) => code).filter((code) => ![9, 10, 13].includes(code)),
  ...Array.from({ length: 33 }, (_, i) => 0x7f + i),
]
const controlCharacter = fc.oneof(
  fc.constantFrom(...CODES.map((code) => String.fromCharCode(code))),
  fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF'),
)
/** Ordinary text with at least one control character (or half a surrogate pair) somewhere in it. */
const hostileText = fc
  .tuple(fc.string({ maxLength: 8 }), controlCharacter, fc.string({ maxLength: 8 }))
  .map(([before, bad, after]) => `x${before}${bad}${after}`)

/** The same for addresses: a URL carries UTF-8, so half a surrogate pair cannot travel in one. */
const hostileUrlText = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CODES.map((code) => String.fromCharCode(code))), fc.string({ maxLength: 8 }))
  .map(([before, bad, after]) => `x${before}${bad}${after}`)

/** `[[[…1…]]]` nested `depth` deep, written as text so the client side never recurses. */
const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`

describe('control characters and lone surrogates', () => {
  it('refuse a hostile name at sign-up with 422 on the field', async () => {
    await fc.assert(fc.asyncProperty(hostileText, async (name) => {
      const res = await http('POST', '/api/v1/auth/register', {
        body: { email: uniqueEmail('ctl'), first_name: name, last_name: 'Doe', password: 'plum-harbor-41', password_confirmation: 'plum-harbor-41' },
      })
      expect(res.status).toBe(422)
      expect(res.body.code).toBe('validation_failed')
      expect(res.body.fields.first_name).toBe(CONTROL_CHARACTER_MESSAGE)
    }), { numRuns: 15 })
  })

  it('refuse a hostile help message, and keep line breaks and tabs in one', async () => {
    const { token } = await createUser()
    await fc.assert(fc.asyncProperty(hostileText, async (body) => {
      const res = await http('POST', '/api/v1/support/conversations', { token, body: { subject: 'Hello', body } })
      expect(res.status).toBe(422)
      expect(res.body.fields.body).toBe(CONTROL_CHARACTER_MESSAGE)
    }), { numRuns: 10 })
    const kept = await http('POST', '/api/v1/support/conversations', { token, body: { subject: 'Hello', body: 'Line one\n\tLine two' } })
    expect(kept.status).toBe(201)
    expect(kept.body.data.messages[0].body).toBe('Line one\n\tLine two')
  })

  it('refuse a line break or tab in one-line text with its own message', async () => {
    const { token } = await createUser()
    const res = await http('POST', '/api/v1/support/conversations', { token, body: { subject: 'Two\nlines', body: 'Fine' } })
    expect(res.status).toBe(422)
    expect(res.body.fields).toEqual({ subject: SINGLE_LINE_MESSAGE })
  })

  describe('in one-line fields', () => {
    const variations = [{ billing_cycle: 'MONTHLY', price: '1.00', currency: 'USD' }]
    const plan = (fields: Record<string, unknown>) => ({ subscription_plan: { name: 'Plain plan', plan_type: 'basic', variations, ...fields } })
    const carrier = (fields: Record<string, unknown>) => ({ carrier: { name: 'Plain Mutual', rating: 'A', states: ['CA'], ...fields } })
    const query = (value: string) => encodeURIComponent(value)
    const CASES: { field: string; request: (value: string) => [method: string, path: string, body?: unknown] }[] = [
      { field: 'subscription_plan.name', request: (value) => ['post', '/api/v1/admin/subscription_plans', plan({ name: value })] },
      { field: 'subscription_plan.subtitle', request: (value) => ['post', '/api/v1/admin/subscription_plans', plan({ subtitle: value })] },
      { field: 'subscription_plan.features.0', request: (value) => ['post', '/api/v1/admin/subscription_plans', plan({ features: [value] })] },
      { field: 'carrier.name', request: (value) => ['post', '/api/v1/admin/carriers', carrier({ name: value })] },
      { field: 'carrier.satisfaction_note', request: (value) => ['post', '/api/v1/admin/carriers', carrier({ satisfaction_note: value })] },
      { field: 'search', request: (value) => ['get', `/api/v1/insurance_requests?search=${query(value)}`] },
      { field: 'search', request: (value) => ['get', `/api/v1/admin/user_subscriptions?search=${query(value)}`] },
      { field: 'request_number', request: (value) => ['get', `/api/v1/insurance_requests/${query(value)}`] },
      { field: 'to', request: (value) => ['get', `/api/v1/dev/mailbox?to=${query(value)}`] },
      { field: 'insurance_request_number', request: (value) => ['post', '/api/v1/support/conversations', { subject: 'Hello', body: 'Fine', insurance_request_number: value }] },
      { field: 'insurance_request.applicant_attributes.first_name', request: (value) => ['post', '/api/v1/insurance_requests', validRequestBody({ applicant: { first_name: value } })] },
      { field: 'insurance_request.applicant_attributes.address_attributes.street', request: (value) => ['post', '/api/v1/insurance_requests', validRequestBody({ address: { street: value } })] },
    ]

    it.each(CASES.map((entry) => [entry.field, entry] as const))('refuse a tab or a line break in %s with 422 and its message', async (_, { field, request }) => {
      const admin = await createUser({ admin: true })
      for (const value of ['Two\tparts', 'Two\nlines', 'Two\r\nlines']) {
        const [method, path, body] = request(value)
        // The dev mailbox answers only this machine (api/security/devTools.ts).
        const res = await http(method, path, { token: admin.token, body, ip: path.startsWith('/api/v1/dev/') ? THIS_MACHINE : undefined })
        expect(res.status, `${field} with ${JSON.stringify(value)}`).toBe(422)
        expect(res.body.code).toBe('validation_failed')
        expect(res.body.fields[field], `${field} with ${JSON.stringify(value)}`).toBe(SINGLE_LINE_MESSAGE)
      }
      const { app } = await testServer()
      expect(await app.knex('subscription_plans').where('name', 'like', 'Two%').count({ n: '*' }).first()).toEqual({ n: 0 })
      expect(await app.knex('carriers').where('name', 'like', 'Two%').count({ n: '*' }).first()).toEqual({ n: 0 })
    })

    it('leave line breaks and tabs in a plan description, which is typed in a text area', async () => {
      const admin = await createUser({ admin: true })
      const res = await http('POST', '/api/v1/admin/subscription_plans', { token: admin.token, body: plan({ name: 'Tabbed plan', description: 'Line one\n\tLine two' }) })
      expect(res.status).toBe(201)
      expect(res.body.data.description).toBe('Line one\n\tLine two')
    })
  })

  it('refuse hostile query strings and path parameters with 422', async () => {
    const admin = await createUser({ admin: true })
    await fc.assert(fc.asyncProperty(hostileUrlText, async (value) => {
      const search = await http('GET', `/api/v1/insurance_requests?search=${encodeURIComponent(value)}`, { token: admin.token })
      expect(search.status).toBe(422)
      expect(search.body.fields).toEqual({ search: CONTROL_CHARACTER_MESSAGE })
      const mailbox = await http('GET', `/api/v1/dev/mailbox?to=${encodeURIComponent(value)}`, { ip: THIS_MACHINE })
      expect(mailbox.status).toBe(422)
      expect(mailbox.body.fields).toEqual({ to: CONTROL_CHARACTER_MESSAGE })
      const number = await http('GET', `/api/v1/insurance_requests/${encodeURIComponent(value)}`, { token: admin.token })
      expect(number.status).toBe(422)
      expect(number.body.fields).toEqual({ request_number: CONTROL_CHARACTER_MESSAGE })
    }), { numRuns: 10 })
  })

  it('refuse them in a plan and in a key of the body', async () => {
    const admin = await createUser({ admin: true })
    const variations = [{ billing_cycle: 'MONTHLY', price: '1.00', currency: 'USD' }]
    const plan = await http('POST', '/api/v1/admin/subscription_plans', {
      token: admin.token, body: { subscription_plan: { name: 'Bad\u0000plan', plan_type: 'basic', variations } },
    })
    expect(plan.status).toBe(422)
    expect(plan.body.fields).toEqual({ 'subscription_plan.name': CONTROL_CHARACTER_MESSAGE })
    const key = await http('POST', '/api/v1/auth/login', { body: { email: 'a@example.com', password: 'whatever', 'x\u0000': 1 } })
    expect(key.status).toBe(422)
    expect(key.body.fields).toEqual({ 'x\u0000': CONTROL_CHARACTER_MESSAGE })
  })

  it('never answer 5xx at any endpoint, whatever field carries them', async () => {
    for (const route of routes) {
      const token = await asAdminToken()
      await fc.assert(fc.asyncProperty(hostileUrlText, hostileText, async (value, text) => {
        const res = route.method === 'get'
          ? await http('GET', `${pathWith(route, encodeURIComponent(value))}?search=${encodeURIComponent(value)}&to=${encodeURIComponent(value)}`, { token })
          : await http(route.method, pathWith(route, encodeURIComponent(value)), { token, body: everyField(text) })
        expectClearRefusal(res, `${label(route)} with ${JSON.stringify([value, text])}`)
      }), { numRuns: 3 })
    }
  })
})

describe('deeply nested JSON', () => {
  it('is refused at the body parser with 400 past 32 levels, on every endpoint that reads a body', async () => {
    for (const route of routes.filter((r) => r.method !== 'get' && r.method !== 'delete')) {
      const token = await asAdminToken()
      const res = await http(route.method, pathWith(route, '999999999'), { token, rawBody: `{"email":${nested(10_000)}}` })
      expect(res.status, label(route)).toBe(400)
      expect(res.body).toEqual({ code: 'malformed_json', message: 'The request body is nested too deeply (32 levels at most).' })
    }
  })

  it('is refused at any depth past the cap and passes below it', async () => {
    await fc.assert(fc.asyncProperty(fc.integer({ min: 32, max: 50_000 }), async (depth) => {
      const res = await http('POST', '/api/v1/auth/login', { rawBody: `{"email":${nested(depth)}}` })
      expect(res.status).toBe(400)
    }), { numRuns: 10 })
    const shallow = await http('POST', '/api/v1/auth/login', { rawBody: `{"email":${nested(30)}}` })
    expect(shallow.status).toBe(422)
  })
})

describe('the Square emulator', () => {
  async function emulator(path: string, rawBody: string) {
    const { url, app } = await testServer()
    const res = await fetch(`${url}/square-emulator${path}`, {
      method: 'POST', body: rawBody, headers: { 'content-type': 'application/json', authorization: `Bearer ${app.secrets.squareEmulator}` },
    })
    return { status: res.status, body: await res.json() }
  }
  const badRequest = (detail: string) => ({ errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'BAD_REQUEST', detail }] })

  it('refuses deep nesting, control characters and lone surrogates with 400', async () => {
    for (const path of ['/v2/payments', '/v2/customers', '/v2/cards', '/v1/card-nonce']) {
      const deep = await emulator(path, `{"source_id":${nested(10_000)}}`)
      expect(deep, path).toEqual({ status: 400, body: badRequest('The request body is nested too deeply.') })
      await fc.assert(fc.asyncProperty(hostileText, async (value) => {
        const res = await emulator(path, JSON.stringify({ idempotency_key: value, source_id: value, email_address: value }))
        expect(res, path).toEqual({ status: 400, body: badRequest('Text must not contain control characters.') })
      }), { numRuns: 5 })
    }
  })

  it('refuses control characters in a path parameter with 400 before any lookup', async () => {
    const { url, app } = await testServer()
    for (const path of ['/v2/payments', '/v2/refunds']) {
      await fc.assert(fc.asyncProperty(hostileUrlText, async (value) => {
        const res = await fetch(`${url}/square-emulator${path}/${encodeURIComponent(value)}`, { headers: { authorization: `Bearer ${app.secrets.squareEmulator}` } })
        expect({ status: res.status, body: await res.json() }, path).toEqual({ status: 400, body: badRequest('Text must not contain control characters.') })
      }), { numRuns: 5, examples: [['\u0000']] })
    }
  })
})
