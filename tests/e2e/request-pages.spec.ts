import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '../support/playwright.ts'
import { expectNoA11yViolations } from '../support/axe.ts'
import { bearer, DEMO_ADMIN, openSignedIn, tokenFor } from '../support/accounts.ts'
import { dayFromToday, newRequest, postOffer } from '../support/quoteRequests.ts'

/** One offer on the request, recorded by the demo admin; answers its id. */
const postPinecrestOffer = (request: APIRequestContext, adminToken: string, number: string, validUntil: string) =>
  postOffer(request, adminToken, number, 'Pinecrest Casualty', {
    term_months: 6, premium: '300.00', down_payment: '300.00', monthly_instalment: '0.00', instalment_count: 0,
    deductible: 500, liability_limits: '100/300/100', coverages: { comprehensive: true, collision: true }, valid_until: validUntil,
  })

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

test('a request whose only offer expired says so in Next Steps, and the tracker does not claim a Processing it skipped', async ({ page, request }) => {
  const { customer, number } = await newRequest(request, { auto: { minimum_liability_limits: '100/300/100' } })
  await postPinecrestOffer(request, await tokenFor(request, DEMO_ADMIN), number, dayFromToday(-2))

  await openSignedIn(page, customer.token, `/dashboard/requests/${number}`)
  const aside = page.getByRole('complementary', { name: 'Request Status' })
  await expect(aside).toContainText('Every offer has expired. Ask for a new quote and our specialists will find fresh offers.')
  await expect(aside).not.toContainText('Your quote is ready!')
  const progress = page.getByRole('list', { name: 'Request progress' })
  await expect(progress.getByRole('listitem')).toHaveText([/Pending \(done\)$/, /Processing \(skipped\)$/, /Quoted \(done\)$/, /Purchased \(not yet\)$/])
  await expectNoA11yViolations(page)
})

test('a purchased request\'s quote page speaks of the policy, not of a request just submitted', async ({ page, request }) => {
  const { customer, number } = await newRequest(request, { auto: { minimum_liability_limits: '100/300/100' } })
  const adminToken = await tokenFor(request, DEMO_ADMIN)
  const status = await request.put(`/api/v1/insurance_requests/${number}`, { headers: bearer(adminToken), data: { insurance_request: { status: 'processing' } } })
  expect(status.status()).toBe(200)
  const offerId = await postPinecrestOffer(request, adminToken, number, dayFromToday(10))
  expect((await request.post(`/api/v1/insurance_requests/${number}/offers/${offerId}/choose`, { headers: bearer(customer.token) })).status()).toBe(200)
  const bound = await request.post(`/api/v1/admin/offers/${offerId}/bind`, { headers: bearer(adminToken), data: { policy_number: 'PCC-2026-000123', effective_date: dayFromToday(1) } })
  expect(bound.status()).toBe(200)

  await openSignedIn(page, customer.token, `/auto/quote-ready?requestNumber=${number}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Your Policy Is Bound' })).toBeVisible()
  await expect(page.getByText('Quote Request Submitted!')).toHaveCount(0)
  await expect(page.getByText(/within 24 hours/)).toHaveCount(0)
  await expect(page.getByRole('definition').filter({ hasText: 'PCC-2026-000123' })).toBeVisible()
  await expectNoA11yViolations(page)

  await page.goto(`/dashboard/requests/${number}`)
  const progress = page.getByRole('list', { name: 'Request progress' })
  await expect(progress.getByRole('listitem')).toHaveText([/Pending \(done\)$/, /Processing \(done\)$/, /Quoted \(done\)$/, /Purchased \(done\)$/])
})

/** 'November 28, 2026 at 2:48 AM PST': the moment in a named zone, worked out here independently of the app. */
function inZone(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short',
  }).formatToParts(new Date(iso))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('month')} ${part('day')}, ${part('year')} at ${part('hour')}:${part('minute')} ${part('dayPeriod')} ${part('timeZoneName')}`
}

test('the times on a request are written in the applicant\'s state\'s zone, named', async ({ page, request }) => {
  const { customer, number } = await newRequest(request, { address: { street: '1 Main St', city: 'Buffalo', state: 'NY', zip: '14201' }, auto: { minimum_liability_limits: '25/50/10', pip: '50000' } })
  const read = await request.get(`/api/v1/insurance_requests/${number}`, { headers: bearer(customer.token) })
  const { due_at: dueAt, created_at: createdAt } = (await read.json()).data
  const expected = `Options expected by ${inZone(dueAt, 'America/New_York')}.`
  expect(expected).toMatch(/ E[SD]T\.$/)

  await openSignedIn(page, customer.token, `/dashboard/requests/${number}`)
  await expect(page.getByText(expected, { exact: true })).toBeVisible()
  await expect(page.getByText(`Submitted on ${inZone(createdAt, 'America/New_York')}`, { exact: true })).toBeVisible()
  await page.goto(`/auto/quote-requested?requestNumber=${number}`)
  await expect(page.getByText(expected, { exact: true })).toBeVisible()
})
