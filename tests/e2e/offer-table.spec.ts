import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { dayFromToday, newRequest, postOffer } from '../support/quoteRequests.ts'
import { bearer, DEMO_ADMIN, openSignedIn, tokenFor } from '../support/accounts.ts'

/** Six months at $100 a month, on the limits and covers newRequest asks for. */
const asAsked = {
  term_months: 6, premium: '600.00', down_payment: '100.00', monthly_instalment: '100.00', instalment_count: 5,
  deductible: 500, liability_limits: '100/300/100', coverages: { comprehensive: true, collision: true }, valid_until: dayFromToday(10),
}

test('three offers compare in one table with the estimate, print on one page, and a shared link works until revoked', async ({ page, request, browser }) => {
  test.setTimeout(120_000)
  const { customer, number } = await newRequest(request, { auto: { minimum_liability_limits: '100/300/100' } })
  const adminToken = await tokenFor(request, DEMO_ADMIN)
  await postOffer(request, adminToken, number, 'Harborline Mutual', asAsked)
  await postOffer(request, adminToken, number, 'Pinecrest Casualty', { ...asAsked, term_months: 12, premium: '1080.00', down_payment: '90.00', monthly_instalment: '90.00', instalment_count: 11, deductible: 1000 })
  await postOffer(request, adminToken, number, 'Northgate Assurance', { ...asAsked, liability_limits: '50/100/50', premium: '540.00', down_payment: '90.00', monthly_instalment: '90.00' })

  // The customer's current policy on file: $1,200 a year, with rental car and roadside cover the offers lack.
  const policy = await request.post('/api/v1/policies', { headers: bearer(customer.token), data: { policy: {
    carrier_id: null, carrier_name: 'Faraway Mutual', policy_number: 'FM-2026-0001', state: 'CA', term_months: 12, effective_date: dayFromToday(-100),
    premium: '1200.00', down_payment: '200.00', monthly_instalment: '100.00', instalment_count: 10, deductible: 500, liability_limits: '100/300/100',
    coverages: { pip: null, um_uim: null, med_pay: null, comprehensive: true, collision: true, rental: 30, roadside: true }, discounts: [],
    vehicles: [{ vin: '1HGCM82633A004352', year: 2019, make: 'Honda', model: 'Accord', financed: false, leased: false }], drivers: [{ name: 'Morgan Offers' }], homeowner: false,
  } } })
  expect(policy.status()).toBe(201)

  await page.setViewportSize({ width: 1280, height: 900 })
  await openSignedIn(page, customer.token, `/dashboard/requests/${number}`)
  const table = page.getByRole('table', { name: 'Your offers side by side' })
  await expect(table).toBeVisible()
  // Sorted by monthly price, as the cards are: $90, $90 (in the order they came), then $100.
  await expect(table.getByRole('columnheader')).toHaveText(['Coverage', 'You asked', 'Pinecrest Casualty', 'Northgate Assurance', 'Harborline Mutual'])
  const row = (label: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
  await expect(row('Premium per month').getByRole('cell')).toHaveText(['', '$90.00', '$90.00', '$100.00'])
  await expect(row('Premium per term').getByRole('cell')).toHaveText(['', '$1,080.00 for 12 months', '$540.00 for 6 months', '$600.00 for 6 months'])
  // Only Pinecrest's deductible and Northgate's limits differ from what was asked.
  await expect(row('Deductible').getByText('Differs from what you asked')).toHaveCount(1)
  await expect(row('Liability limits').getByText('Differs from what you asked')).toHaveCount(1)
  await expect(table.getByText('Differs from what you asked')).toHaveCount(2)
  // Like for like against the policy on file: the yearly difference, and what each offer covers less.
  await expect(row('A year against your Faraway Mutual policy').getByRole('cell')).toHaveText(['$1,200.00 a year now', '$120.00 less', '$120.00 less', 'The same'])
  await expect(row('Covers less than your policy').getByText('Covers less than you have now')).toHaveCount(3)
  await expect(row('Covers less than your policy').getByRole('cell').nth(1)).toContainText('No rental car; No roadside assistance')
  await expect(row('Estimate from public averages (not an offer)')).toContainText(/\$\d+ to \$\d+ a month/)
  await expect(page.getByTestId('estimate-line')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.emulateMedia({ media: 'print' })
  await expect(table).toBeVisible()
  await expect(page.getByRole('list', { name: 'Offers' })).toBeHidden()
  // Every offer's column is on the paper: the table is no wider than the area it prints in.
  expect(await table.evaluate((element) => element.scrollWidth <= (element.closest('.print-area')?.clientWidth ?? 0))).toBe(true)
  for (const format of ['Letter', 'A4']) {
    const pdf = await page.pdf({ format })
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g), format).toHaveLength(1)
  }
  await page.emulateMedia({ media: 'screen' })

  await page.getByRole('button', { name: 'Make a read-only link' }).click()
  const link = await page.getByLabel('Link to send').inputValue()
  expect(link).toMatch(/\/shared-comparison#[\w-]{32}$/)
  const stranger = await browser.newContext()
  const visitor = await stranger.newPage()
  await visitor.goto(link)
  await expect(visitor.getByRole('heading', { level: 1, name: 'Morgan\'s auto insurance offers' })).toBeVisible()
  await expect(visitor.getByRole('table', { name: 'The offers side by side' }).getByRole('columnheader')).toHaveCount(5)
  await expect(visitor.getByRole('button', { name: /choose/i })).toHaveCount(0)
  await expectNoSeriousA11yViolations(visitor)

  await page.getByRole('list', { name: 'Working links' }).getByRole('button', { name: 'Stop sharing' }).click()
  await expect(page.getByText('The link no longer works.')).toBeVisible()
  await visitor.reload()
  await expect(visitor.getByRole('heading', { level: 1, name: 'Link not working' })).toBeVisible()
  await expect(visitor.getByText('This shared comparison has expired or was revoked. Ask for a new link.')).toBeVisible()
  await stranger.close()
})
