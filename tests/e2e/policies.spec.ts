import type { APIRequestContext } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { expectNoSidewaysScroll } from '../support/layout.ts'
import { validRequestBody } from '../support/insuranceRequestBodies.ts'
import { bearer, DEMO_ADMIN, DEMO_CASEY, openSignedIn, registerCustomer, tokenFor } from '../support/accounts.ts'

const isoDay = (offsetDays: number) => {
  const date = new Date(Date.now() + offsetDays * 86_400_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** A request of a fresh customer, an offer on it chosen and bound by the demo admin, all through the API. */
async function boundThroughApi(request: APIRequestContext) {
  const customer = await registerCustomer(request, { firstName: 'Avery', lastName: 'Bound' })
  const created = await request.post('/api/v1/insurance_requests', {
    headers: bearer(customer.token),
    data: validRequestBody({ applicant: { first_name: 'Avery', last_name: 'Bound', email: customer.email }, auto: { minimum_liability_limits: '100/300/100' } }),
  })
  expect(created.status()).toBe(201)
  const number = String((await created.json()).data.request_number)
  const adminToken = await tokenFor(request, DEMO_ADMIN)
  const carriers = await request.get('/api/v1/admin/carriers', { headers: bearer(adminToken) })
  const carrier = (await carriers.json()).data[0]
  const offer = {
    carrier_id: carrier.id, term_months: 6, premium: '600.00', down_payment: '100.00', monthly_instalment: '100.00', instalment_count: 5,
    deductible: 500, liability_limits: '100/300/100', coverages: { comprehensive: true, collision: true }, valid_until: isoDay(10),
  }
  const added = await request.post(`/api/v1/admin/insurance_requests/${number}/offers`, { headers: bearer(adminToken), data: { offer } })
  expect(added.status()).toBe(201)
  const offerId = (await added.json()).data.id
  expect((await request.post(`/api/v1/insurance_requests/${number}/offers/${offerId}/choose`, { headers: bearer(customer.token) })).status()).toBe(200)
  const bound = await request.post(`/api/v1/admin/offers/${offerId}/bind`, { headers: bearer(adminToken), data: { policy_number: 'E2E-BOUND-0001', effective_date: isoDay(1) } })
  expect(bound.status()).toBe(200)
  return { customer, carrierName: String(carrier.name) }
}

test('a customer adds a policy from another provider, sees its gaps and asks for a new quote from it', async ({ page, request }) => {
  test.setTimeout(120_000)
  const customer = await registerCustomer(request, { firstName: 'Jordan', lastName: 'Policy' })
  await openSignedIn(page, customer.token, '/dashboard/policies')
  await expect(page.getByRole('heading', { level: 1, name: 'My Policies' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No Policies Yet' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('link', { name: 'Add a policy' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Add a policy' })).toBeVisible()
  await page.getByRole('button', { name: 'Save policy' }).click()
  await expect(page.getByText('Policy numbers are 3 to 40 letters, digits or dashes')).toBeVisible()
  await page.getByLabel('My carrier is not in the list').check()
  await page.getByLabel('Carrier name').fill('Faraway Mutual')
  await page.getByLabel('Policy number').fill('FM-2026-0042')
  await page.getByLabel('State').selectOption('CA')
  await page.getByLabel('Term', { exact: true }).selectOption('12')
  await page.getByLabel('Effective date').fill(isoDay(-340))
  await page.getByLabel('Premium for the term ($)').fill('1200')
  await page.getByLabel('Down payment ($)').fill('1200')
  await page.getByLabel('Liability limits').fill('100/300/100')
  await page.getByLabel('Deductible ($)').fill('500')
  await page.getByLabel('UM/UIM limits').fill('100/300')
  await page.getByLabel('Comprehensive').check()
  await page.getByLabel('Vehicle 1 VIN').fill('1HGCM82633A004352')
  await page.getByLabel('Financed').check()
  await page.getByLabel('Driver 1 name').fill('Jordan Policy')
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Save policy' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Faraway Mutual · FM-2026-0042' })).toBeVisible()
  const gaps = page.getByRole('list', { name: 'Coverage gaps' })
  await expect(gaps.getByRole('listitem')).toHaveCount(2)
  await expect(gaps.getByRole('listitem').first()).toContainText('Needs fixing: A financed or leased car without collision')
  await expect(gaps.getByRole('listitem').first()).toContainText('How to fix it: Add collision cover to this policy.')
  await expect(gaps.getByRole('listitem').nth(1)).toContainText(/Worth a look: Expires in \d+ days/)
  await expect(page.getByRole('region', { name: 'Coverages' })).toContainText('Not included')
  await expectNoSeriousA11yViolations(page)

  // Adding collision closes the lender's gap; the expiry warning stays.
  await page.getByRole('link', { name: 'Edit policy' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Edit policy' })).toBeVisible()
  await expect(page.getByLabel('Carrier name')).toHaveValue('Faraway Mutual')
  await page.getByLabel('Collision').check()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Faraway Mutual · FM-2026-0042' })).toBeVisible()
  await expect(gaps.getByRole('listitem')).toHaveCount(1)
  await expect(gaps.getByRole('listitem')).toContainText(/Worth a look: Expires in \d+ days/)

  // No request of theirs says where they live: the re-quote asks, then goes to the agent's queue.
  await page.getByRole('button', { name: 'Get a new quote from this policy' }).click()
  await expect(page.getByText('You must authorize GetQuote to proceed')).toBeVisible()
  await page.getByLabel(/^I authorize GetQuote to act as my agent/).check()
  await page.getByRole('button', { name: 'Get a new quote from this policy' }).click()
  await expect(page.getByLabel('Street address')).toBeVisible()
  await page.getByLabel('Street address').fill('1 Market Street')
  await page.getByLabel('City').fill('San Francisco')
  await page.getByLabel('ZIP code').fill('94105')
  await page.getByLabel('Phone number').fill('415-555-0134')
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Get a new quote from this policy' }).click()
  await expect(page).toHaveURL(/\/dashboard\/requests\/[A-Z0-9-]+$/)
  const number = page.url().split('/').at(-1) ?? ''
  const made = await request.get(`/api/v1/insurance_requests/${number}`, { headers: bearer(customer.token) })
  expect((await made.json()).data).toMatchObject({ status: 'pending', auto_insurance: { vin: '1HGCM82633A004352', is_financed: true, coverage_type: 'full_coverage', insurance_company: 'Faraway Mutual' } })

  // The agent finds it among the policies expiring within 30 days.
  await openSignedIn(page, await tokenFor(request, DEMO_ADMIN), '/admin/policies?expiring=30')
  await expect(page.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible()
  await page.getByRole('link', { name: 'View policy FM-2026-0042' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Faraway Mutual · FM-2026-0042' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'History' })).toContainText('New quote requested')
  await expectNoSeriousA11yViolations(page)
})

test('a policy bound here shows in My policies with its coverages', async ({ page, request }) => {
  const { customer, carrierName } = await boundThroughApi(request)
  await openSignedIn(page, customer.token, '/dashboard')
  await page.getByRole('navigation').first().getByRole('link', { name: 'My Policies' }).click()
  const policies = page.getByRole('list', { name: 'Policies' })
  await expect(policies.getByRole('listitem')).toHaveCount(1)
  await expect(policies).toContainText('Bound through GetQuote')
  await policies.getByRole('link', { name: `${carrierName} · E2E-BOUND-0001` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `${carrierName} · E2E-BOUND-0001` })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Vehicles and drivers' })).toContainText('Avery Bound')
  await expect(page.getByRole('region', { name: 'Coverage check' })).toBeVisible()
  // The carrier issued it as bound: no Edit policy, and the edit page explains instead of offering a form.
  await expect(page.getByRole('link', { name: 'Edit policy' })).toHaveCount(0)
  await expect(page.getByText('This policy was bound through GetQuote, so our agents keep its details.')).toBeVisible()
  // No consent to electronic documents was given: the papers come by post, and this copy stays.
  await expect(page.getByText('You have not agreed to electronic documents, so we mail this policy’s ID card and papers to you by post.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'ID card' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  const sample = await request.get('/api/v1/me/esign_consent/sample.pdf', { headers: bearer(customer.token) })
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await sample.body())), { mergePages: true })
  const agreed = await request.post('/api/v1/me/esign_consent', { headers: bearer(customer.token), data: { code: /Your code\s+([A-Z0-9]{6})/.exec(text)?.[1] } })
  expect(agreed.status()).toBe(200)
  await page.reload()
  await expect(page.getByRole('button', { name: 'ID card' })).toBeVisible()
  await expect(page.getByText('You have not agreed to electronic documents')).toHaveCount(0)
  await page.goto(`${page.url()}/edit`)
  await expect(page.getByText('This policy was bound through GetQuote, so our agents keep its details.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Open a support conversation' }).click()
  await expect(page).toHaveURL(/\/support$/)
})

test('on a phone no policy screen scrolls sideways, and the demo customer sees the seeded gaps', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const casey = await tokenFor(request, DEMO_CASEY)
  const listed = await request.get('/api/v1/policies', { headers: bearer(casey) })
  const added = (await listed.json()).data.find((policy: { origin: string }) => policy.origin === 'added')
  await openSignedIn(page, casey, '/dashboard/policies')
  await expectNoSidewaysScroll(page, '/dashboard/policies')
  for (const path of [`/dashboard/policies/${added.id}`, `/dashboard/policies/${added.id}/edit`, '/dashboard/policies/new']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoSidewaysScroll(page, path)
  }
  await page.goto(`/dashboard/policies/${added.id}`)
  await expect(page.getByRole('list', { name: 'Coverage gaps' })).toContainText('Needs fixing: A financed or leased car without collision')
  await openSignedIn(page, await tokenFor(request, DEMO_ADMIN), '/admin/policies')
  await expectNoSidewaysScroll(page, '/admin/policies')
  await page.goto(`/admin/policies/${added.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoSidewaysScroll(page, `/admin/policies/${added.id}`)
})
