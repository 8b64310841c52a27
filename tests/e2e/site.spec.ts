import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { registerCustomer } from '../support/accounts.ts'

test('the landing page greets the visitor', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the company' })).toBeVisible()
  await expect(page.getByText('Your Friendly Partner for Insurance and More!')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL('/')
  await expectNoSeriousA11yViolations(page)
})

test('the header shows Dashboard instead of Login and Register when a token is stored', async ({ page, request }) => {
  const { token } = await registerCustomer(request)
  await page.goto('/')
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(banner.getByRole('link', { name: 'Register' })).toBeVisible()
  await page.evaluate((value) => localStorage.setItem('gq:authToken', value), token)
  await page.reload()
  await expect(banner.getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await expect(banner.getByRole('link', { name: 'Login' })).toBeHidden()
})

test('signing out in another tab turns this tab’s header back to Login and Register', async ({ page, context, request }) => {
  const { token } = await registerCustomer(request)
  await page.goto('/about')
  await page.evaluate((value) => localStorage.setItem('gq:authToken', value), token)
  await page.reload()
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('link', { name: 'Dashboard' })).toBeVisible()
  const other = await context.newPage()
  await other.goto('/about')
  await other.evaluate(() => localStorage.removeItem('gq:authToken'))
  await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(banner.getByRole('link', { name: 'Dashboard' })).toBeHidden()
})

test('a stored token the server rejects is dropped and the header offers Login again', async ({ page }) => {
  // Stored from a page without scripts, so nothing spends it before the visit under test: the landing
  // page's plan cards, which check it, load as they come near the viewport.
  await page.goto('/robots.txt')
  await page.evaluate(() => localStorage.setItem('gq:authToken', 'revoked-token'))
  const rejected = page.waitForResponse((response) => response.url().endsWith('/api/v1/subscriptions/current'))
  await page.goto('/#plans')
  expect((await rejected).status()).toBe(401)
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(banner.getByRole('link', { name: 'Dashboard' })).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('gq:authToken'))).toBeNull()
})

test('the header shrinks and turns translucent after 20px of scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 })
  await page.goto('/')
  await page.evaluate(() => document.body.style.setProperty('min-height', '3000px'))
  const header = page.locator('#site-header')
  await expect(header).toHaveAttribute('data-scrolled', 'false')
  await page.mouse.wheel(0, 200)
  await expect(header).toHaveAttribute('data-scrolled', 'true')
})
