import type { Page } from '@playwright/test'
import { hydrated } from './pageActions.ts'

/** Browsers refuse an IP address as a passkey's site: the same server, reached as localhost (api/security/relyingParty.ts). */
export const onLocalhost = (baseURL: string | undefined, path: string) => {
  const url = new URL(path, baseURL)
  url.hostname = 'localhost'
  return url.href
}

/** Chromium's virtual authenticator: a platform passkey store with a verified user, answering at once. */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  })
}

export async function logInWithPasskey(page: Page, baseURL: string | undefined): Promise<void> {
  await page.goto(onLocalhost(baseURL, '/login'))
  await hydrated(page)
  await page.getByRole('button', { name: 'Use a passkey instead' }).click()
}
