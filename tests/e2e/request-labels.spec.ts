import { expect, test } from '../support/playwright.ts'
import { expectNoA11yViolations } from '../support/axe.ts'
import { bearer, DEMO_ADMIN, openSignedIn, registerCustomer, tokenFor } from '../support/accounts.ts'
import { floridaOverrides, validRequestBody } from '../support/insuranceRequestBodies.ts'

test('liability limits and medical payments read the same on the summary, the customer page and the admin page', async ({ page, request }) => {
  const customer = await registerCustomer(request)
  const created = await request.post('/api/v1/insurance_requests', {
    headers: bearer(customer.token),
    data: validRequestBody({ ...floridaOverrides, auto: { ...floridaOverrides.auto, minimum_liability_limits: '20/40/20' } }),
  })
  expect(created.status()).toBe(201)
  const number: string = (await created.json()).data.request_number
  const limits = '$20,000/$40,000/$20,000'

  await openSignedIn(page, customer.token, `/auto/quote-requested?requestNumber=${number}`)
  const summary = page.locator('main')
  await expect(summary.getByText(limits, { exact: true })).toBeVisible()
  await expect(summary.getByText('$2,500', { exact: true })).toBeVisible()
  await expectNoA11yViolations(page)

  await page.goto(`/dashboard/requests/${number}`)
  await expect(page.getByRole('heading', { level: 1, name: `Request #${number}` })).toBeVisible()
  await expect(page.getByText(limits, { exact: true })).toBeVisible()
  await expect(page.getByText('$2,500', { exact: true })).toBeVisible()
  await expectNoA11yViolations(page)

  await openSignedIn(page, await tokenFor(request, DEMO_ADMIN), `/admin/requests/${number}`)
  await expect(page.getByRole('heading', { level: 1, name: `Request #${number}` })).toBeVisible()
  await expect(page.getByText(limits, { exact: true })).toBeVisible()
  await expect(page.getByText('$2,500', { exact: true })).toBeVisible()
  await expect(page.getByText('Yes (2500)')).toHaveCount(0)
  await expectNoA11yViolations(page)
})
