import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { bearer, DEMO_ADMIN, openSignedIn, registerCustomer, tokenFor } from '../support/accounts.ts'

/** The local calendar day `offsetDays` from today, as the server counts weeks. */
function localDay(offsetDays: number): Date {
  const date = new Date(Date.now() + offsetDays * 86_400_000)
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 12)
}
const iso = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

test('the agent picks a week of the X-date view and sees the policies expiring in it', async ({ page, request }) => {
  const customer = await registerCustomer(request, { firstName: 'Xavier', lastName: 'Dates' })
  const expires = localDay(9)
  const effective = new Date(expires.getFullYear() - 1, expires.getMonth(), expires.getDate(), 12)
  const policy = {
    carrier_id: null, carrier_name: 'Faraway Mutual', policy_number: 'XD-2026-0009', state: 'CA', term_months: 12, effective_date: iso(effective),
    premium: '1200.00', down_payment: '200.00', monthly_instalment: '100.00', instalment_count: 10, deductible: 500, liability_limits: '100/300/100',
    coverages: { pip: null, um_uim: '100/300', med_pay: 5000, comprehensive: true, collision: true, rental: 30, roadside: true },
    discounts: [], vehicles: [{ vin: '1HGCM82633A004352', year: 2019, make: 'Honda', model: 'Accord', financed: false, leased: false }],
    drivers: [{ name: 'Xavier Dates' }], homeowner: false,
  }
  expect((await request.post('/api/v1/policies', { headers: bearer(customer.token), data: { policy } })).status()).toBe(201)

  await openSignedIn(page, await tokenFor(request, DEMO_ADMIN), '/admin/policies')
  const weeks = page.getByRole('table', { name: 'Policies expiring week by week, this week first' })
  await expect(weeks.getByRole('row')).toHaveCount(14)
  // Rows count from this week's Monday; the header is row 0.
  const mondayBack = (localDay(0).getDay() + 6) % 7
  const week = weeks.getByRole('row').nth(1 + Math.floor((9 + mondayBack) / 7))
  await week.getByRole('button', { name: /^Show/ }).click()
  await expect(page).toHaveURL(/expires_from=\d{4}-\d{2}-\d{2}&expires_to=\d{4}-\d{2}-\d{2}/)
  await expect(week).toHaveAttribute('aria-current', 'true')
  const listed = page.getByRole('table', { name: 'Policies', exact: true })
  await expect(listed.getByRole('row').filter({ hasText: 'XD-2026-0009' })).toHaveCount(1)
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Any week' }).click()
  await expect(page).toHaveURL(/\/admin\/policies$/)
  await expect(page.getByRole('button', { name: 'Any week' })).toHaveCount(0)
})
