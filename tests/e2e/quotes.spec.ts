import type { APIRequestContext, Page } from '@playwright/test'
import { longDateTime } from '../../shared/dates.ts'
import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { expectNoSidewaysScroll } from '../support/layout.ts'
import { waitForMail } from '../support/mailbox.ts'
import { dayFromToday, newRequest, postOffer } from '../support/quoteRequests.ts'
import { bearer, DEMO_ADMIN, openSignedIn, tokenFor } from '../support/accounts.ts'

interface OfferInput {
  carrier: string
  term: '6' | '12'
  premium: string
  down: string
  monthly: string
  count: string
  limits: string
  validUntil?: string
}

async function addOffer(page: Page, offer: OfferInput) {
  await page.getByRole('button', { name: 'Add offer' }).click()
  const form = page.locator('form').filter({ has: page.getByLabel('Premium for the term ($)') })
  const carrier = form.getByLabel('Carrier')
  await carrier.selectOption((await carrier.locator('option', { hasText: offer.carrier }).getAttribute('value')) ?? '')
  await form.getByLabel('Term', { exact: true }).selectOption(offer.term)
  await form.getByLabel('Premium for the term ($)').fill(offer.premium)
  await form.getByLabel('Down payment ($)').fill(offer.down)
  await form.getByLabel('Monthly instalment ($)').fill(offer.monthly)
  await form.getByLabel('Number of instalments').fill(offer.count)
  await form.getByLabel('Deductible ($)').fill('500')
  await form.getByLabel('Liability limits', { exact: true }).fill(offer.limits)
  await form.getByLabel('Comprehensive').check()
  await form.getByLabel('Collision').check()
  if (offer.validUntil) await form.getByLabel('Valid until').fill(offer.validUntil)
  await form.getByRole('button', { name: 'Save offer' }).click()
  // A past valid-until day is saved only once the agent confirms it.
  if (offer.validUntil && offer.validUntil < dayFromToday(0)) await form.getByRole('alert').getByRole('button', { name: 'Save anyway' }).click()
  await expect(page.getByRole('listitem', { name: `${offer.carrier} offer` })).toBeVisible()
}

/** A customer who asked for status e-mails and 100/300/100, with more of the wizard's answers if given. */
const newQuotedRequest = (request: APIRequestContext, auto: Record<string, unknown> = {}) =>
  newRequest(request, { auto: { minimum_liability_limits: '100/300/100', ...auto } }, { quoteNotifications: true })

/** Six months at $100 a month, on the limits and covers newRequest asks for. */
const asAsked = {
  term_months: 6, premium: '600.00', down_payment: '100.00', monthly_instalment: '100.00', instalment_count: 5,
  deductible: 500, liability_limits: '100/300/100', coverages: { comprehensive: true, collision: true }, valid_until: dayFromToday(10),
}

test('the agent adds three offers, the customer compares and chooses one, the agent binds it', async ({ page, request }) => {
  // Three people's screens and five accessibility scans: on a busy two-worker machine this outgrows 60 s.
  test.setTimeout(120_000)
  const { customer, number } = await newQuotedRequest(request)
  const adminToken = await tokenFor(request, DEMO_ADMIN)

  // The agent records three offers: one as asked, one below what was asked, one already expired.
  await openSignedIn(page, adminToken, `/admin/requests/${number}`)
  await expect(page.getByRole('heading', { level: 1, name: `Request #${number}` })).toBeVisible()
  await expect(page.getByText('No offers yet. The first one marks the request as quoted.')).toBeVisible()
  await addOffer(page, { carrier: 'Harborline Mutual', term: '6', premium: '720', down: '120', monthly: '120', count: '5', limits: '100/300/100' })
  const adminHeader = page.locator('header').filter({ hasText: `Request #${number}` })
  await expect(adminHeader.getByText('Quoted')).toBeVisible()
  await addOffer(page, { carrier: 'Pinecrest Casualty', term: '12', premium: '1080', down: '90', monthly: '90', count: '11', limits: '50/100/50' })
  await addOffer(page, { carrier: 'Northgate Assurance', term: '6', premium: '600', down: '100', monthly: '100', count: '5', limits: '100/300/100', validUntil: dayFromToday(-1) })
  await expect(page.getByRole('list', { name: 'Offer history, newest first' }).getByRole('listitem')).toHaveCount(3)
  // The agent reads the request's moments as the Californian applicant lives them, not in the server's UTC.
  await expect(page.getByRole('list', { name: 'Offer history, newest first' }).getByRole('listitem').first()).toContainText(/ at \d{1,2}:\d{2} [AP]M P[SD]T$/)
  await expect(page.getByRole('definition').filter({ hasText: /^\d{1,2}:\d{2} [AP]M P[SD]T$/ })).toHaveCount(1)
  await expect(page.getByRole('listitem', { name: 'Pinecrest Casualty offer' })).toContainText('Liability $50,000/$100,000/$50,000 · Deductible $500 · Comprehensive, Collision')
  await expectNoSeriousA11yViolations(page)

  // The customer compares them: differences highlighted, sorted by rating and then by monthly price.
  await openSignedIn(page, customer.token, `/dashboard/requests/${number}`)
  await expect(page.getByRole('heading', { level: 2, name: 'Your Offers' })).toBeVisible()
  const offers = page.getByRole('list', { name: 'Offers' })
  await expect(offers.getByRole('listitem', { name: 'Pinecrest Casualty' }).getByText('You asked $100,000/$300,000/$100,000; this offer is $50,000/$100,000/$50,000')).toBeVisible()
  await expect(offers.getByRole('listitem', { name: 'Pinecrest Casualty' }).getByRole('definition').getByText('$50,000/$100,000/$50,000', { exact: true })).toBeVisible()
  await expect(offers.getByRole('listitem', { name: 'Northgate Assurance' }).getByText('Expired: this offer can no longer be chosen')).toBeVisible()
  await page.getByLabel('Sort by').selectOption('rating')
  await expect(offers.getByRole('heading', { level: 3 })).toHaveText(['Harborline Mutual', 'Pinecrest Casualty', 'Northgate Assurance'])
  await page.getByLabel('Sort by').selectOption('price')
  await expect(offers.getByRole('heading', { level: 3 })).toHaveText(['Pinecrest Casualty', 'Northgate Assurance', 'Harborline Mutual'])
  await expect(offers.getByRole('listitem', { name: 'Pinecrest Casualty' })).toContainText('$90.00 per month')
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Choose this offer from Harborline Mutual' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Choose Harborline Mutual?' })
  await expect(dialog).toContainText('$120.00 a month: $720.00 for 6 months; $120.00 down, then 5 × $120.00')
  await expect(dialog).toContainText('Comprehensive, Collision')
  await expect(dialog.getByRole('definition').getByText('$100,000/$300,000/$100,000', { exact: true })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await dialog.getByRole('button', { name: 'Yes, choose this offer' }).click()
  await expect(offers.getByRole('listitem', { name: 'Harborline Mutual' }).getByText('You chose this offer')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Choose this offer/ })).toHaveCount(0)

  // A second choice, from another tab, is refused.
  const listed = await request.get(`/api/v1/insurance_requests/${number}/offers`, { headers: bearer(customer.token) })
  const pinecrest = (await listed.json()).data.find((offer: { carrier: { name: string } }) => offer.carrier.name === 'Pinecrest Casualty')
  const second = await request.post(`/api/v1/insurance_requests/${number}/offers/${pinecrest.id}/choose`, { headers: bearer(customer.token) })
  expect(second.status()).toBe(409)

  // The agent binds the chosen offer.
  await openSignedIn(page, adminToken, `/admin/requests/${number}`)
  const binding = page.getByRole('form', { name: 'Confirm binding' })
  await binding.getByLabel('Policy number').fill('HLM-2026-000777')
  await binding.getByRole('button', { name: 'Confirm binding' }).click()
  await expect(page.locator('header').filter({ hasText: `Request #${number}` }).getByText('Purchased')).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: /^HLM-2026-000777$/ })).toBeVisible()
  await expect(page.getByText('Offers cannot be added to a purchased request.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add offer' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  // The customer sees the purchase and the policy number, in the dashboard and on the quote page.
  await openSignedIn(page, customer.token, `/dashboard/requests/${number}`)
  await expect(page.getByRole('definition').filter({ hasText: 'HLM-2026-000777' })).toBeVisible()
  await expect(page.locator('header').filter({ hasText: `Request #${number}` }).getByText('Purchased')).toBeVisible()
  await page.goto(`/auto/quote-ready?requestNumber=${number}`)
  await expect(page.getByRole('definition').filter({ hasText: 'HLM-2026-000777' })).toBeVisible()
  await expect(page.getByText('Status: Purchased')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await waitForMail(request, customer.email, `You chose an offer for request ${number}`)
  await waitForMail(request, customer.email, `Request #${number} status changed to purchased`)
  await waitForMail(request, DEMO_ADMIN.email, `Offer chosen on request ${number}: ready to bind`)

  // The admin dashboard shows the promise figures.
  await openSignedIn(page, adminToken, '/admin')
  const promise = page.getByRole('region', { name: '24-hour promise, last 30 days' })
  await expect(promise.getByRole('definition').first()).toHaveText(/^\d+%$/)
  await expectNoSeriousA11yViolations(page)
})

test('the offers stack into cards on a phone, no offer screen scrolls sideways, and the carriers screen adds and retires a carrier', async ({ page, request }) => {
  const { customer, number } = await newQuotedRequest(request)
  const adminToken = await tokenFor(request, DEMO_ADMIN)
  for (const [premium, monthly] of [['600.00', '100.00'], ['660.00', '112.00']]) {
    await postOffer(request, adminToken, number, 'Harborline Mutual', { ...asAsked, premium, monthly_instalment: monthly })
  }

  await page.setViewportSize({ width: 390, height: 844 })
  await openSignedIn(page, customer.token, `/dashboard/requests/${number}`)
  await expect(page.getByRole('list', { name: 'Offers' }).getByRole('listitem')).toHaveCount(2)
  await expectNoSidewaysScroll(page, 'request detail with offers on a phone')
  const boxes = await page.getByRole('list', { name: 'Offers' }).locator(':scope > li').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().left))
  expect(new Set(boxes).size).toBe(1)

  await openSignedIn(page, adminToken, `/admin/requests/${number}`)
  await expect(page.getByRole('list', { name: 'Offers' }).getByRole('listitem')).toHaveCount(2)
  await page.getByRole('button', { name: 'Add offer' }).click()
  await expectNoSidewaysScroll(page, 'admin request with the offer form on a phone')
  await openSignedIn(page, adminToken, '/admin/carriers')
  await expectNoSidewaysScroll(page, 'carriers on a phone')

  await page.setViewportSize({ width: 1280, height: 900 })
  await openSignedIn(page, adminToken, '/admin/carriers')
  await expect(page.getByRole('heading', { level: 1, name: 'Carriers' })).toBeVisible()
  await expect(page.getByRole('listitem', { name: 'Harborline Mutual' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  const name = `Quayside Mutual ${Date.now()}`
  const form = page.getByRole('region', { name: 'Add a carrier' })
  await form.getByRole('button', { name: 'Add carrier' }).click()
  await expect(form.getByText('Carrier name must be 2 to 100 characters.')).toBeVisible()
  await form.getByLabel('Carrier name').fill(name)
  await form.getByLabel('Financial strength rating').selectOption('B+')
  await form.getByLabel('California').check()
  await form.getByLabel('Website', { exact: true }).fill('quayside.example')
  await form.getByRole('button', { name: 'Add carrier' }).click()
  const card = page.getByRole('listitem', { name })
  await expect(card).toContainText('Rating B+ · 1 state')
  await expect(card.getByRole('link', { name: 'https://quayside.example' })).toHaveAttribute('href', 'https://quayside.example')
  await card.getByRole('button', { name: `Retire ${name}` }).click()
  const dialog = page.getByRole('alertdialog', { name: `Retire ${name}?` })
  await expectNoSeriousA11yViolations(page)
  await dialog.getByRole('button', { name: 'Yes, retire' }).click()
  await expect(card).toContainText('Retired')
  await expect(card.getByRole('button', { name: `Retire ${name}` })).toHaveCount(0)
})

test('a customer whose offers all expired asks for a re-quote in one click; the admin list shows what is overdue', async ({ page, request }) => {
  const { customer, number } = await newQuotedRequest(request)
  const adminToken = await tokenFor(request, DEMO_ADMIN)
  await postOffer(request, adminToken, number, 'Pinecrest Casualty', {
    term_months: 6, premium: '300.00', down_payment: '300.00', monthly_instalment: '0.00', instalment_count: 0, liability_limits: '100/300/100', coverages: { comprehensive: true, collision: true }, valid_until: dayFromToday(-2),
  })

  await openSignedIn(page, customer.token, `/dashboard/requests/${number}`)
  const banner = page.getByRole('status').filter({ hasText: 'Every offer has expired.' })
  await expect(banner).toBeVisible()
  await expect(page.getByRole('button', { name: /^Choose this offer/ })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  await banner.getByRole('button', { name: 'Get a new quote' }).click()
  await expect(page.locator('header').filter({ hasText: `Request #${number}` }).getByText('Pending')).toBeVisible()
  await expect(banner).toHaveCount(0)

  await openSignedIn(page, adminToken, '/admin/requests')
  await page.getByLabel('Due').selectOption('overdue')
  await page.getByLabel('Order').selectOption('due')
  await expect(page).toHaveURL(/due=overdue/)
  await expect(page).toHaveURL(/sort=due/)
  const firstRow = page.getByRole('row').nth(1)
  await expect(firstRow.getByText(/^Overdue by /)).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('the customer sees when options are due, how soon the first came, and the offers side by side on the quote page', async ({ page, request }) => {
  const { customer, number } = await newQuotedRequest(request, { med_pay: true, med_pay_amount: '2500' })
  const adminToken = await tokenFor(request, DEMO_ADMIN)
  const read = async () => (await (await request.get(`/api/v1/insurance_requests/${number}`, { headers: bearer(customer.token) })).json()).data

  // Before any offer: when the 24-hour promise falls due, on the dashboard and on the quote page.
  const { due_at: dueAt } = await read()
  const expectedBy = `Options expected by ${longDateTime(dueAt, 'America/Los_Angeles')}.`
  await openSignedIn(page, customer.token, `/dashboard/requests/${number}`)
  await expect(page.getByText(expectedBy, { exact: true })).toBeVisible()
  await page.goto(`/auto/quote-ready?requestNumber=${number}`)
  await expect(page.getByText(expectedBy, { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your Offers' })).toHaveCount(0)

  // One offer as asked, one with lower limits and less medical payments.
  await postOffer(request, adminToken, number, 'Harborline Mutual', { ...asAsked, coverages: { ...asAsked.coverages, med_pay: 2500 } })
  await postOffer(request, adminToken, number, 'Pinecrest Casualty', {
    ...asAsked, premium: '540.00', down_payment: '90.00', monthly_instalment: '90.00', liability_limits: '50/100/50', coverages: { ...asAsked.coverages, med_pay: 1000 },
  })
  const { created_at: createdAt, first_offer_at: firstOfferAt } = await read()
  const minutes = Math.floor((Date.parse(firstOfferAt) - Date.parse(createdAt)) / 60_000)
  const took = minutes === 0 ? 'under a minute' : `${minutes} min`

  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/auto/quote-ready?requestNumber=${number}`)
  await expect(page.getByText(`Your first options arrived ${took} after you asked.`, { exact: true })).toBeVisible()
  await expect(page.getByText(expectedBy)).toHaveCount(0)
  const offers = page.getByRole('list', { name: 'Offers' })
  await expect(offers.getByRole('heading', { level: 3 })).toHaveText(['Pinecrest Casualty', 'Harborline Mutual'])
  const boxes = await offers.locator(':scope > li').evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map(({ top, left, width }) => ({ top, left, width })))
  expect(boxes).toHaveLength(2)
  expect(boxes[1]?.top).toBe(boxes[0]?.top)
  expect(boxes[1]?.left).toBeGreaterThanOrEqual((boxes[0]?.left ?? 0) + (boxes[0]?.width ?? 0))

  const pinecrest = offers.getByRole('listitem', { name: 'Pinecrest Casualty' })
  await expect(pinecrest.getByRole('list', { name: 'How the Pinecrest Casualty offer differs from your request' }).getByRole('listitem')).toHaveText([
    'You asked $100,000/$300,000/$100,000; this offer is $50,000/$100,000/$50,000',
    'You asked $2,500 medical payments; this offer has $1,000',
  ])
  await expect(pinecrest).toContainText('Comprehensive, Collision, Medical payments $1,000')
  await expect(offers.getByRole('listitem', { name: 'Harborline Mutual' }).getByRole('list')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
})

/** The customer chooses their offer from `carrierName` and the agent binds it, both through the API. */
async function chooseAndBind(request: APIRequestContext, customerToken: string, adminToken: string, number: string, carrierName: string) {
  const listed = await request.get(`/api/v1/insurance_requests/${number}/offers`, { headers: bearer(customerToken) })
  const offer = (await listed.json()).data.find((candidate: { carrier: { name: string } }) => candidate.carrier.name === carrierName)
  expect((await request.post(`/api/v1/insurance_requests/${number}/offers/${offer.id}/choose`, { headers: bearer(customerToken) })).status()).toBe(200)
  const bound = await request.post(`/api/v1/admin/offers/${offer.id}/bind`, { headers: bearer(adminToken), data: { policy_number: 'HLM-2026-000888', effective_date: dayFromToday(2) } })
  expect(bound.status()).toBe(200)
}

test('the offer form offers only carriers writing in the state and asks before a past valid-until day; the customer sees the bound offer first', async ({ page, request }) => {
  const { customer, number } = await newQuotedRequest(request)
  const adminToken = await tokenFor(request, DEMO_ADMIN)

  await openSignedIn(page, adminToken, `/admin/requests/${number}`)
  await page.getByRole('button', { name: 'Add offer' }).click()
  const form = page.locator('form').filter({ has: page.getByLabel('Premium for the term ($)') })
  const carrier = form.getByLabel('Carrier')
  // A California request: Meridian Shield writes only in Texas, Oklahoma and Louisiana.
  await expect(carrier.locator('option', { hasText: 'Harborline Mutual' })).toHaveCount(1)
  await expect(carrier.locator('option', { hasText: 'Meridian Shield' })).toHaveCount(0)
  await carrier.selectOption((await carrier.locator('option', { hasText: 'Harborline Mutual' }).getAttribute('value')) ?? '')
  await form.getByLabel('Premium for the term ($)').fill('1320')
  await form.getByLabel('Down payment ($)').fill('220')
  await form.getByLabel('Monthly instalment ($)').fill('220')
  await form.getByLabel('Number of instalments').fill('5')
  await form.getByLabel('Liability limits', { exact: true }).fill('100/300/100')
  await form.getByLabel('Comprehensive').check()
  await form.getByLabel('Collision').check()
  await form.getByLabel('Valid until').fill(dayFromToday(-1))
  await form.getByRole('button', { name: 'Save offer' }).click()
  const warning = form.getByRole('alert')
  await expect(warning).toContainText('is in the past, so the customer will see this offer as expired and cannot choose it. Save it anyway?')
  await expect(page.getByText('No offers yet. The first one marks the request as quoted.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await warning.getByRole('button', { name: 'Change the date' }).click()
  await expect(form.getByLabel('Valid until')).toBeFocused()
  await expect(warning).toHaveCount(0)
  await form.getByLabel('Valid until').fill(dayFromToday(10))
  await form.getByRole('button', { name: 'Save offer' }).click()
  await expect(page.getByRole('listitem', { name: 'Harborline Mutual offer' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Offer history, newest first' })).toContainText('Offer added: Harborline Mutual, 6 months, $1,320.00')

  // A cheaper offer sorts first by price until the customer's chosen, bound offer leads the list.
  await postOffer(request, adminToken, number, 'Pinecrest Casualty', asAsked)
  await openSignedIn(page, customer.token, `/dashboard/requests/${number}`)
  const offers = page.getByRole('list', { name: 'Offers' })
  await expect(offers.getByRole('heading', { level: 3 })).toHaveText(['Pinecrest Casualty', 'Harborline Mutual'])
  await chooseAndBind(request, customer.token, adminToken, number, 'Harborline Mutual')
  await page.reload()
  await expect(page.locator('header').filter({ hasText: `Request #${number}` }).getByText('Purchased')).toBeVisible()
  await expect(offers.getByRole('heading', { level: 3 })).toHaveText(['Harborline Mutual', 'Pinecrest Casualty'])
  await page.getByRole('link', { name: 'See it in My Policies, with its ID card' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'My Policies' })).toBeVisible()
  await expect(page.getByText('HLM-2026-000888')).toBeVisible()
})

test('the status controls refuse what would undo a bound policy or announce a quote without an open offer, and say why', async ({ page, request }) => {
  const QUOTED_HINT = 'A request is Quoted only while it has at least one open offer (not withdrawn, not expired). Add an offer first.'
  const BOUND_HINT = 'This request has a bound policy, so its status stays Purchased. Cancelling the policy is a separate step.'
  const { customer, number } = await newQuotedRequest(request)
  const adminToken = await tokenFor(request, DEMO_ADMIN)
  const status = page.getByLabel('Status', { exact: true })

  // No offer yet: Mark as Quoted is disabled, with why.
  await openSignedIn(page, adminToken, `/admin/requests/${number}`)
  await expect(page.getByText('No offers yet. The first one marks the request as quoted.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mark as Quoted' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Mark as Quoted' })).toHaveAccessibleDescription(new RegExp(QUOTED_HINT.replace(/[()]/g, '\\$&')))
  await expect(status.getByRole('option', { name: 'Quoted' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Reject Request' })).toBeEnabled()
  await expectNoSeriousA11yViolations(page)

  // With an open offer, a request set back to processing can be marked quoted again.
  await postOffer(request, adminToken, number, 'Harborline Mutual', asAsked)
  expect((await request.put(`/api/v1/insurance_requests/${number}`, { headers: bearer(adminToken), data: { insurance_request: { status: 'processing' } } })).status()).toBe(200)
  await page.reload()
  await page.getByRole('button', { name: 'Mark as Quoted' }).click()
  await expect(page.locator('header').filter({ hasText: `Request #${number}` }).getByText('Quoted')).toBeVisible()

  // Bound: nothing but Purchased is left, on the detail screen and in the list's row menu.
  await chooseAndBind(request, customer.token, adminToken, number, 'Harborline Mutual')
  await page.reload()
  await expect(page.locator('header').filter({ hasText: `Request #${number}` }).getByText('Purchased')).toBeVisible()
  for (const name of ['Reject Request', 'Mark as Quoted']) {
    await expect(page.getByRole('button', { name })).toBeDisabled()
    await expect(page.getByRole('button', { name })).toHaveAccessibleDescription(BOUND_HINT)
  }
  for (const name of ['Pending', 'Processing', 'Quoted', 'Expired', 'Rejected']) await expect(status.getByRole('option', { name })).toBeDisabled()
  await expect(status).toHaveAccessibleDescription(BOUND_HINT)
  await expectNoSeriousA11yViolations(page)
  await openSignedIn(page, adminToken, `/admin/requests?search=${number}`)
  await page.getByRole('button', { name: `More actions for request ${number}` }).click()
  const menu = page.getByRole('menu')
  for (const name of ['Pending', 'Processing', 'Quoted', 'Expired', 'Rejected']) await expect(menu.getByRole('menuitem', { name: `Mark as ${name}` })).toBeDisabled()
  await expect(menu).toContainText(BOUND_HINT)

  // The API refuses too, so the customer never reads Rejected beside their policy.
  const rejected = await request.put(`/api/v1/insurance_requests/${number}`, { headers: bearer(adminToken), data: { insurance_request: { status: 'rejected' } } })
  expect([rejected.status(), await rejected.json()]).toEqual([409, { code: 'conflict', message: BOUND_HINT }])
  await openSignedIn(page, customer.token, `/dashboard/requests/${number}`)
  await expect(page.locator('header').filter({ hasText: `Request #${number}` }).getByText('Purchased')).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: 'HLM-2026-000888' })).toBeVisible()
})
