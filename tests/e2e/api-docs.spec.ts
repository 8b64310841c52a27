import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'

// The policy guard (tests/support/playwright.ts) fails this test on any Content-Security-Policy refusal.
test('the API reference renders every group from the OpenAPI document and lets a reader try a public route', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text())
  })
  await page.goto('/api/docs')
  await expect(page.getByRole('heading', { name: /GetQuote API/ })).toBeVisible()
  for (const tag of ['auth', 'insurance_requests', 'admin', 'policies', 'claims', 'subscription_plans']) {
    await expect(page.getByRole('heading', { name: new RegExp(`^${tag}`) })).toBeVisible()
  }

  // Groups start closed; a reader opens one by its heading.
  await page.getByRole('heading', { name: /^subscription_plans/ }).click()
  await page.getByRole('button', { name: /GET \/api\/v1\/subscription_plans The active plans/ }).click()
  await page.getByRole('button', { name: 'Try it out' }).click()
  await page.getByRole('button', { name: 'Execute' }).click()
  await expect(page.locator('.live-responses-table tbody .response-col_status')).toHaveText('200')
  expect(violations).toEqual([])
  await expectNoSeriousA11yViolations(page)
})
