import { describe, expect, it } from 'vitest'
import { http } from '../support/http.ts'
import { testServer } from '../support/server.ts'
import { createUser, mailTo } from '../support/factories.ts'
import { validRequestBody } from '../support/insuranceRequestBodies.ts'

const SUBMISSIONS = 1000

describe('POST /api/v1/insurance_requests in bulk', () => {
  it('leaves exactly 1,000 requests with distinct numbers after 1,000 submissions in a row', { timeout: 300_000 }, async () => {
    const { app } = await testServer()
    const { token, user } = await createUser()
    const body = validRequestBody()
    const numbers = new Set<string>()
    for (let i = 0; i < SUBMISSIONS; i += 1) {
      const res = await http('POST', '/api/v1/insurance_requests', { token, body, ip: '10.200.0.1' })
      expect(res.status).toBe(201)
      numbers.add(res.body.data.request_number)
    }
    expect(numbers.size).toBe(SUBMISSIONS)
    const rows = await app.knex('insurance_requests').where({ user_id: user.id }).count({ n: '*' }).first()
    expect(Number(rows?.n)).toBe(SUBMISSIONS)
    const applicants = await app
      .knex('applicants')
      .join('insurance_requests', 'insurance_requests.id', 'applicants.insurance_request_id')
      .where('insurance_requests.user_id', user.id)
      .count({ n: '*' })
      .first()
    expect(Number(applicants?.n)).toBe(SUBMISSIONS)
    const listed = await http('GET', '/api/v1/insurance_requests?per_page=1', { token })
    expect(listed.body.meta.total).toBe(SUBMISSIONS)
    // One confirmation e-mail per request, all queued with it, all delivered.
    const mail = await mailTo(user.email)
    expect(mail).toHaveLength(SUBMISSIONS)
    expect(new Set(mail.map((message) => message.subject)).size).toBe(SUBMISSIONS)
  })
})
