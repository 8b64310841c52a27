import { describe, expect, it } from 'vitest'
import { http } from '../support/http.ts'
import { createUser } from '../support/factories.ts'

describe('DELETE /api/v1/auth/logout', () => {
  it('ends the session: the same token is refused afterwards', async () => {
    const { token } = await createUser()
    const res = await http('DELETE', '/api/v1/auth/logout', { token })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ data: null, message: 'Logged out' })
    expect((await http('GET', '/api/v1/me', { token })).status).toBe(401)
    expect((await http('DELETE', '/api/v1/auth/logout', { token })).status).toBe(401)
  })

  it('leaves the user’s other sessions signed in', async () => {
    const { email, password, token } = await createUser()
    const other = await http('POST', '/api/v1/auth/login', { body: { email, password } })
    await http('DELETE', '/api/v1/auth/logout', { token })
    expect((await http('GET', '/api/v1/me', { token: other.body.data.token })).status).toBe(200)
  })

  it('answers 401 without a token or with a garbage one', async () => {
    expect((await http('DELETE', '/api/v1/auth/logout')).status).toBe(401)
    const res = await http('DELETE', '/api/v1/auth/logout', { token: 'garbage.token.here' })
    expect(res.status).toBe(401)
    expect(res.body.code).toBe('unauthenticated')
  })
})
