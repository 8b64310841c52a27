import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { expectNoSidewaysScroll } from '../support/layout.ts'
import { bearer, DEMO_ADMIN, openSignedIn, registerCustomer, tokenFor } from '../support/accounts.ts'

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)

/** A fresh customer's 6-month policy from another provider, ending in about 40 days: $600, two discounts. */
async function policyNearRenewal(request: APIRequestContext, policyNumber = 'FM-RENEW-0001') {
  const customer = await registerCustomer(request, { firstName: 'Robin', lastName: 'Renewal' })
  const policy = {
    carrier_id: null, carrier_name: 'Faraway Mutual', policy_number: policyNumber, state: 'CA', term_months: 6, effective_date: isoDay(-142),
    premium: '600.00', down_payment: '100.00', monthly_instalment: '100.00', instalment_count: 5, deductible: 500, liability_limits: '100/300/100',
    coverages: { pip: null, um_uim: '100/300', med_pay: 5000, comprehensive: true, collision: true, rental: 30, roadside: true },
    discounts: ['Good driver', 'Paperless billing'],
    vehicles: [{ vin: '1HGCM82633A004352', year: 2019, make: 'Honda', model: 'Accord', financed: false, leased: false }],
    drivers: [{ name: 'Robin Renewal' }], homeowner: false,
  }
  const added = await request.post('/api/v1/policies', { headers: bearer(customer.token), data: { policy } })
  expect(added.status()).toBe(201)
  const body = await added.json()
  return { customer, id: Number(body.data.id), expiration: String(body.data.expiration_date) }
}

/** The customer asks for a re-quote (the renewal's re-shop) and the agent adds two offers to it. */
async function reshopWithTwoOffers(request: APIRequestContext, customerToken: string, adminToken: string, policyId: number) {
  const contact = { street: '1 Market Street', city: 'San Francisco', zip: '94105', phone_number: '415-555-0134' }
  const requote = await request.post(`/api/v1/policies/${policyId}/requote`, { headers: bearer(customerToken), data: { authorization: true, contact } })
  expect(requote.status()).toBe(201)
  const number = String((await requote.json()).data.request_number)
  const carriers = (await (await request.get('/api/v1/admin/carriers', { headers: bearer(adminToken) })).json()).data
  const names: string[] = []
  for (const [index, premium, down] of [[0, '560.00', '60.00'], [1, '640.00', '140.00']] as const) {
    const offer = {
      carrier_id: carriers[index].id, term_months: 6, premium, down_payment: down, monthly_instalment: '100.00', instalment_count: 5,
      deductible: 500, liability_limits: '100/300/100', coverages: { comprehensive: true, collision: true }, valid_until: isoDay(10),
    }
    const added = await request.post(`/api/v1/admin/insurance_requests/${number}/offers`, { headers: bearer(adminToken), data: { offer } })
    expect(added.status()).toBe(201)
    names.push(String(carriers[index].name))
  }
  return { number, names }
}

test('the agent records a dearer renewal; the customer sees what changed, switches, and the old policy cancels when the new one starts', async ({ page, request }) => {
  test.setTimeout(120_000)
  const { customer, id, expiration } = await policyNearRenewal(request)
  const adminToken = await tokenFor(request, DEMO_ADMIN)

  // The agent enters the carrier's renewal on the admin policy page: 18% dearer, the paperless discount dropped.
  await openSignedIn(page, adminToken, `/admin/policies/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Faraway Mutual · FM-RENEW-0001' })).toBeVisible()
  const renewal = page.getByRole('region', { name: 'Renewal', exact: true })
  await expect(renewal).toContainText('No renewal offer recorded')
  await expect(renewal.getByLabel('Renewal starts')).toHaveValue(expiration)
  await renewal.getByLabel('Renewal premium for the term ($)').fill('708')
  await renewal.getByRole('button', { name: 'Save the renewal' }).click()
  await expect(renewal.getByText(/^Down payment plus 5 instalments of 100.00 is 600.00, not the premium of 708.00$/)).toBeVisible()
  await renewal.getByLabel('Down payment ($)').fill('208')
  await renewal.getByLabel('Discounts').fill('Good driver')
  await renewal.getByLabel('Why the renewal changed (shown to the customer)').fill('Rates rose across California, and the carrier dropped the paperless discount.')
  await expectNoSeriousA11yViolations(page)
  await renewal.getByRole('button', { name: 'Save the renewal' }).click()
  await expect(page.getByText('Renewal recorded.')).toBeVisible()
  await expect(renewal.getByRole('table', { name: 'What changed' })).toContainText('+$108.00 (+18.0%)')
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Renewal offer recorded')

  const { number, names } = await reshopWithTwoOffers(request, customer.token, adminToken, id)

  // The customer reads each change, with the offers beside the renewal.
  await openSignedIn(page, customer.token, `/dashboard/policies/${id}`)
  await page.getByRole('link', { name: 'What changed at renewal' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'What changed at renewal' })).toBeVisible()
  const changes = page.getByRole('table', { name: 'What changed' })
  await expect(changes.getByRole('row', { name: /Premium \(6 months\)/ })).toContainText('$600.00$708.00▲ +$108.00 (+18.0%)')
  await expect(changes.getByRole('row', { name: /Paperless billing/ })).toContainText('YesNone− Lost')
  await expect(changes.getByRole('row', { name: /Good driver/ })).toContainText('No change')
  await expect(page.getByRole('region', { name: 'Your agent\'s note on the reasons' })).toContainText('the carrier dropped the paperless discount')
  const offers = page.getByRole('table', { name: 'The renewal and the re-shop offers' })
  await expect(offers.getByRole('row')).toHaveCount(4)
  await expect(offers.getByRole('row').nth(1)).toContainText('Renewal from Faraway Mutual (baseline)')
  await expect(offers.getByRole('row', { name: new RegExp(names[0] ?? '') })).toContainText('−$296.00 (−20.9%) a year')
  await expect(page.getByRole('table', { name: 'Premium by term' })).toContainText('Renewal offer')
  await expect(page.getByRole('img', { name: /Premium over the terms/ })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // Switching is choosing an offer; the agent binds it from the day the old policy ends.
  await offers.getByRole('button', { name: `Choose this offer from ${names[0]}` }).click()
  await page.getByRole('button', { name: 'Yes, choose this offer' }).click()
  await expect(page.getByText(`You chose ${names[0]}. Your agent will now bind the policy.`)).toBeVisible()
  const offerId = (await (await request.get(`/api/v1/insurance_requests/${number}/offers`, { headers: bearer(customer.token) })).json()).data.find((o: { status: string }) => o.status === 'chosen').id
  const bound = await request.post(`/api/v1/admin/offers/${offerId}/bind`, { headers: bearer(adminToken), data: { policy_number: 'NEW-RENEW-0001', effective_date: expiration } })
  expect(bound.status()).toBe(200)

  await page.getByRole('link', { name: 'Back to the policy' }).click()
  const cancels = new Date(`${expiration}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
  await expect(page.getByRole('status').filter({ hasText: 'Cancels on' })).toHaveText(`Cancels on ${cancels}`)
  await expectNoSeriousA11yViolations(page)
  await page.getByText('replaces it that day').getByRole('link', { name: 'My Policies' }).click()
  await expect(page.getByRole('link', { name: /NEW-RENEW-0001/ })).toBeVisible()
})

/** The agent records a renewal 18% dearer, without the paperless discount, through the API. */
async function recordRenewal(request: APIRequestContext, adminToken: string, id: number, expiration: string) {
  const terms = {
    term_months: 6, effective_date: expiration, premium: '708.00', down_payment: '208.00', monthly_instalment: '100.00', instalment_count: 5, deductible: 500,
    liability_limits: '100/300/100', coverages: { um_uim: '100/300', med_pay: 5000, comprehensive: true, collision: true, rental: 30, roadside: true },
    discounts: ['Good driver'], vehicles: [{ vin: '1HGCM82633A004352' }], drivers: [{ name: 'Robin Renewal' }], agent_note: 'Rates rose.',
  }
  expect((await request.post(`/api/v1/policies/${id}/renewal`, { headers: bearer(adminToken), data: { renewal: terms } })).status()).toBe(200)
}

test('the agent finds the open re-shop among the policies; the customer turns on automatic re-shopping and keeps the renewal', async ({ page, request }) => {
  const { customer, id, expiration } = await policyNearRenewal(request, 'FM-KEEP-0001')
  const adminToken = await tokenFor(request, DEMO_ADMIN)
  await recordRenewal(request, adminToken, id, expiration)
  const contact = { street: '1 Market Street', city: 'San Francisco', zip: '94105', phone_number: '415-555-0134' }
  expect((await request.post(`/api/v1/policies/${id}/requote`, { headers: bearer(customer.token), data: { authorization: true, contact } })).status()).toBe(201)

  await openSignedIn(page, adminToken, '/admin/policies')
  await page.getByLabel('Re-shop').selectOption('open')
  await expect(page).toHaveURL(/reshop=open/)
  await expect(page.getByRole('link', { name: 'View policy FM-KEEP-0001' })).toBeVisible()
  await page.getByLabel('Status').selectOption('renewal_pending')
  await expect(page.getByRole('link', { name: 'View policy FM-KEEP-0001' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await openSignedIn(page, customer.token, `/dashboard/policies/${id}`)
  await page.getByRole('button', { name: 'Turn on automatic re-shopping' }).click()
  await page.getByRole('button', { name: 'Turn on automatic re-shopping' }).click()
  await expect(page.getByText('You must authorize GetQuote to proceed')).toBeVisible()
  await page.getByRole('region', { name: 'Renewal', exact: true }).getByLabel(/^I authorize GetQuote to act as my agent/).check()
  await page.getByRole('button', { name: 'Turn on automatic re-shopping' }).click()
  await expect(page.getByText('We will shop this policy again at renewal.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Turn off automatic re-shopping' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('link', { name: 'What changed at renewal' }).click()
  await expect(page.getByRole('table', { name: 'What changed' })).toBeVisible()
  await page.getByRole('button', { name: 'Keep the renewal' }).click()
  await expect(page.getByText('Your policy renews on these terms.')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'You kept the renewal' })).toContainText('You kept the renewal: your new term runs from')
  await expectNoSeriousA11yViolations(page)
})

test('on a phone the What changed page does not scroll sideways', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const { customer, id, expiration } = await policyNearRenewal(request, 'FM-PHONE-0001')
  const adminToken = await tokenFor(request, DEMO_ADMIN)
  await recordRenewal(request, adminToken, id, expiration)
  await reshopWithTwoOffers(request, customer.token, adminToken, id)
  const path = `/dashboard/policies/${id}/renewal`
  await openSignedIn(page, customer.token, path)
  await expect(page.getByRole('table', { name: 'What changed' })).toBeVisible()
  await expectNoSidewaysScroll(page, path)
})
