import type { Page } from '@playwright/test'
import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { bearer, DEMO_ADMIN, openSignedIn, registerCustomer, tokenFor } from '../support/accounts.ts'
import { validRequestBody } from '../support/insuranceRequestBodies.ts'
import { twoDriverHousehold } from '../support/households.ts'
import { liabilityOptions } from '../../shared/rules/liabilityOptions.ts'
import { pipOptions } from '../../shared/rules/pipOptions.ts'
import { holdRequests } from '../support/holdRequests.ts'

const lastYear = new Date().getFullYear() - 1

/** What the estimate says: its label, both ranges and every factor line with its source. */
async function estimateText(page: Page, heading = 'Your estimated price range') {
  const estimate = page.getByRole('region', { name: heading })
  await expect(estimate).toContainText('An estimate from public averages, not an offer')
  await estimate.getByText('How this estimate is built').click()
  return {
    label: await estimate.locator('p').first().innerText(),
    ranges: await estimate.getByRole('definition').allInnerTexts(),
    lines: await estimate.getByRole('listitem').allInnerTexts(),
  }
}

test('the customer\'s and the agent\'s request pages show the same sourced estimate as the summary', async ({ page, request }) => {
  test.setTimeout(120_000)
  const customer = await registerCustomer(request, { firstName: 'Dana', lastName: 'Scully' })
  const body = validRequestBody({ applicant: { email: customer.email }, request: twoDriverHousehold() })
  const created = await request.post('/api/v1/insurance_requests', { headers: bearer(customer.token), data: body })
  expect(created.status()).toBe(201)
  const number = String((await created.json()).data.request_number)

  await openSignedIn(page, customer.token, `/auto/quote-requested?requestNumber=${number}`)
  const summary = await estimateText(page)
  expect(summary.ranges).toHaveLength(2)
  expect(summary.lines.some((line) => line.includes(`At-fault accident in ${lastYear} (Fox Mulder)`))).toBe(true)

  await page.goto(`/dashboard/requests/${number}`)
  await expect(page.getByRole('heading', { level: 1, name: `Request #${number}` })).toBeVisible()
  const dashboard = await estimateText(page)
  expect(dashboard).toEqual(summary)
  const accident = page.getByRole('region', { name: 'Your estimated price range' }).getByRole('listitem').filter({ hasText: 'At-fault accident' })
  await expect(accident).toContainText('%')
  await expect(accident.locator('p')).not.toBeEmpty()
  await expectNoSeriousA11yViolations(page)

  await openSignedIn(page, await tokenFor(request, DEMO_ADMIN), `/admin/requests/${number}`)
  await expect(page.getByRole('heading', { level: 1, name: `Request #${number}` })).toBeVisible()
  expect(await estimateText(page, 'Estimated price range')).toEqual(summary)
  await expect(page.getByRole('region', { name: 'Household' })).toContainText('1. Dana Scully (Applicant)')
  // The household lists two vehicles though step 2's vehicle count was left at one.
  await expect(page.getByRole('region', { name: 'Auto Insurance Details' }).getByText('Vehicles', { exact: true }).locator('xpath=..')).toContainText('2')
  await expectNoSeriousA11yViolations(page)
})

test('the request page shows its loading and error states, and says when a territory has no estimate', async ({ page, request }) => {
  const customer = await registerCustomer(request, { firstName: 'Pat', lastName: 'Island' })
  const body = validRequestBody({
    applicant: { email: customer.email },
    address: { street: '1 Calle Fortaleza', city: 'San Juan', state: 'PR', zip: '00901' },
    auto: { minimum_liability_limits: liabilityOptions('PR')[0]?.value, pip: pipOptions('PR')[0]?.value, coverage_type: 'liability_only', deductible: '' },
  })
  const created = await request.post('/api/v1/insurance_requests', { headers: bearer(customer.token), data: body })
  expect(created.status(), await created.text()).toBe(201)
  const number = String((await created.json()).data.request_number)

  const release = await holdRequests(page, `**/api/v1/insurance_requests/${number}`)
  await openSignedIn(page, customer.token, `/dashboard/requests/${number}`)
  await expect(page.getByText('Loading request...')).toBeVisible()
  release()
  await expect(page.getByText('No estimate for this request: there is no published average premium for its state or territory.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your estimated price range' })).toHaveCount(0)

  await page.unroute(`**/api/v1/insurance_requests/${number}`)
  await page.route(`**/api/v1/insurance_requests/${number}`, (route) => route.fulfill({ status: 503, json: { code: 'service_unavailable', message: 'The service is unavailable.' } }))
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Error Loading Request' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your estimated price range' })).toHaveCount(0)
})
