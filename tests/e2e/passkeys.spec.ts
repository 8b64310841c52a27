import type { Page } from '@playwright/test'
import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { openSignedIn, registerCustomer } from '../support/accounts.ts'
import { toast } from '../support/toasts.ts'

/** Browsers refuse an IP address as a passkey's site: the same server, reached as localhost (api/security/relyingParty.ts). */
const onLocalhost = (baseURL: string | undefined, path: string) => {
  const url = new URL(path, baseURL)
  url.hostname = 'localhost'
  return url.href
}

/** Chromium's virtual authenticator: a platform passkey store with a verified user, answering at once. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  })
}

async function logInWithPasskey(page: Page, baseURL: string | undefined): Promise<void> {
  await page.goto(onLocalhost(baseURL, '/login'))
  await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' })
  await page.getByRole('button', { name: 'Use a passkey instead' }).click()
}

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
