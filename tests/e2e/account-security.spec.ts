import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { waitForCode } from '../support/mailbox.ts'
import { bearer, openSignedIn, registerCustomer, uniqueEmail, type Registered } from '../support/accounts.ts'
import { toast } from '../support/toasts.ts'
import { hydrated } from '../support/pageActions.ts'


/** As if the person signed in more than 5 minutes ago: a token someone could have taken since. */
async function staleSignIn(request: APIRequestContext, account: Registered) {
  expect((await request.post('/api/v1/dev/stale_sign_in', { headers: bearer(account.token) })).status()).toBe(200)
}

test('changing the e-mail on a session signed in long ago asks for the password in a dialog, then carries on', async ({ page, request }) => {
  const customer = await registerCustomer(request, { firstName: 'Remy', lastName: 'Again' })
  await staleSignIn(request, customer)
  await openSignedIn(page, customer.token, '/account')
  const next = uniqueEmail('moved')
  const emailForm = page.getByRole('form', { name: 'Change e-mail' })
  await emailForm.getByLabel('New e-mail address').fill(next)
  await emailForm.getByRole('button', { name: 'Send code' }).click()

  const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Your password', { exact: true })).toBeFocused()
  await expectNoSeriousA11yViolations(page)
  await dialog.getByLabel('Your password', { exact: true }).fill('not-my-password-1')
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByText('Your password is incorrect.')).toBeVisible()
  await dialog.getByLabel('Your password', { exact: true }).fill(customer.password)
  await dialog.getByRole('button', { name: 'Continue' }).click()

  await expect(dialog).toBeHidden()
  await expect(page.getByText(`We sent a 6-character code to ${next}.`)).toBeVisible()
  await page.getByLabel('Code from the e-mail').fill(await waitForCode(request, next))
  await page.getByRole('button', { name: 'Confirm new e-mail' }).click()
  await expect(page.getByText(`Your e-mail address is ${next}.`)).toBeVisible()
})

test('closing the password dialog leaves the data where it is and says why', async ({ page, request }) => {
  const customer = await registerCustomer(request)
  await staleSignIn(request, customer)
  await openSignedIn(page, customer.token, '/account')
  await page.getByRole('button', { name: 'Download my data' }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(toast(page, 'Please enter your password again to continue.')).toBeVisible()
})

test('the security log lists sign-ins with browser and system, after loading, and offers a retry when it fails', async ({ page, request }) => {
  const customer = await registerCustomer(request)
  // Signing up signs in with the e-mailed code, so a real account's log is never empty: its empty state is an answer of none.
  await page.route('**/api/v1/me/security_log', (route) => route.fulfill({ status: 200, json: { data: [] } }))
  await openSignedIn(page, customer.token, '/account')
  const section = page.getByRole('region', { name: 'Security activity' })
  await expect(section.getByText('Nothing yet. Sign-ins and changes to your account will be listed here.')).toBeVisible()
  await page.unroute('**/api/v1/me/security_log')

  const failed = await request.post('/api/v1/auth/login', { data: { email: customer.email, password: 'wrong-password-1' } })
  expect(failed.status()).toBe(401)
  // Signing in through the login page, from this browser.
  await page.evaluate(() => localStorage.clear())
  await page.goto('/login')
  await hydrated(page)
  await page.getByLabel('Email').fill(customer.email)
  await page.getByLabel('Password').fill(customer.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL('**/select-insurance-type')
  let failedLoads = 0
  await page.route('**/api/v1/me/security_log', (route) => {
    failedLoads += 1
    return route.fulfill({ status: 500, json: { code: 'internal', message: 'Something went wrong.' } })
  })
  await page.goto('/account')
  await expect(section.getByRole('alert')).toContainText('We could not load your security activity. Please try again.')
  // The load and its three retries, 1, 2 and 4 s apart (spec §9), all fail: only then is "Try again" the
  // one way left to load the log (an automatic retry answered first would take the button away mid-click).
  await expect.poll(() => failedLoads, { timeout: 30_000 }).toBe(4)
  await page.unroute('**/api/v1/me/security_log')
  await section.getByRole('button', { name: 'Try again' }).click()
  const log = section.getByRole('list', { name: 'Security activity, newest first' })
  // This browser's log-in, the wrong password, and the sign-up's sign-in with its e-mailed code.
  await expect(log.getByRole('listitem')).toHaveCount(3)
  await expect(log.getByRole('listitem').nth(0)).toContainText('Signed in from a new device: Chrome on Linux, just now')
  await expect(log.getByRole('listitem').nth(1)).toContainText('Wrong password entered')
  await expectNoSeriousA11yViolations(page)
})
