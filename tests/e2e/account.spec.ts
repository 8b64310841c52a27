import fs from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { newestMessageId, readMailbox, waitForCode, waitForMail } from '../support/mailbox.ts'
import { bearer, DEMO_ADMIN, DEMO_CASEY, DEMO_RILEY, openSignedIn, registerCustomer, tokenFor, uniqueEmail, uniquePassword, type Registered } from '../support/accounts.ts'
import { validRequestBody } from '../support/insuranceRequestBodies.ts'
import { toast } from '../support/toasts.ts'
import { hydrated, logIn, openWizard } from '../support/pageActions.ts'
import { holdRequests } from '../support/holdRequests.ts'

const DRAFT_KEY = 'gq:autoQuoteDraft'
const TOKEN_KEY = 'gq:authToken'
/** What may stay stored after a sign-out: the quote flow back at its start, which names nobody. */
const SIGNED_OUT = { 'gq:flow': JSON.stringify({ step: 1, email: '', firstName: '', lastName: '', insuranceType: null }) }


/** Signs in through the login page, as a person would, and waits until it leads on. */
async function signIn(page: Page, account: { email: string; password: string }) {
  await logIn(page, account)
  await page.waitForURL((url) => url.pathname !== '/login')
}

/** A fresh start in this browser, from a page with no app on it, so nothing races the next navigation. */
async function forgetBrowserSession(page: Page) {
  await page.goto('/robots.txt')
  await page.evaluate(() => localStorage.clear())
}

/** Types a few private details into the open wizard's first step and waits until the draft holds them. */
async function startDraft(page: Page) {
  await page.getByLabel('Street Address').fill('12 Private Lane')
  await page.getByLabel('Phone Number').fill('(555) 123-4567')
  await page.getByLabel('VIN (Vehicle Identification Number)').fill('1HGCM82633A004352')
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', DRAFT_KEY)).toContain('12 Private Lane')
}

/** The wizard's first step with nothing of anybody in it. */
async function expectEmptyWizard(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Personal & Vehicle Info' })).toBeVisible()
  for (const label of ['First Name', 'Email', 'Street Address', 'Phone Number', 'VIN (Vehicle Identification Number)']) {
    await expect(page.getByLabel(label)).toHaveValue('')
  }
}

/**
 * Every key this product keeps in this browser, with its value: what the next person here could read.
 * Tests poll it: the page that opens after a sign-out writes its empty wizard state once its script has run.
 */
async function storedData(page: Page) {
  return page.evaluate(() =>
    Object.fromEntries(
      [localStorage, sessionStorage].flatMap((storage) => Object.entries(storage).filter(([key]) => key.startsWith('gq:'))),
    ),
  )
}

/** Ends every session of the account on the server, as "Sign out everywhere" on another device of theirs does. */
async function endSessionsElsewhere(request: APIRequestContext, account: Registered) {
  const otherDevice = await tokenFor(request, account)
  expect((await request.post('/api/v1/me/sessions/revoke_all', { headers: bearer(otherDevice) })).status()).toBe(200)
  expect((await request.get('/api/v1/me', { headers: bearer(account.token) })).status()).toBe(401)
}

async function preferences(request: APIRequestContext, token: string) {
  const res = await request.get('/api/v1/me/preferences', { headers: bearer(token) })
  expect(res.status()).toBe(200)
  return (await res.json()).data
}

test('on a shared browser the next person finds an empty wizard: casey starts a draft, logs out, riley signs in', async ({ page }) => {
  await signIn(page, DEMO_CASEY)
  await openWizard(page)
  await expect(page.getByLabel('First Name')).toHaveValue('Casey')
  await startDraft(page)

  await page.goto('/dashboard')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click()
  await page.waitForURL('**/login')
  await expect.poll(() => storedData(page)).toEqual(SIGNED_OUT)

  // Signed out, the wizard is empty too.
  await openWizard(page)
  await expectEmptyWizard(page)

  await signIn(page, DEMO_RILEY)
  await openWizard(page)
  await expect(page.getByLabel('First Name')).toHaveValue('Riley')
  await expect(page.getByLabel('Street Address')).toHaveValue('')
  await expect(page.getByLabel('Phone Number')).toHaveValue('')
  await expect(page.getByLabel('VIN (Vehicle Identification Number)')).toHaveValue('')
  expect(await page.evaluate((key) => localStorage.getItem(key) ?? '', DRAFT_KEY)).not.toContain('12 Private Lane')
  await expectNoSeriousA11yViolations(page)
})

test("a draft saved under one account is never shown to another, even when the browser's storage still holds it", async ({ page, request }) => {
  const casey = await tokenFor(request, DEMO_CASEY)
  const riley = await tokenFor(request, DEMO_RILEY)
  await openSignedIn(page, casey, '/auto/request')
  await hydrated(page)
  await page.getByLabel('Street Address').fill('12 Private Lane')
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', DRAFT_KEY)).toContain('12 Private Lane')
  // Another token put in place behind the app's back (no sign-in action ran).
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, riley])
  await openWizard(page)
  await expect(page.getByLabel('First Name')).toHaveValue('Riley')
  await expect(page.getByLabel('Street Address')).toHaveValue('')
})

test('signing out leaves the same empty browser whether or not the wizard was ever opened', async ({ page }) => {
  await signIn(page, DEMO_RILEY)
  await page.goto('/dashboard')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click()
  await page.waitForURL('**/login')
  await expect.poll(() => storedData(page)).toEqual(SIGNED_OUT)
})

test('a session ended on the server takes its draft along: the next page load finds an empty wizard', async ({ page, request }) => {
  const customer = await registerCustomer(request, { firstName: 'Ezra', lastName: 'Ended' })
  await openSignedIn(page, customer.token, '/auto/request')
  await hydrated(page)
  await expect(page.getByLabel('First Name')).toHaveValue('Ezra')
  await startDraft(page)

  await endSessionsElsewhere(request, customer)
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/v1/me') && response.status() === 401)
  await openWizard(page)
  await refused
  await expect.poll(() => storedData(page)).toEqual(SIGNED_OUT)
  await expectEmptyWizard(page)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
})

test('a draft survives a page load while the server cannot be reached, and typing on keeps it', async ({ page, request }) => {
  const customer = await registerCustomer(request, { firstName: 'Olive', lastName: 'Offline' })
  await openSignedIn(page, customer.token, '/auto/request')
  await hydrated(page)
  await startDraft(page)

  // The ownership check cannot reach the server: the draft is this browser's signed-in account's.
  await page.route('**/api/v1/me', (route) => route.abort('internetdisconnected'))
  await openWizard(page)
  await expect(page.getByLabel('Street Address')).toHaveValue('12 Private Lane')
  await page.getByLabel('City').fill('Sacramento')
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', DRAFT_KEY)).toContain('Sacramento')
  expect(await page.evaluate((key) => localStorage.getItem(key) ?? '', DRAFT_KEY)).toContain('12 Private Lane')
})

test('a session that ran out while the browser was away ends like a logout: the next page load finds an empty wizard', async ({ page, request }) => {
  const customer = await registerCustomer(request, { firstName: 'Ada', lastName: 'Away' })
  await openSignedIn(page, customer.token, '/auto/request')
  await hydrated(page)
  await expect(page.getByLabel('First Name')).toHaveValue('Ada')
  await startDraft(page)

  // A month on, past the token's 30 days. Only the browser's clock moves (the server's cannot be set
  // here, so it would still take the token): the browser must see the expiry itself, before any call.
  await page.clock.setSystemTime(Date.now() + 31 * 86_400_000)
  await openWizard(page)
  await expect.poll(() => storedData(page)).toEqual(SIGNED_OUT)
  await expectEmptyWizard(page)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
})

test('a session ended on the server while the wizard is open: the refused submission empties the open wizard', async ({ page, request }) => {
  const customer = await registerCustomer(request, { firstName: 'Wren', lastName: 'Open' })
  const me = (await (await request.get('/api/v1/me', { headers: bearer(customer.token) })).json()).data
  const values = validRequestBody({ applicant: { first_name: 'Wren', last_name: 'Open', email: customer.email } })
  // The whole form filled in and left open on its last step: the draft as the wizard keeps it for this account.
  await openSignedIn(page, customer.token, '/robots.txt')
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [DRAFT_KEY, JSON.stringify({ step: 3, values, owner: String(me.id) })])
  await page.goto('/auto/request')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 2, name: 'Authorization' })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: /I authorize GetQuote/ })).toBeChecked()

  await endSessionsElsewhere(request, customer)
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/v1/insurance_requests') && response.status() === 401)
  await page.getByRole('button', { name: 'SUBMIT' }).click()
  await refused
  await expect(toast(page, 'Please sign in to continue.')).toBeVisible()
  await expectEmptyWizard(page)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
  await expect.poll(() => storedData(page)).toEqual(SIGNED_OUT)

  // Nothing was filed under the ended session.
  const list = await request.get('/api/v1/insurance_requests', { headers: bearer(await tokenFor(request, customer)) })
  expect((await list.json()).meta.total).toBe(0)
})

test('a wizard-made account chooses a password after its code, opts in to updates, and logs in with it', async ({ page, request }) => {
  const email = uniqueEmail('wizard')
  const password = uniquePassword('Harbor')
  const registered = await request.post('/api/v1/auth/register_from_applicant', { data: { applicant: { first_name: 'Alan', last_name: 'Turing', email } } })
  expect(registered.ok()).toBe(true)
  const code = await waitForCode(request, email)

  await page.goto(`/verify-email?email=${encodeURIComponent(email)}&redirect=auto_request_submission`)
  await hydrated(page)
  await page.getByLabel('Verification code').fill(code)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('heading', { name: 'Choose a password' })).toBeVisible()
  // Scanned once the toast has faded in, so its colours are checked as the visitor sees them.
  await expect(toast(page, 'Your email has been verified successfully!')).toHaveCSS('opacity', '1')
  await expectNoSeriousA11yViolations(page)
  await page.getByLabel('New password', { exact: true }).fill(password)
  await page.getByLabel('Confirm new password').fill(`${password}x`)
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  await page.getByLabel('Confirm new password').fill(password)
  await page.getByLabel('E-mail me when the status of my quote request changes.').check()
  await page.getByRole('button', { name: 'Save password' }).click()
  await page.waitForURL('**/auto/request')

  const welcome = await waitForMail(request, email, 'Welcome to GetQuote')
  expect(welcome.text).toContain(`/reset-password?email=${encodeURIComponent(email)}`)
  const token = await page.evaluate((key) => localStorage.getItem(key) ?? '', TOKEN_KEY)
  const consents = (await (await request.get('/api/v1/me/consents', { headers: bearer(token) })).json()).data
  expect(consents).toEqual([expect.objectContaining({ kind: 'quote_notifications', granted: true, source: 'wizard_checkbox' })])

  await forgetBrowserSession(page)
  await signIn(page, { email, password })
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeTruthy()
})

test('a wizard-made account that skipped the password sets one with "Forgot password?", told "set"', async ({ page, request }) => {
  const email = uniqueEmail('skipper')
  const password = uniquePassword('Harbor')
  await request.post('/api/v1/auth/register_from_applicant', { data: { applicant: { first_name: 'Sky', last_name: 'Pper', email } } })
  await request.post('/api/v1/auth/verify', { data: { email, password: await waitForCode(request, email) } })

  await page.goto('/login')
  await hydrated(page)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('alert')).toContainText('Invalid email or password')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await hydrated(page)
  const before = await newestMessageId(request, email)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset code' }).click()
  const resetCode = await waitForCode(request, email, { after: before })
  expect((await readMailbox(request, email))[0]?.subject).toBe('Set your GetQuote password')
  await page.getByLabel('Reset code').fill(resetCode)
  await page.getByLabel('New password', { exact: true }).fill(password)
  await page.getByLabel('Confirm new password').fill(password)
  await page.getByRole('button', { name: 'Reset password' }).click()
  await page.waitForURL('**/dashboard')
  await forgetBrowserSession(page)
  await signIn(page, { email, password })
})

test('a customer changes name, e-mail (with the code) and password, and switches quote updates on and off', async ({ page, request }) => {
  const customer = await registerCustomer(request, { firstName: 'Nora', lastName: 'Settings' })
  await openSignedIn(page, customer.token, '/dashboard')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Manage your subscription' })).toHaveAttribute('href', '/account/subscription')
  await expect(page.getByRole('list', { name: 'Consent history, newest first' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  const profile = page.getByRole('form', { name: 'Profile' })
  await profile.getByLabel('First name').fill('')
  await profile.getByRole('button', { name: 'Save name' }).click()
  await expect(profile.getByText('First name is required')).toBeVisible()
  await profile.getByLabel('First name').fill('Nadia')
  await profile.getByRole('button', { name: 'Save name' }).click()
  await expect(toast(page, 'Your name was saved.')).toBeVisible()

  const newEmail = uniqueEmail('renamed')
  await page.getByLabel('New e-mail address').fill(newEmail)
  // Every toast shown from here on, so the e-mail change can be seen to say "code sent" once, in the form.
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { toastsSeen: seen })
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (!(node instanceof HTMLElement)) continue
          const toasts = node.matches('[data-sonner-toast]') ? [node] : [...node.querySelectorAll('[data-sonner-toast]')]
          for (const toast of toasts) seen.push(toast.textContent ?? '')
        }
      }
    }).observe(document.body, { childList: true, subtree: true })
  })
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByText(`We sent a 6-character code to ${newEmail}.`)).toBeVisible()
  // Nothing changes until the code comes back.
  expect((await (await request.get('/api/v1/me', { headers: bearer(customer.token) })).json()).data.email).toBe(customer.email)
  await page.getByLabel('Code from the e-mail').fill('ZZZZZZ')
  await page.getByRole('button', { name: 'Confirm new e-mail' }).click()
  await expect(page.getByText('The verification code you entered is incorrect or has expired. Please try again.').first()).toBeVisible()
  await page.getByLabel('Code from the e-mail').fill(await waitForCode(request, newEmail))
  await page.getByRole('button', { name: 'Confirm new e-mail' }).click()
  await expect(page.getByText(`Your e-mail address is ${newEmail}.`)).toBeVisible()
  await expect(toast(page, 'Your e-mail address was changed.')).toBeVisible()
  expect(await page.evaluate(() => Reflect.get(window, 'toastsSeen'))).toEqual(['Your e-mail address was changed.'])

  const newPassword = uniquePassword('Harbor')
  const password = page.getByRole('form', { name: 'Change password' })
  await password.getByLabel('Current password').fill('not-the-password')
  await password.getByLabel('New password', { exact: true }).fill(newPassword)
  await password.getByLabel('Confirm new password').fill(newPassword)
  await password.getByRole('button', { name: 'Change password' }).click()
  await expect(password.getByText('Your current password is incorrect.')).toBeVisible()
  await password.getByLabel('Current password').fill(customer.password)
  await password.getByRole('button', { name: 'Change password' }).click()
  await expect(toast(page, 'Your password was changed.')).toBeVisible()
  await waitForMail(request, newEmail, 'Your GetQuote password was changed')
  expect((await request.post('/api/v1/auth/login', { data: { email: newEmail, password: newPassword } })).status()).toBe(200)

  const updates = page.getByRole('checkbox', { name: 'Quote and status updates' })
  await expect(updates).not.toBeChecked()
  await updates.check()
  await expect(toast(page, 'Quote and status updates on.')).toBeVisible()
  await expect(updates).toBeChecked()
  await updates.uncheck()
  await expect(toast(page, 'Quote and status updates off.')).toBeVisible()
  const history = page.getByRole('list', { name: 'Consent history, newest first' })
  await expect(history.getByRole('listitem')).toHaveCount(2)
  await expect(history.getByRole('listitem').first()).toContainText('Quote and status updates: turned off')
  await expect(history.getByRole('listitem').first()).toContainText('Account settings')
  await expect(history.getByRole('listitem').nth(1)).toContainText('turned on')
  expect(await preferences(request, customer.token)).toEqual({ quote_notifications: false, renewal_reminders: true, tips: false })
  await expectNoSeriousA11yViolations(page)
})

test('the account screen shows the sections that load their own data together, so none moves after it appears', async ({ page, request }) => {
  const customer = await registerCustomer(request, { firstName: 'Stella', lastName: 'Still' })
  const releaseLog = await holdRequests(page, (url) => url.pathname === '/api/v1/me/security_log')
  const releaseEsign = await holdRequests(page, (url) => url.pathname === '/api/v1/me/esign_consent')
  await openSignedIn(page, customer.token, '/account')
  const deleteButton = page.getByRole('button', { name: 'Delete my account' })
  const loading = page.getByRole('status').filter({ hasText: 'Loading your settings...' })
  // The profile, e-mail and password come with the account, and take input at once.
  await expect(page.getByLabel('First name')).toHaveValue('Stella')
  await expect(page.getByLabel('First name')).toBeEditable()
  await expect(loading).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Passkeys' })).toHaveCount(0)
  await expect(deleteButton).toHaveCount(0)

  releaseLog()
  await expect(page.getByRole('heading', { level: 2, name: 'Security activity' })).toHaveCount(0)
  await expect(loading).toBeVisible()
  await expect(deleteButton).toHaveCount(0)

  releaseEsign()
  await expect(deleteButton).toBeVisible()
  const top = () => deleteButton.evaluate((button) => button.getBoundingClientRect().top + window.scrollY)
  const whereItAppeared = await top()
  await expect(loading).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 2, name: 'Electronic documents' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Security activity, newest first' }).getByRole('listitem')).toHaveCount(1)
  expect(await top()).toBe(whereItAppeared)
  await expectNoSeriousA11yViolations(page)
})

test('a customer downloads their data, deletes the account, cannot log in, and the admin sees "Deleted user"', async ({ page, request }) => {
  const customer = await registerCustomer(request, { firstName: 'Dora', lastName: 'Leaving' })
  const other = await registerCustomer(request, { firstName: 'Otto', lastName: 'Other' })
  const mine = await request.post('/api/v1/insurance_requests', { headers: bearer(customer.token), data: validRequestBody({ applicant: { email: customer.email } }) })
  const theirs = await request.post('/api/v1/insurance_requests', { headers: bearer(other.token), data: validRequestBody({ applicant: { email: other.email } }) })
  const myNumber: string = (await mine.json()).data.request_number
  const theirNumber: string = (await theirs.json()).data.request_number
  const me = (await (await request.get('/api/v1/me', { headers: bearer(customer.token) })).json()).data

  await openSignedIn(page, customer.token, '/account')
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download my data' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^getquote-my-data-\d{4}-\d{2}-\d{2}\.json$/)
  const exported = fs.readFileSync(await download.path(), 'utf8')
  expect(JSON.parse(exported).insurance_requests.map((r: { request_number: string }) => r.request_number)).toEqual([myNumber])
  expect(exported).not.toContain(theirNumber)
  expect(exported).not.toContain(other.email)

  await page.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' })
  await expect(dialog.getByRole('list', { name: 'Records we keep' })).toContainText(`Quote request ${myNumber}: your answers, its offers and its audit trail`)
  await expectNoSeriousA11yViolations(page)
  await dialog.getByLabel('Type DELETE to confirm').fill('delete me')
  await dialog.getByLabel('Your password').fill(customer.password)
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click()
  await expect(dialog.getByText('Type DELETE to confirm.')).toBeVisible()
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE')
  await dialog.getByLabel('Your password').fill('wrong-password-here')
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click()
  await expect(dialog.getByText('The password is incorrect.')).toBeVisible()
  await dialog.getByLabel('Your password').fill(customer.password)
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click()
  await page.waitForURL('**/account/deleted')
  await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible()
  await expect(page.getByText('When that period ends they are deleted for good.')).toBeVisible()
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull()
  await expectNoSeriousA11yViolations(page)

  expect((await request.post('/api/v1/auth/login', { data: { email: customer.email, password: customer.password } })).status()).toBe(401)
  expect((await request.get('/api/v1/me', { headers: bearer(customer.token) })).status()).toBe(401)

  await openSignedIn(page, await tokenFor(request, DEMO_ADMIN), `/admin/users/${me.id}`)
  await expect(page.getByRole('heading', { level: 1, name: `Deleted user #${me.id}` })).toBeVisible()
  await expect(page.getByText(customer.email)).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
})

test('"Sign out everywhere" ends every session, this one too', async ({ page, request }) => {
  const customer = await registerCustomer(request)
  const elsewhere = await tokenFor(request, customer)
  await openSignedIn(page, customer.token, '/account')
  await page.getByRole('button', { name: 'Sign out everywhere' }).click()
  await page.waitForURL('**/login')
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull()
  expect((await request.get('/api/v1/me', { headers: bearer(elsewhere) })).status()).toBe(401)
  expect((await request.get('/api/v1/me', { headers: bearer(customer.token) })).status()).toBe(401)
})

test('an unsubscribe link opened by a bot (GET) changes nothing; the confirmation button does', async ({ page, request }) => {
  const customer = await registerCustomer(request)
  await request.put('/api/v1/me/preferences', { headers: bearer(customer.token), data: { quote_notifications: true } })
  const created = await request.post('/api/v1/insurance_requests', { headers: bearer(customer.token), data: validRequestBody() })
  const number: string = (await created.json()).data.request_number
  const admin = await tokenFor(request, DEMO_ADMIN)
  await request.put(`/api/v1/insurance_requests/${number}`, { headers: bearer(admin), data: { insurance_request: { status: 'processing' } } })
  const mail = await waitForMail(request, customer.email, `Request #${number} status changed to processing`)
  const link = /https?:\/\/\S+\/api\/v1\/notifications\/unsubscribe\?\S+/.exec(mail.text)?.[0]
  if (!link) throw new Error('no unsubscribe link in the status e-mail')

  for (let i = 0; i < 3; i += 1) expect((await request.get(link)).status()).toBe(200)
  expect((await preferences(request, customer.token)).quote_notifications).toBe(true)

  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'Stop quote and status updates e-mails?' })).toBeVisible()
  await expect.poll(async () => (await preferences(request, customer.token)).quote_notifications).toBe(true)
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible()
  expect((await preferences(request, customer.token)).quote_notifications).toBe(false)
  await expectNoSeriousA11yViolations(page)

  await openSignedIn(page, customer.token, '/account')
  const history = page.getByRole('list', { name: 'Consent history, newest first' })
  await expect(history.getByRole('listitem').first()).toContainText('Link in an e-mail')
})
