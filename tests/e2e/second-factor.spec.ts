import { generate } from 'otplib'
import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { bearer, DEMO_ADMIN, openSignedIn, registerCustomer, tokenFor } from '../support/accounts.ts'
import { RecoveryCodesJson, TotpSetupJson } from '../../shared/schemas/secondFactor.ts'
import { logIn } from '../support/pageActions.ts'

/** The app's code for a moment `aheadSeconds` from now, as the authenticator app on a phone computes it. */
const appCode = (secret: string, aheadSeconds = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + aheadSeconds })

test('an admin sets up an authenticator app from /account, keeps the recovery codes, then signs in with its code', async ({ page, request }) => {
  // The demo admin is this worker's only admin; a token from before the app, to take it away again
  // whatever happens, so the next tests sign in as before.
  const cleanupToken = await tokenFor(request, DEMO_ADMIN)
  try {
    await logIn(page, DEMO_ADMIN)
    await expect(page).toHaveURL('/admin')
    await page.goto('/account')
    const section = page.getByRole('region', { name: 'Second factor' })
    await expect(section.getByText('You are the demo administrator on this machine, so the admin console opens without a second factor here.')).toBeVisible()
    await section.getByRole('button', { name: 'Set up an authenticator app' }).click()

    await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
    const secret = (await section.locator('code').textContent()) ?? ''
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
    await expectNoSeriousA11yViolations(page)
    const right = await appCode(secret)
    await section.getByLabel('6-digit code from the app').fill(right === '000000' ? '111111' : '000000')
    await section.getByRole('button', { name: 'Confirm' }).click()
    await expect(section.getByText('That code is not right. Check that the time on your phone is set automatically, and enter the newest code.')).toBeVisible()
    await section.getByLabel('6-digit code from the app').fill(await appCode(secret))
    await section.getByRole('button', { name: 'Confirm' }).click()

    const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
    await expect(codes).toHaveCount(10)
    await expect(codes.first()).toHaveText(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/)
    await expectNoSeriousA11yViolations(page)
    await section.getByRole('button', { name: 'I have saved my recovery codes' }).click()
    await expect(section.getByText(/Authenticator app: set up on .*, last used .*\. 10 of 10 recovery codes left\./)).toBeVisible()

    // Signed out, the password alone no longer signs in: the app's code is asked for next.
    await page.evaluate(() => localStorage.clear())
    await logIn(page, DEMO_ADMIN)
    await expect(page.getByRole('status').filter({ hasText: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.' })).toBeVisible()
    await expect(page.getByLabel('Authentication code')).toBeFocused()
    await expectNoSeriousA11yViolations(page)
    // The code just used to confirm the app is spent: the app's next one, as a person waiting for it would type.
    await page.getByLabel('Authentication code').fill(await appCode(secret, 30))
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL('/admin')
  } finally {
    expect((await request.delete('/api/v1/me/second_factor/totp', { headers: bearer(cleanupToken) })).status()).toBe(200)
  }
})

test('an admin without a second factor is sent to set one up before any admin screen', async ({ page, request }) => {
  // From this machine the demo admin is exempt; any other admin gets what the API answers them.
  await page.route('**/api/v1/me/second_factor', (route) =>
    route.fulfill({ status: 200, json: { data: { totp: null, recovery_codes_left: 0, passkeys: 0, session_verified: false, admin_console: 'setup_required' } } }),
  )
  await openSignedIn(page, await tokenFor(request, DEMO_ADMIN), '/admin/requests')
  await expect(page.getByRole('heading', { name: 'Set up a second factor' })).toBeVisible()
  await expect(page.getByText('Administrators must use a second factor. Set up an authenticator app or add a passkey in your account settings')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('link', { name: 'Go to account settings' }).click()
  await expect(page).toHaveURL('/account#second-factor-title')
  await expect(page.getByRole('region', { name: 'Second factor' }).getByText('Administrators must use a second factor. Set up an authenticator app to open the admin console.')).toBeVisible()
})

test('an admin who has an app but signed in without it is told to sign in again with it', async ({ page, request }) => {
  const status = { totp: { confirmed_at: new Date().toISOString(), last_used_at: null }, recovery_codes_left: 10, passkeys: 0, session_verified: false, admin_console: 'setup_required' }
  await page.route('**/api/v1/me/second_factor', (route) => route.fulfill({ status: 200, json: { data: status } }))
  await openSignedIn(page, await tokenFor(request, DEMO_ADMIN), '/admin')
  await expect(page.getByText('This session was started with your password alone. Sign out and sign in again with your authenticator app’s code or your passkey')).toBeVisible()
  await page.getByRole('link', { name: 'Go to account settings' }).click()
  await expect(page.getByRole('region', { name: 'Second factor' }).getByText('sign out and sign in again with your authenticator app’s code or a passkey')).toBeVisible()
})

test('a customer with an authenticator app makes new recovery codes: shown once, and the old ones stop working', async ({ page, request }) => {
  const customer = await registerCustomer(request, { firstName: 'Rory', lastName: 'Codes' })
  const started = await request.post('/api/v1/me/second_factor/totp', { headers: bearer(customer.token) })
  const { secret } = TotpSetupJson.parse((await started.json()).data)
  const confirmed = await request.post('/api/v1/me/second_factor/totp/confirm', { headers: bearer(customer.token), data: { code: await appCode(secret) } })
  const oldCodes = RecoveryCodesJson.parse((await confirmed.json()).data).recovery_codes

  await openSignedIn(page, customer.token, '/account')
  const section = page.getByRole('region', { name: 'Second factor' })
  await expect(section.getByText(/10 of 10 recovery codes left\./)).toBeVisible()
  await section.getByRole('button', { name: 'New recovery codes' }).click()
  await expect(section.getByRole('status').filter({ hasText: 'Your new recovery codes are ready. The old ones no longer work.' })).toBeVisible()
  const shown = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
  await expect(shown).toHaveCount(10)
  const newCodes = await shown.allTextContents()
  expect(newCodes.filter((code) => oldCodes.includes(code))).toEqual([])
  await expectNoSeriousA11yViolations(page)
  // The log on the same page shows the change at once, without a reload.
  await expect(page.getByRole('region', { name: 'Security activity' }).getByText(/^New recovery codes made \(the old ones no longer work\)/)).toBeVisible()
  await section.getByRole('button', { name: 'I have saved my recovery codes' }).click()
  await expect(section.getByText(/10 of 10 recovery codes left\./)).toBeVisible()
  await page.reload()
  await expect(page.getByRole('region', { name: 'Security activity' }).getByText(/^New recovery codes made \(the old ones no longer work\)/)).toBeVisible()

  const logIn = (code: string) => request.post('/api/v1/auth/login', { data: { email: customer.email, password: customer.password, second_factor_code: code } })
  expect((await logIn(oldCodes[0] ?? '')).status()).toBe(401)
  expect((await logIn(newCodes[0] ?? '')).status()).toBe(200)
})
