import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../support/playwright.ts'
import { expectNoA11yViolations } from '../support/axe.ts'
import { bearer, DEMO_ADMIN, DEMO_CASEY, openSignedIn, registerCustomer, tokenFor } from '../support/accounts.ts'

async function openConversation(request: APIRequestContext, subject: string): Promise<number> {
  const { token } = await registerCustomer(request)
  const opened = await request.post('/api/v1/support/conversations', { headers: bearer(token), data: { subject, body: 'Is my quote ready?' } })
  expect(opened.status()).toBe(201)
  return (await opened.json()).data.id
}

test('an admin reaches the support inbox from the header, which counts the conversations awaiting a reply', async ({ page, request }) => {
  const subject = `Inbox ${randomUUID().slice(0, 6)}`
  const id = await openConversation(request, subject)
  const admin = await tokenFor(request, DEMO_ADMIN)
  const stats = await request.get('/api/v1/admin/stats', { headers: bearer(admin) })
  const awaiting: number = (await stats.json()).data.awaiting_support_replies
  expect(awaiting).toBeGreaterThan(0)

  await openSignedIn(page, admin, '/admin')
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: `Support ${awaiting} awaiting reply` })
  await expect(link).toBeVisible()
  await link.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Support Inbox' })).toBeVisible()
  await expectNoA11yViolations(page)

  await page.goto(`/admin/support/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible()
  await page.getByLabel('Your reply').fill('Tomorrow morning.')
  await page.getByRole('button', { name: 'Send Reply' }).click()
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Tomorrow morning.')
  const counted = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Support/ })
  await expect(counted).toHaveAccessibleName(awaiting === 1 ? 'Support' : `Support ${awaiting - 1} awaiting reply`)
  await expectNoA11yViolations(page)

  await page.goto('/admin/support/999999999')
  await expect(page.getByRole('heading', { name: 'Conversation not found' })).toBeVisible()
  await expectNoA11yViolations(page)
})

test('every screen of the app names itself in the title', async ({ page, request }) => {
  const casey = await tokenFor(request, DEMO_CASEY)
  await openSignedIn(page, casey, '/dashboard')
  for (const [path, title] of [
    ['/dashboard', 'Dashboard'],
    ['/dashboard/requests', 'My Insurance Requests'],
    ['/dashboard/policies', 'My Policies'],
    ['/dashboard/policies/new', 'Add a policy'],
    ['/dashboard/claims', 'My claims'],
    ['/dashboard/claims/new', 'Had an accident?'],
    ['/support', 'Support'],
    ['/account/subscription', 'My Subscription'],
  ] as const) {
    await page.goto(path)
    await expect(page, path).toHaveTitle(`${title} | GetQuote`)
  }
  const admin = await tokenFor(request, DEMO_ADMIN)
  await openSignedIn(page, admin, '/admin')
  for (const [path, title] of [
    ['/admin', 'Admin Dashboard'],
    ['/admin/requests', 'Insurance Requests'],
    ['/admin/policies', 'Policies'],
    ['/admin/claims', 'Claims'],
    ['/admin/subscription-plans', 'Subscription Plans'],
    ['/admin/subscription-plans/new', 'Create Subscription Plan'],
    ['/admin/user-subscriptions', 'User Subscriptions'],
    ['/admin/support', 'Support Inbox'],
  ] as const) {
    await page.goto(path)
    await expect(page, path).toHaveTitle(`${title} | GetQuote`)
  }
})

for (const path of ['/account/nonsense', '/dashboard/nonsense']) {
  test(`${path} answers 404 with the not-found page and its title`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('Page not found | GetQuote')
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
    await expectNoA11yViolations(page)
  })
}
