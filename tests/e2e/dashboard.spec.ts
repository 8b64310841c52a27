import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { expectNoSidewaysScroll } from '../support/layout.ts'
import { bearer, DEMO_ADMIN, DEMO_CASEY, DEMO_RILEY, openSignedIn, registerCustomer, tokenFor } from '../support/accounts.ts'

// Demo data (api/db/seeds/demo.ts): Casey has one request in every status, Riley one pending request.
const CASEY = DEMO_CASEY
const RILEY = DEMO_RILEY
const ADMIN = DEMO_ADMIN

interface RequestRow {
  request_number: string
  status: string
}

async function requestsOf(request: APIRequestContext, token: string): Promise<RequestRow[]> {
  const res = await request.get('/api/v1/insurance_requests?per_page=100', { headers: bearer(token) })
  return (await res.json()).data
}

const isRequestList = (url: URL) => url.pathname === '/api/v1/insurance_requests'

let casey: string
let caseyRequests: RequestRow[]

test.beforeAll(async ({ request }) => {
  casey = await tokenFor(request, CASEY)
  caseyRequests = await requestsOf(request, casey)
  expect(caseyRequests).toHaveLength(6)
})

test('an unauthenticated visitor is sent to /login and comes back to the dashboard after signing in', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page).toHaveURL('/login?redirect=%2Fdashboard')
  await page.getByLabel('Email').fill(CASEY.email)
  await page.getByLabel('Password').fill(CASEY.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Casey Jordan!' })).toBeVisible()
})

test('the dashboard greets the customer, counts requests in progress and shows the 3 newest', async ({ page }) => {
  await openSignedIn(page, casey, '/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Casey Jordan!' })).toBeVisible()
  await expect(page.getByText('You have 3 requests in progress.')).toBeVisible()
  const cards = page.getByRole('list', { name: 'Recent requests' }).getByRole('link')
  await expect(cards).toHaveCount(3)
  const newest = caseyRequests.slice(0, 3).map((row) => `Request #${row.request_number}`)
  for (const [index, label] of newest.entries()) await expect(cards.nth(index)).toContainText(label)
  await expect(cards.first()).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/)
  await expect(page.getByRole('link', { name: 'View All (6)' })).toHaveAttribute('href', '/dashboard/requests')
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('contentinfo')).toContainText('Expert guidance. Personalized service. Trusted protection.')
  const plan = page.getByRole('region', { name: 'Your plan: Free' })
  await expect(plan.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/#plans')
  await expectNoSeriousA11yViolations(page)
})

test('the signed-in footer leads to the public pages', async ({ page }) => {
  await openSignedIn(page, casey, '/dashboard')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy')
  await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(3)
  await footer.getByRole('link', { name: 'About Us' }).click()
  await expect(page).toHaveURL('/about')
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
})

test('a customer with one request sees the singular count and no View All link', async ({ page, request }) => {
  await openSignedIn(page, await tokenFor(request, RILEY), '/dashboard')
  await expect(page.getByText('You have 1 request in progress.')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Recent requests' }).getByRole('link')).toHaveCount(1)
  await expect(page.getByRole('link', { name: /View All \(/ })).toHaveCount(0)
})

test('a new customer sees the empty states with a first-quote link', async ({ page, request }) => {
  await openSignedIn(page, (await registerCustomer(request, { firstName: 'Fresh' })).token, '/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Fresh Customer!' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No Insurance Requests Yet' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Get Your First Quote' })).toHaveAttribute('href', '/select-insurance-type')
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Requests' }).click()
  await expect(page.getByText('Showing 0 of 0 requests')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No Insurance Requests Yet' })).toBeVisible()
})

test('the plan summary shows while it loads and says when the plan cannot be loaded', async ({ page }) => {
  const isCurrentPlan = (url: URL) => url.pathname === '/api/v1/subscriptions/current'
  let releasePlan = () => {}
  const planHeld = new Promise<void>((resolve) => { releasePlan = resolve })
  await page.route(isCurrentPlan, async (route) => {
    await planHeld
    await route.abort('connectionrefused')
  })
  await openSignedIn(page, casey, '/dashboard')
  await expect(page.getByRole('region', { name: 'Your plan' })).toHaveAttribute('aria-busy', 'true')
  releasePlan()
  const plan = page.getByRole('region', { name: 'Your plan' })
  await expect(plan).toContainText('We could not load your plan just now.')
  await expect(plan.getByRole('link', { name: 'Manage subscription' })).toHaveAttribute('href', '/account/subscription')
  await expectNoSeriousA11yViolations(page)
})

test('the dashboard explains when the requests cannot be loaded', async ({ page }) => {
  // The network drops every request-list call: what a customer sees when the API is unreachable.
  await page.route(isRequestList, (route) => route.abort('connectionrefused'))
  await openSignedIn(page, casey, '/dashboard')
  await expect(page.getByRole('heading', { name: 'Error Loading Requests' })).toBeVisible()
  await expect(page.getByText(/^Error loading your insurance requests: /)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Casey Jordan!' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Get a New Quote' })).toHaveAttribute('href', '/select-insurance-type')
  await expect(page.getByText('Please try refreshing the page or contact support if the issue persists.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('the request list shows 6 skeleton cards while loading, then every request', async ({ page }) => {
  await page.route(isRequestList, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  await openSignedIn(page, casey, '/dashboard/requests')
  await expect(page.getByTestId('request-skeleton')).toHaveCount(6)
  await expect(page.getByText('Showing 6 of 6 requests')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Insurance requests' }).getByRole('link')).toHaveCount(6)
})

test('filters and search live in the URL and survive a reload', async ({ page }) => {
  await openSignedIn(page, casey, '/dashboard/requests')
  await expect(page.getByRole('heading', { level: 1, name: 'My Insurance Requests' })).toBeVisible()
  await expect(page.getByText('Showing 6 of 6 requests')).toBeVisible()

  await page.getByRole('button', { name: 'Show Filters' }).click()
  const status = page.getByLabel('Status')
  await expect(status.locator('option')).toHaveText(['All Statuses', 'Pending', 'Processing', 'Quoted', 'Purchased', 'Expired', 'Rejected'])
  await status.selectOption('quoted')
  await expect(page).toHaveURL(/status=quoted/)
  await expect(page.getByText('Showing 1 of 6 requests')).toBeVisible()
  await page.getByLabel('Insurance Type').selectOption('auto')
  await expect(page).toHaveURL(/type=auto/)
  await expectNoSeriousA11yViolations(page)

  await page.reload()
  await expect(page.getByText('Showing 1 of 6 requests')).toBeVisible()
  await expect(page.getByLabel('Status')).toHaveValue('quoted')
  await page.getByRole('button', { name: 'Reset Filters' }).click()
  await expect(page.getByText('Showing 6 of 6 requests')).toBeVisible()
  await expect(page).not.toHaveURL(/status=/)
  await page.getByRole('button', { name: 'Hide Filters' }).click()
  await expect(page.getByLabel('Status')).toHaveCount(0)

  const target = caseyRequests[2]?.request_number ?? ''
  await page.getByLabel('Search requests').fill(target)
  await expect(page).toHaveURL(new RegExp(`search=${target}`))
  await expect(page.getByText('Showing 1 of 6 requests')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Search requests')).toHaveValue(target)
  await expect(page.getByRole('list', { name: 'Insurance requests' }).getByRole('link')).toHaveText(new RegExp(target))

  await page.getByLabel('Search requests').fill('no-such-request')
  await expect(page.getByRole('heading', { name: 'No Matching Requests' })).toBeVisible()
  await page.getByRole('button', { name: 'Clear All Filters' }).click()
  await expect(page.getByText('Showing 6 of 6 requests')).toBeVisible()
  await expect(page.getByLabel('Search requests')).toHaveValue('')
})

test('the request list explains a failed load', async ({ page }) => {
  await openSignedIn(page, casey, '/dashboard/requests?status=bogus')
  await expect(page.getByRole('heading', { name: 'Error Loading Requests' })).toBeVisible()
  await expect(page.getByText('Error loading your insurance requests: Please correct the highlighted fields.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('a request opens in full, keeps its deep link on reload and leads to support', async ({ page }) => {
  const quoted = caseyRequests.find((row) => row.status === 'quoted')
  if (!quoted) throw new Error('the demo data has no quoted request')
  await openSignedIn(page, casey, '/dashboard/requests?status=quoted')
  await page.getByRole('link', { name: new RegExp(quoted.request_number) }).click()
  await expect(page).toHaveURL(`/dashboard/requests/${quoted.request_number}`)
  await expect(page.getByRole('heading', { level: 1, name: `Request #${quoted.request_number}` })).toBeVisible()

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: `Request #${quoted.request_number}` })).toBeVisible()
  const steps = page.getByRole('list', { name: 'Request progress' }).getByRole('listitem')
  // The demo's quoted request went from pending straight to quoted.
  await expect(steps).toHaveText([/Pending \(done\)/, /Processing \(skipped\)/, /Quoted \(done\)/, /Purchased \(not yet\)/])
  await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step')
  await expect(page.getByText(/^Submitted on [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM) [A-Z]{2,5}$/)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Applicant Information' })).toBeVisible()
  await expect(page.getByText('casey@getquote.example')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Auto Insurance Details' })).toBeVisible()
  await expect(page.getByText(/quote is ready/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'View Quote Details' })).toHaveAttribute('href', `/auto/quote-ready?requestNumber=${quoted.request_number}`)
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('link', { name: 'Contact Support' }).click()
  await expect(page).toHaveURL(`/support?request=${quoted.request_number}`)
  await expect(page.getByLabel('About a request (optional)')).toHaveValue(quoted.request_number)
})

test('a pending request shows its next steps and no quote button', async ({ page }) => {
  const pending = caseyRequests.find((row) => row.status === 'pending')
  await openSignedIn(page, casey, `/dashboard/requests/${pending?.request_number}`)
  await expect(page.getByText(/being reviewed/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'View Quote Details' })).toHaveCount(0)
})

test('an unknown or another customer’s request number shows the error card', async ({ page, request }) => {
  const [riley] = await requestsOf(request, await tokenFor(request, RILEY))
  for (const number of ['GQ-UNKNOWN-1', riley?.request_number ?? '']) {
    await openSignedIn(page, casey, `/dashboard/requests/${number}`)
    await expect(page.getByRole('heading', { name: 'Error Loading Request' })).toBeVisible()
    await expect(page.getByText('The requested insurance request could not be found.')).toBeVisible()
  }
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('link', { name: 'Return to Dashboard' }).click()
  await expect(page).toHaveURL('/dashboard')
})

test('an admin opening /dashboard lands on the admin console', async ({ page, request }) => {
  await openSignedIn(page, await tokenFor(request, ADMIN), '/dashboard')
  await expect(page).toHaveURL('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('a customer opening /admin is told it is not allowed, without loading admin code', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (req) => scripts.push(req.url()))
  await openSignedIn(page, casey, '/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'You are not allowed to view this page' })).toBeVisible()
  expect(scripts.filter((url) => url.includes('/_astro/AdminHome.'))).toEqual([])
})

test('a rejected token is dropped and the customer is sent to sign in again', async ({ page }) => {
  await openSignedIn(page, 'not-a-real-token', '/dashboard/requests')
  await expect(page).toHaveURL('/login?redirect=%2Fdashboard%2Frequests')
  expect(await page.evaluate(() => localStorage.getItem('gq:authToken'))).toBeNull()
})

test('Logout in the header signs out and goes to /login', async ({ page, request }) => {
  const token = await tokenFor(request, CASEY)
  await openSignedIn(page, token, '/dashboard')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL('/login')
  expect(await page.evaluate(() => localStorage.getItem('gq:authToken'))).toBeNull()
  const me = await request.get('/api/v1/me', { headers: { authorization: `Bearer ${token}` } })
  expect(me.status()).toBe(401)
})

test('on a phone no customer screen scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of ['/dashboard', '/dashboard/requests', `/dashboard/requests/${caseyRequests[0]?.request_number}`, '/dashboard/claims', '/dashboard/claims/new', '/support', '/account', '/account/subscription']) {
    await openSignedIn(page, casey, path)
    await expectNoSidewaysScroll(page, path)
  }
})
