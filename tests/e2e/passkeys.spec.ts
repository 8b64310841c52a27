import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { bearer, openSignedIn, registerCustomer, uniqueEmail } from '../support/accounts.ts'
import { waitForCode } from '../support/mailbox.ts'
import { toast } from '../support/toasts.ts'
import { addVirtualAuthenticator, logInWithPasskey, onLocalhost } from '../support/passkeys.ts'

test('a customer adds a passkey in /account, signs in with it instead of a password, sees it used and removes it', async ({ page, request, baseURL }) => {
  const customer = await registerCustomer(request, { firstName: 'Pat', lastName: 'Key' })
  await addVirtualAuthenticator(page)
  await openSignedIn(page, customer.token, onLocalhost(baseURL, '/account'))
  const section = page.getByRole('region', { name: 'Passkeys' })
  await expect(section.getByText('No passkeys yet.')).toBeVisible()
  await section.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(toast(page, 'Your passkey has been added.')).toBeVisible()
  const passkeys = section.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')
  await expect(passkeys).toHaveCount(1)
  await expect(passkeys.first()).toContainText('not used yet')
  // The toast comes before the section's refresh ends; the button, faded while busy, is judged once back.
  await expect(section.getByRole('button', { name: 'Add a passkey' })).toBeEnabled()
  await expectNoSeriousA11yViolations(page)

  // Signed out, the login page signs in with the passkey alone.
  await page.evaluate(() => localStorage.clear())
  await logInWithPasskey(page, baseURL)
  await page.waitForURL((url) => url.pathname !== '/login')
  await page.goto(onLocalhost(baseURL, '/account'))
  await expect(passkeys.first()).toContainText('last used just now')
  await expect(page.getByRole('region', { name: 'Security activity' }).getByRole('listitem').first()).toContainText('Signed in')

  await passkeys.first().getByRole('button', { name: /^Remove passkey / }).click()
  await expect(toast(page, 'Your passkey has been removed.')).toBeVisible()
  await expect(section.getByText('No passkeys yet.')).toBeVisible()

  // The authenticator still holds it, but the account no longer knows it: the login page says so.
  await page.evaluate(() => localStorage.clear())
  await logInWithPasskey(page, baseURL)
  await expect(page.getByText('That passkey did not sign you in. Try again, or log in with your password.')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})

test('a session signed in long ago confirms it’s the owner with a passkey instead of the password, then changes the e-mail', async ({ page, request, baseURL }) => {
  const customer = await registerCustomer(request, { firstName: 'Quinn', lastName: 'Again' })
  await addVirtualAuthenticator(page)
  await openSignedIn(page, customer.token, onLocalhost(baseURL, '/account'))
  await page.getByRole('region', { name: 'Passkeys' }).getByRole('button', { name: 'Add a passkey' }).click()
  await expect(toast(page, 'Your passkey has been added.')).toBeVisible()
  // As if the sign-in were more than 5 minutes old: a token someone could have taken since.
  expect((await request.post('/api/v1/dev/stale_sign_in', { headers: bearer(customer.token) })).status()).toBe(200)

  const next = uniqueEmail('moved')
  const emailForm = page.getByRole('form', { name: 'Change e-mail' })
  await emailForm.getByLabel('New e-mail address').fill(next)
  await emailForm.getByRole('button', { name: 'Send code' }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' })
  await expect(dialog.getByText('For your safety, enter your password again to continue, or use one of your passkeys.')).toBeVisible()
  await expect(dialog.getByLabel('Your password', { exact: true })).toBeFocused()
  await expectNoSeriousA11yViolations(page)
  await dialog.getByRole('button', { name: 'Use a passkey' }).click()

  await expect(dialog).toBeHidden()
  await expect(page.getByText(`We sent a 6-character code to ${next}.`)).toBeVisible()
  await page.getByLabel('Code from the e-mail').fill(await waitForCode(request, next))
  await page.getByRole('button', { name: 'Confirm new e-mail' }).click()
  await expect(page.getByText(`Your e-mail address is ${next}.`)).toBeVisible()
  await page.reload()
  await expect(page.getByRole('region', { name: 'Security activity' }).getByText(/^Confirmed again with a passkey: /)).toBeVisible()
})

test('the password dialog offers no passkey to an account without one', async ({ page, request }) => {
  const customer = await registerCustomer(request)
  expect((await request.post('/api/v1/dev/stale_sign_in', { headers: bearer(customer.token) })).status()).toBe(200)
  await openSignedIn(page, customer.token, '/account')
  // The dialog asks for the account's passkeys as it opens (the account page's own list is the same answer).
  const passkeysListed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/me/passkeys' && response.ok())
  await page.getByRole('button', { name: 'Download my data' }).click()
  await passkeysListed
  const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' })
  await expect(dialog.getByText(/^For your safety, enter your password again to continue\. No password yet\?/)).toBeVisible()
  await expect(dialog.getByRole('button')).toHaveText(['Cancel', 'Continue'])
})
