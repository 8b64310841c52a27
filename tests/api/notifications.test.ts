import { describe, expect, it } from 'vitest'
import { User } from '../../api/models/User.ts'
import { http } from '../support/http.ts'
import { createUser, mailTo } from '../support/factories.ts'
import { validRequestBody } from '../support/insuranceRequestBodies.ts'

const PATH = '/api/v1/insurance_requests'

/** Submits a request, has an admin change it, and returns the opt-out link from the e-mail. */
async function optOutLink() {
  const owner = await createUser()
  const admin = await createUser({ admin: true })
  const created = await http('POST', PATH, { token: owner.token, body: validRequestBody() })
  await http('PUT', `${PATH}/${created.body.data.request_number}`, { token: admin.token, body: { insurance_request: { status: 'processing' } } })
  const [mail] = await mailTo(owner.email)
  const match = /https?:\/\/\S+\/api\/v1\/notifications\/unsubscribe\?token=[^\s"<]+/.exec(mail?.text_body ?? '')
  if (!match) throw new Error('no opt-out link in the status e-mail')
  const url = new URL(match[0])
  return { owner, path: `${url.pathname}${url.search}`, token: url.searchParams.get('token') ?? '' }
}

describe('GET /api/v1/notifications/unsubscribe', () => {
  it('turns quote notifications off from the e-mail link and answers an HTML page', async () => {
    const { owner, path } = await optOutLink()
    const res = await http('GET', path)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.body).toContain('You are unsubscribed')
    expect((await User.query().findById(owner.user.id))?.quote_notifications).toBe(false)
    // A second click is harmless.
    expect((await http('GET', path)).body).toContain('You are unsubscribed')
  })

  it('stops the status e-mails after opting out', async () => {
    const { owner, path } = await optOutLink()
    await http('GET', path)
    const admin = await createUser({ admin: true })
    const list = await http('GET', PATH, { token: owner.token })
    const number = list.body.data[0].request_number
    await http('PUT', `${PATH}/${number}`, { token: admin.token, body: { insurance_request: { status: 'quoted' } } })
    expect((await mailTo(owner.email)).filter((m) => m.subject.includes('changed to quoted'))).toEqual([])
  })

  it('refuses a forged, altered or missing token with an HTML page and changes nothing', async () => {
    const { owner, token } = await optOutLink()
    const victim = await createUser()
    const signature = token.split('.')[1] ?? ''
    for (const bad of [`${victim.user.id}.${signature}`, `${owner.user.id}.${signature.slice(0, -2)}AA`, 'garbage', '', 'x'.repeat(5000)]) {
      const res = await http('GET', `/api/v1/notifications/unsubscribe?token=${encodeURIComponent(bad)}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/html')
      expect(res.body).toContain('This link is not valid')
    }
    expect((await http('GET', '/api/v1/notifications/unsubscribe')).body).toContain('This link is not valid')
    expect((await User.query().findById(owner.user.id))?.quote_notifications).toBe(true)
    expect((await User.query().findById(victim.user.id))?.quote_notifications).toBe(true)
  })
})
