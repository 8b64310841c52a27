import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { finishSignUp, openSignedIn, registerCustomer, uniqueEmail, uniquePassword } from '../support/accounts.ts'
import { DOT_SEGMENT_REDIRECTS } from '../support/issue31Payloads.ts'
import { hydrated, submitLogIn } from '../support/pageActions.ts'

test('a sign-in redirect that leaves the site lands on the app instead', async ({ page, request }) => {
  const account = { email: uniqueEmail('redirect'), password: uniquePassword('Harbor') }
  await registerCustomer(request, { firstName: 'Ada', lastName: 'Lovelace', ...account })
  const evil: string[] = []
  page.on('request', (req) => {
    if (new URL(req.url()).hostname === 'evil.example') evil.push(req.url())
  })

  // A tab after the first slash: browsers drop it and read //evil.example.
  await page.goto('/login?redirect=%2F%09%2Fevil.example%2Fpwned')
  await hydrated(page)
  await submitLogIn(page, { email: account.email, password: account.password })
  await expect(page).toHaveURL('/select-insurance-type')
  expect(evil).toEqual([])

  // A page of the app is still where the user returns.
  await page.evaluate(() => localStorage.clear())
  await page.goto(`/login?redirect=${encodeURIComponent('/dashboard')}`)
  await hydrated(page)
  await submitLogIn(page, { email: account.email, password: account.password })
  await expect(page).toHaveURL('/dashboard')
})

test('sign-in redirects made of dot segments stay on the site', async ({ page, request }) => {
  const account = { email: uniqueEmail('dots'), password: uniquePassword('Harbor') }
  await registerCustomer(request, { firstName: 'Ada', lastName: 'Lovelace', ...account })
  const evil: string[] = []
  page.on('request', (req) => {
    if (new URL(req.url()).hostname === 'evil.example') evil.push(req.url())
  })
  for (const payload of DOT_SEGMENT_REDIRECTS) {
    await page.goto(`/login?redirect=${encodeURIComponent(payload)}`)
    await hydrated(page)
    await submitLogIn(page, { email: account.email, password: account.password })
    await expect(page, payload).toHaveURL('/select-insurance-type')
    await page.evaluate(() => localStorage.clear())
  }
  expect(evil).toEqual([])
})

test('a weak password gets a helpful message at sign-up, and the estimator loads only when needed', async ({ page, request }) => {
  const estimator: string[] = []
  const permissionWarnings: string[] = []
  page.on('request', (req) => {
    if (req.url().includes('passwordEstimator')) estimator.push(req.url())
  })
  page.on('console', (message) => {
    if (message.text().includes('Permissions-Policy')) permissionWarnings.push(message.text())
  })
  await page.goto('/create-account')
  await hydrated(page)
  expect(estimator).toEqual([])

  await page.getByLabel('First name').fill('Grace')
  await page.getByLabel('Last name').fill('Hopper')
  const email = uniqueEmail('grace')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('checkbox', { name: /I agree to the/ }).check()
  const password = page.getByLabel('Password', { exact: true })

  for (const [weak, message] of [
    ['aaaaaa', 'Password cannot be one character or a short group repeated, like "aaaaaa".'],
    ['abcdef', 'Password cannot be letters or digits in order, like "abcdef" or "123456".'],
    ['getquote', 'Password cannot be built from your name, your email address or the site’s name.'],
    ['grace1906', 'Password cannot be built from your name, your email address or the site’s name.'],
    ['baseball7', 'This is similar to a commonly used password. Please choose a stronger password.'],
  ] as const) {
    await password.fill(weak)
    // The advice appears as the password is typed and moves the button down: a click before it lands
    // where the button was (seen once in a whole run), so the form waits for it first, as a person would.
    await expect(page.getByText(message)).toBeVisible()
    await page.getByLabel('Confirm password').fill(weak)
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(password).toHaveAttribute('aria-invalid', 'true')
    await expect(password).toBeFocused()
    await expect(page).toHaveURL('/create-account')
  }
  expect(estimator.length).toBeGreaterThan(0)
  await expectNoSeriousA11yViolations(page)

  const strong = uniquePassword('Harbor')
  await password.fill(strong)
  await page.getByLabel('Confirm password').fill(strong)
  await page.getByRole('button', { name: 'Create account' }).click()
  await finishSignUp(page, request, email)
  await expect(page).toHaveURL('/select-insurance-type')
  expect(permissionWarnings).toEqual([])
})

test('a weak password is explained while it is typed, before any submit, at sign-up and in the account', async ({ page, request }) => {
  await page.goto('/create-account')
  await hydrated(page)
  await page.getByLabel('Email').fill(uniqueEmail('live'))
  const password = page.getByLabel('Password', { exact: true })
  const advice = page.locator('[role="status"]', { hasText: /./ })
  await password.fill('Summer2025!')
  await expect(advice).toHaveText('Password cannot be a season, a month or an insurance word with a year or a few digits, like "Summer2026!".')
  // Every text the advice shows from here on: the next verdict replaces the last, never a blank between.
  await advice.evaluate((status) => {
    new MutationObserver(() => {
      status.dataset.shown = `${status.dataset.shown ?? ''}[${status.textContent ?? ''}]`
    }).observe(status, { childList: true, characterData: true, subtree: true })
  })
  await password.fill('ＰＡＳＳＷＯＲＤ')
  await expect(advice).toHaveText('This is a heavily used password. Please choose a stronger password.')
  await expect(advice).toHaveAttribute('data-shown', '[This is a heavily used password. Please choose a stronger password.]')
  await password.fill(uniquePassword('Harbor'))
  await expect(advice).toHaveCount(0)
  await expect(page).toHaveURL('/create-account')
  await expectNoSeriousA11yViolations(page)

  const { token } = await registerCustomer(request, { firstName: 'Ada', lastName: 'Lovelace' })
  await openSignedIn(page, token, '/account')
  const newPassword = page.getByLabel('New password', { exact: true })
  await newPassword.fill('Tr0ub4dor&3')
  // Within the password section: the account page's other sections show their own loading status.
  const passwordSection = page.getByRole('region', { name: 'Password', exact: true })
  await expect(passwordSection.locator('[role="status"]', { hasText: /./ })).toHaveText('This password is a well-known published example. Please choose another.')
})
