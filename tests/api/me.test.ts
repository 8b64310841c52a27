import { describe, expect, it } from 'vitest'
import { UserJson } from '../../shared/schemas/auth.ts'
import { http } from '../support/http.ts'
import { createUser } from '../support/factories.ts'

describe('GET /api/v1/me', () => {
  it('answers the signed-in customer', async () => {
    const { user, token, email } = await createUser({ first_name: 'Walter', last_name: 'Skinner' })
    const res = await http('GET', '/api/v1/me', { token })
    expect(res.status).toBe(200)
    expect(UserJson.parse(res.body.data)).toEqual({ id: user.id, first_name: 'Walter', last_name: 'Skinner', name: 'Walter Skinner', email, admin: false, has_password: true })
    expect(JSON.stringify(res.body)).not.toContain('argon2')
  })

  it('answers an admin with the admin flag', async () => {
    const { token } = await createUser({ admin: true })
    const res = await http('GET', '/api/v1/me', { token })
    expect(res.status).toBe(200)
    expect(res.body.data.admin).toBe(true)
  })

  it('answers each customer with their own account', async () => {
    const first = await createUser()
    const second = await createUser()
    expect((await http('GET', '/api/v1/me', { token: first.token })).body.data.id).toBe(first.user.id)
    expect((await http('GET', '/api/v1/me', { token: second.token })).body.data.id).toBe(second.user.id)
  })

  it('trims the name when a part is empty', async () => {
    const { token } = await createUser({ first_name: 'Cher', last_name: '' })
    expect((await http('GET', '/api/v1/me', { token })).body.data.name).toBe('Cher')
  })

  it('answers 401 without a token, with a garbage token and with a malformed header', async () => {
    for (const options of [{}, { token: 'not-a-jwt' }, { headers: { authorization: 'Basic abc' } }]) {
      const res = await http('GET', '/api/v1/me', options)
      expect(res.status).toBe(401)
      expect(res.body.code).toBe('unauthenticated')
    }
  })
})
