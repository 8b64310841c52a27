import { request as requestFactory, type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { DEMO_ADMIN, registerCustomer } from '../support/accounts.ts'
import { newestMessageId, waitForCode } from '../support/mailbox.ts'
import { addVirtualAuthenticator, logInWithPasskey, onLocalhost } from '../support/passkeys.ts'
import { startAppServer, type StartedAppServer } from '../support/appServer.ts'
import { spawnNode } from '../support/processes.ts'
import { toast } from '../support/toasts.ts'
import { hydrated } from '../support/pageActions.ts'

/*
 * Signing in from somewhere other than the server's own machine, as a deployment behind one proxy
 * sees it: this file's server trusts one hop of X-Forwarded-For (TRUST_PROXY=1), and its browser
 * tabs come "from" TEST-NET addresses. Its requests without the header (the dev mailbox) come from
 * this machine. It counts sign-in failures at their real thresholds (RATE_LIMIT_MULTIPLIER=1), and
 * has a second administrator, made with the admin CLI before it starts, who is not the demo one.
 */

const ADMIN = { email: 'robin.admin@getquote.example', password: 'Lantern-Orchard-Velvet-42' }
const FAR_AWAY = '203.0.113.7'

let server: StartedAppServer
let api: APIRequestContext

test.beforeAll(async () => {
  // A server's first start and the CLI each take seconds on a busy machine.
  test.setTimeout(240_000)
  server = await startAppServer({
    databaseSuffix: `e2e_far_${test.info().parallelIndex}`,
    env: { TRUST_PROXY: '1', RATE_LIMIT_MULTIPLIER: '1' },
    async prepare(env) {
      const cli = spawnNode('api/cli/admin.ts', ['create', '--email', ADMIN.email, '--password', ADMIN.password, '--first-name', 'Robin'], env)
      expect(await cli.exited, cli.output()).toBe(0)
    },
  })
  api = await requestFactory.newContext({ baseURL: server.url })
})

test.afterAll(async () => {
  await api.dispose()
  await server.stop()
})

async function openFromFarAway(page: Page, path: string, from = FAR_AWAY): Promise<void> {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': from })
  await page.goto(onLocalhost(server.url, path))
  await hydrated(page)
}

async function fillLogIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

test('an admin without a second factor is sent to set one up, adds a passkey, and signs in with it to the admin console', async ({ page }) => {
  await addVirtualAuthenticator(page)
  await openFromFarAway(page, '/login')
  await fillLogIn(page, ADMIN)
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: 'Set up a second factor' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeHidden()
  await expectNoSeriousA11yViolations(page)
  // Every admin screen, not only the first.
  await page.goto(onLocalhost(server.url, '/admin/requests'))
  await expect(page.getByRole('heading', { name: 'Set up a second factor' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to account settings' }).click()
  await expect(page.getByRole('region', { name: 'Second factor' }).getByText('Set up an authenticator app to open the admin console.')).toBeVisible()

  await page.getByRole('region', { name: 'Passkeys' }).getByRole('button', { name: 'Add a passkey' }).click()
  await expect(toast(page, 'Your passkey has been added.')).toBeVisible()

  // Signed out, the passkey alone signs the admin in, past the second-factor gate.
  await page.evaluate(() => localStorage.clear())
  await logInWithPasskey(page, server.url)
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  await page.getByRole('link', { name: /Insurance Requests/ }).click()
  await expect(page).toHaveURL(/\/admin\/requests$/)
  await expect(page.getByRole('heading', { name: 'Set up a second factor' })).toBeHidden()
  await page.evaluate(() => localStorage.clear())
})

test('the demo admin’s published password does not sign in from another machine', async ({ page }) => {
  await openFromFarAway(page, '/login')
  await fillLogIn(page, DEMO_ADMIN)
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})

test('after strangers failed from five addresses, the owner signs in on a new device with the code e-mailed to them', async ({ page }) => {
  const owner = await registerCustomer(api, { firstName: 'Sam', lastName: 'Owner' })
  const before = await newestMessageId(api, owner.email)
  // 20 failures from 5 addresses within the hour: unusual spread (api/services/loginThrottle.ts).
  for (const stranger of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4', '198.51.100.5']) {
    for (let i = 0; i < 4; i += 1) {
      const res = await api.post('/api/v1/auth/login', { headers: { 'X-Forwarded-For': stranger }, data: { email: owner.email, password: 'not-the-password-1' } })
      expect(res.status()).toBe(401)
    }
  }

  await openFromFarAway(page, '/login')
  await fillLogIn(page, owner)
  await expect(page.getByRole('alert').filter({ hasText: 'we have e-mailed a sign-in code to the account’s address: enter it to continue.' })).toBeVisible()
  const codeField = page.getByLabel('Sign-in code from the e-mail')
  await expect(codeField).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  const code = await waitForCode(api, owner.email, { after: before })
  await codeField.fill(code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email, password or code' })).toBeVisible()
  await codeField.fill(code)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL((url) => url.pathname !== '/login')
  await page.goto(onLocalhost(server.url, '/account'))
  await expect(page.getByRole('region', { name: 'Security activity' }).getByText(/^Signed in from a new device: /).first()).toBeVisible()
  await page.evaluate(() => localStorage.clear())
})
