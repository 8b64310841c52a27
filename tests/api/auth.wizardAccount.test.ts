import { describe, expect, it } from 'vitest'
import { http } from '../support/http.ts'
import { createUser, lastCodeTo, mailTo, uniqueEmail } from '../support/factories.ts'

/** An account made by the quote wizard, its e-mail code entered: signed in, with no password. */
async function wizardAccount() {
  const email = uniqueEmail('wizard')
  await http('POST', '/api/v1/auth/register_from_applicant', { body: { applicant: { first_name: 'Wendy', last_name: 'Wizard', email } } })
  const verified = await http('POST', '/api/v1/auth/verify', { body: { email, password: await lastCodeTo(email) } })
  expect(verified.status).toBe(200)
  return { email, token: String(verified.body.data.token), user: verified.body.data.user }
}

describe('an account made by the quote wizard', () => {
  it('says it has no password yet, and its welcome e-mail links to setting one', async () => {
    const { email, user } = await wizardAccount()
    expect(user.has_password).toBe(false)
    const [welcome] = await mailTo(email)
    expect(welcome?.subject).toBe('Welcome to GetQuote')
    expect(welcome?.text_body).toContain(`/reset-password?email=${encodeURIComponent(email)}`)
    expect(welcome?.html_body).toContain('Set a password')
  })

  it('sends the welcome once: a second verification does not repeat it', async () => {
    const { email } = await wizardAccount()
    await http('POST', '/api/v1/auth/resend_verification', { body: { email } })
    await http('POST', '/api/v1/auth/verify', { body: { email, password: await lastCodeTo(email) } })
    expect((await mailTo(email)).filter((m) => m.subject === 'Welcome to GetQuote')).toHaveLength(1)
  })

  it('gets the same generic login answer as a wrong password', async () => {
    const { email } = await wizardAccount()
    const res = await http('POST', '/api/v1/auth/login', { body: { email, password: 'anything-at-all' } })
    expect(res.status).toBe(401)
    expect(res.body.message).toBe('Invalid email or password')
  })

  it('sets its first password through "Forgot password?", whose e-mail says "set", then logs in with it', async () => {
    const { email } = await wizardAccount()
    const forgot = await http('POST', '/api/v1/auth/password/forgot', { body: { email } })
    expect(forgot.body).toEqual({ data: null, message: 'If an account exists for that email, we have sent a code to reset its password.' })
    const [codeMail] = await mailTo(email)
    expect(codeMail?.subject).toBe('Set your GetQuote password')
    expect(codeMail?.text_body).toContain('has no password yet')
    const reset = await http('POST', '/api/v1/auth/password/reset', {
      body: { email, code: await lastCodeTo(email), password: 'wizard-secret-2026', password_confirmation: 'wizard-secret-2026' },
    })
    expect(reset.status).toBe(200)
    expect((await mailTo(email))[0]?.subject).toBe('Your GetQuote password was set')
    expect((await http('POST', '/api/v1/auth/login', { body: { email, password: 'wizard-secret-2026' } })).status).toBe(200)
  })

  it('sets its password right after verification with PUT /me/password, no current password asked', async () => {
    const { email, token } = await wizardAccount()
    const res = await http('PUT', '/api/v1/me/password', { token, body: { password: 'wizard-secret-2026', password_confirmation: 'wizard-secret-2026' } })
    expect(res.status).toBe(200)
    expect((await http('POST', '/api/v1/auth/login', { body: { email, password: 'wizard-secret-2026' } })).status).toBe(200)
  })
})

describe('a reset of an existing password', () => {
  it('is still called a reset, and afterwards e-mails "your password was changed"', async () => {
    const me = await createUser()
    await http('POST', '/api/v1/auth/password/forgot', { body: { email: me.email } })
    expect((await mailTo(me.email))[0]?.subject).toBe('Reset your GetQuote password')
    await http('POST', '/api/v1/auth/password/reset', {
      body: { email: me.email, code: await lastCodeTo(me.email), password: 'after-reset-2026', password_confirmation: 'after-reset-2026' },
    })
    expect((await mailTo(me.email))[0]?.subject).toBe('Your GetQuote password was changed')
  })
})
