import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '../support/playwright.ts'
import { expectNoA11yViolations } from '../support/axe.ts'
import { bearer, openSignedIn, registerCustomer } from '../support/accounts.ts'
import { validRequestBody, type RequestOverrides } from '../support/insuranceRequestBodies.ts'

async function newRequest(request: APIRequestContext, overrides: RequestOverrides = {}) {
  const customer = await registerCustomer(request)
  const created = await request.post('/api/v1/insurance_requests', { headers: bearer(customer.token), data: validRequestBody(overrides) })
  expect(created.status()).toBe(201)
  return { customer, number: String((await created.json()).data.request_number) }
}

/** A summary row's label. */
const row = (page: Page, label: string) => page.locator('main').getByText(label, { exact: true })

test('the summary and the request page show UM/UIM and the current insurer, and no PIP where the state never offers it', async ({ page, request }) => {
  const { customer, number } = await newRequest(request, { auto: { minimum_liability_limits: '100/300/100', um_uim: true } })

  await openSignedIn(page, customer.token, `/auto/quote-requested?requestNumber=${number}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Quote Request Submitted!' })).toBeVisible()
  const coverage = page.getByRole('region', { name: 'Coverage' })
  await expect(coverage).toContainText('UM/UIMSelected')
  await expect(page.getByRole('region', { name: 'Current Insurance' })).toContainText('Acme Mutual (1–2 yrs)')
  await expect(row(page, 'PIP')).toHaveCount(0)
  await expectNoA11yViolations(page)

  await page.goto(`/dashboard/requests/${number}`)
  await expect(page.getByRole('heading', { level: 1, name: `Request #${number}` })).toBeVisible()
  await expect(row(page, 'UM/UIM')).toBeVisible()
  await expect(row(page, 'Current Insurer')).toBeVisible()
  await expect(page.getByText('Acme Mutual (1–2 yrs)', { exact: true })).toBeVisible()
  await expect(row(page, 'PIP')).toHaveCount(0)
  await expectNoA11yViolations(page)
})
