import { describe, expect, it } from 'vitest'
import { http, randomIp } from '../support/http.ts'
import { uniqueEmail } from '../support/factories.ts'

// The test app runs with TRUST_PROXY=true: one proxy hop, whose entry is the right-most one.
describe('the client address behind one trusted proxy', () => {
  it('is the entry the proxy wrote, so forged left-most entries do not dodge a limit', async () => {
    const real = randomIp()
    const statuses: number[] = []
    for (let sent = 0; sent < 11; sent += 1) {
      const forged = `${randomIp()}, ${randomIp()}`
      const res = await http('POST', '/api/v1/auth/password/forgot', { body: { email: uniqueEmail('forged') }, ip: `${forged}, ${real}` })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429])
  })
})
