import { describe, expect, it } from 'vitest'
import { http } from '../support/http.ts'
import { createUser } from '../support/factories.ts'

/** The same anonymous request twice: the second is answered from memory (api/responseMemo.ts). */
async function twice(path: string, headers: Record<string, string> = {}) {
  const first = await http('GET', path, { headers })
  const second = await http('GET', path, { headers })
  return [first, second] as const
}

const without = (headers: Headers, ...names: string[]) =>
  Object.fromEntries([...headers].filter(([name]) => !names.includes(name)))

describe('answers replayed from memory', () => {
  it('are the bytes and headers the full answer had, with a request id of their own', async () => {
    for (const [path, encoding] of [['/', 'br'], ['/', 'identity'], ['/about', 'gzip'], ['/api/v1/subscription_plans', 'gzip']] as const) {
      const [first, second] = await twice(path, { 'accept-encoding': encoding })
      expect(second.status, path).toBe(200)
      expect(second.body, path).toEqual(first.body)
      expect(without(second.headers, 'x-request-id', 'date'), path).toEqual(without(first.headers, 'x-request-id', 'date'))
      expect(second.headers.get('x-request-id'), path).not.toBe(first.headers.get('x-request-id'))
      expect(second.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it('keep a proxy request id', async () => {
    await http('GET', '/pricing')
    const replayed = await http('GET', '/pricing', { headers: { 'x-request-id': 'lb-memo-12345' } })
    expect(replayed.headers.get('x-request-id')).toBe('lb-memo-12345')
  })

  it('leave conditional requests to the full stack, which answers 304', async () => {
    const [first] = await twice('/api/v1/subscription_plans')
    const etag = first.headers.get('etag') ?? ''
    // As a browser revalidates (fetch itself would add `no-cache`).
    const conditional = await http('GET', '/api/v1/subscription_plans', { headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' } })
    expect(conditional.status).toBe(304)
  })

  it('follow a plan change at once in the process that made it', async () => {
    await twice('/api/v1/subscription_plans')
    const admin = await createUser({ admin: true })
    const created = await http('POST', '/api/v1/admin/subscription_plans', {
      token: admin.token,
      body: { subscription_plan: { name: 'Memo Plan', plan_type: 'premium', description: 'New', active: true, variations: [{ billing_cycle: 'MONTHLY', price: '5', currency: 'USD', active: true }] } },
    })
    expect(created.status).toBe(201)
    const after = await http('GET', '/api/v1/subscription_plans')
    expect(after.body.data.map((plan: { name: string }) => plan.name)).toContain('Memo Plan')
  })

  it('are not kept for answers other than 200', async () => {
    const [first, second] = await twice('/no/such/page')
    expect(first.status).toBe(404)
    expect(second.status).toBe(404)
    const [api] = await twice('/api/v1/no/such/thing')
    expect(api.status).toBe(404)
  })
})
