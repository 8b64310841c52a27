import type { Page } from '@playwright/test'
import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { DEMO_CASEY, DEMO_RILEY, tokenFor } from '../support/accounts.ts'
import { logIn } from '../support/pageActions.ts'
import { holdRequests } from '../support/holdRequests.ts'
import { AUTH_TOKEN_KEY } from '../../shared/contract.ts'

const isAccount = (url: URL) => url.pathname === '/api/v1/me'
const isAppScript = (url: URL) => /^\/_astro\/App\.[\w-]+\.js$/.test(url.pathname)

/** Every busy message the page showed (a role=status), in order, from its first byte. */
async function recordBusyMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { busyMessages: seen })
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role=status]')) {
        const text = status.textContent?.trim() ?? ''
        if (text && seen.at(-1) !== text) seen.push(text)
      }
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
}

const busyMessages = (page: Page) => page.evaluate(() => ('busyMessages' in window ? window.busyMessages : null))

test('the dashboard paints its header, the greeting\'s place and the accident panel before the app\'s script arrives', async ({ page, request }) => {
  const token = await tokenFor(request, DEMO_CASEY)
  await page.goto('/robots.txt')
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_TOKEN_KEY, token])
  const releaseApp = await holdRequests(page, isAppScript)
  await page.goto('/dashboard', { waitUntil: 'commit' })
  await expect(page).toHaveTitle('Dashboard | GetQuote')
  await expect(page.getByRole('link', { name: 'GetQuote', exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Loading your dashboard' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Had an accident?' })).toBeVisible()
  await expect(page.getByText('Report it from your phone; an agent files the claim with your insurance company within 24 hours.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
  // No button that no script would answer yet (Logout, the menu): only links, which work without one.
  await expect(page.getByRole('button')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Report an accident' })).toHaveAttribute('href', '/dashboard/claims/new')
  // Whose plan it is is not known yet: its place is held, no plan is named.
  await expect(page.getByRole('region', { name: 'Your plan' })).toHaveAttribute('aria-busy', 'true')
  await expect(page.getByRole('heading', { name: /^Your plan/ })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  releaseApp()
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Casey Jordan!' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
})

test('after signing in, the dashboard draws over its first paint from the kept account, with no spinner between, while GET /me is still on its way', async ({ page }) => {
  await recordBusyMessages(page)
  await logIn(page, DEMO_CASEY)
  await expect(page).toHaveURL('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Casey Jordan!' })).toBeVisible()
  const releaseAccount = await holdRequests(page, isAccount)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Casey Jordan!' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Had an accident?' })).toBeVisible()
  expect(await busyMessages(page)).toEqual([])
  releaseAccount()
})

test('a token put in storage for someone else never shows the account kept for the last person', async ({ page, request }) => {
  await logIn(page, DEMO_CASEY)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Casey Jordan!' })).toBeVisible()
  const riley = await tokenFor(request, DEMO_RILEY)
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_TOKEN_KEY, riley])
  const releaseAccount = await holdRequests(page, isAccount)
  await page.reload()
  await expect(page.getByRole('status')).toHaveText('Loading your account...')
  await expect(page.getByText('Casey')).toHaveCount(0)
  releaseAccount()
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Riley Nguyen!' })).toBeVisible()
})
