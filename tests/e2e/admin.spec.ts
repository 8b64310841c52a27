import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { expectNoSidewaysScroll } from '../support/layout.ts'
import { waitForMail } from '../support/mailbox.ts'
import { validRequestBody } from '../support/insuranceRequestBodies.ts'
import { bearer as auth, DEMO_ADMIN, openSignedIn, registerCustomer, tokenFor } from '../support/accounts.ts'

const adminToken = (request: APIRequestContext) => tokenFor(request, DEMO_ADMIN)
const PURCHASED_HINT = 'A request becomes Purchased when you confirm binding on the offer the customer chose.'

interface Customer {
  token: string
  email: string
  id: number
}

async function newCustomer(request: APIRequestContext, firstName: string): Promise<Customer> {
  const { token, email } = await registerCustomer(request, { firstName, lastName: 'Tester' })
  const me = await request.get('/api/v1/me', { headers: auth(token) })
  return { token, email, id: (await me.json()).data.id }
}

/** Toasts come from the shared Toaster; close them so the next scan sees the screen alone. */
async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title }).first()
  await expect(toast).toBeVisible()
  if (description) await expect(toast).toContainText(description)
  await toast.getByRole('button', { name: 'Close toast' }).click()
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
}

test('an admin finds a request by the applicant e-mail, marks it processing and sees the audit entry and the e-mail', async ({ page, request }) => {
  const customer = await newCustomer(request, 'Quinn')
  // Status e-mails are opt-in: this customer asks for them.
  const optIn = await request.put('/api/v1/me/preferences', { headers: auth(customer.token), data: { quote_notifications: true } })
  expect(optIn.status()).toBe(200)
  const created = await request.post('/api/v1/insurance_requests', {
    headers: auth(customer.token),
    data: validRequestBody({ applicant: { first_name: 'Quinn', last_name: 'Tester', email: customer.email } }),
  })
  expect(created.status()).toBe(201)
  const number: string = (await created.json()).data.request_number

  await openSignedIn(page, await adminToken(request), '/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Insurance Requests.*open requests/ })).toContainText(/\d/)
  // No server of the browser tests has run an hour, so none has taken its daily backup yet.
  const backups = page.getByRole('region', { name: 'Backups' })
  await expect(backups.getByRole('definition')).toHaveText('None recorded')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link')).toHaveText(['Admin Dashboard', 'Requests', 'Policies', 'Claims', 'Carriers', 'Plans', 'Subscriptions', /^Support/])
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('link', { name: /Insurance Requests/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Insurance Requests' })).toBeVisible()
  await expect(page.getByRole('table')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByLabel('Search').fill(customer.email)
  await page.getByLabel('Search').press('Enter')
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(customer.email).replace(/\./g, '\\.')}`))
  const row = page.getByRole('row').filter({ hasText: number })
  await expect(row).toContainText('Quinn Tester')
  await expect(row).toContainText(customer.email)
  await expect(page.getByRole('row')).toHaveCount(2)

  await row.getByRole('button', { name: `More actions for request ${number}` }).click()
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem', { name: 'View Details' })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Mark as Pending' })).toHaveCount(0)
  // Purchased follows from binding the chosen offer, never from this menu.
  await expect(menu.getByRole('menuitem', { name: 'Mark as Purchased' })).toBeDisabled()
  await expect(menu).toContainText(PURCHASED_HINT)
  await expectNoSeriousA11yViolations(page)
  await menu.getByRole('menuitem', { name: 'Mark as Processing' }).click()
  await expectToast(page, 'Status Updated', `Request #${number} status changed to processing`)
  await expect(row).toContainText('Processing')

  await row.getByRole('link', { name: `View request ${number}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Request #${number}` })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Update Status' })).toBeDisabled()
  await expect(page.getByLabel('Status', { exact: true }).getByRole('option', { name: 'Purchased' })).toBeDisabled()
  await expect(page.getByLabel('Status', { exact: true })).toHaveAccessibleDescription(new RegExp(PURCHASED_HINT))
  const trail = page.getByRole('list', { name: 'Status changes, newest first' })
  await expect(trail).toContainText('Pending → Processing')
  await expect(trail).toContainText(`by Avery Admin (${DEMO_ADMIN.email})`)
  await expectNoSeriousA11yViolations(page)

  await page.getByLabel('Status', { exact: true }).selectOption('pending')
  await page.getByRole('button', { name: 'Update Status' }).click()
  await expectToast(page, 'Status Updated', `Request #${number} status changed to pending`)
  await expect(trail.getByRole('listitem').first()).toContainText('Processing → Pending')

  await waitForMail(request, customer.email, `Request #${number} status changed to processing`)

  await page.getByRole('link', { name: 'Back to Requests' }).click()
  await expect(page).toHaveURL(/\/admin\/requests$/)
})

test('an admin creates a plan, meets every form message, edits, deactivates and reactivates it', async ({ page, request }) => {
  const name = `E2E Plan ${randomUUID().slice(0, 6)}`
  await openSignedIn(page, await adminToken(request), '/admin/subscription-plans')
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Plans' })).toBeVisible()
  await expect(page.getByRole('article').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('link', { name: 'Create New Plan' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Create Subscription Plan' })).toBeVisible()
  await expect(page.getByLabel('Plan Type')).toHaveValue('basic')
  await expect(page.getByRole('group', { name: /^Variation/ })).toHaveCount(2)
  await expect(page.getByLabel('Price').first()).toHaveValue('0.00')
  await expect(page.getByLabel('Currency').nth(1)).toHaveValue('USD')
  // Only what the payment account settles in (PAYMENT_CURRENCIES, USD by default) can be chosen.
  await expect(page.getByLabel('Currency').first().getByRole('option')).toHaveText(['USD'])
  await expectNoSeriousA11yViolations(page)

  await page.getByLabel('Name', { exact: true }).fill('ab')
  await page.getByLabel('Plan Type').selectOption('')
  await page.getByLabel('Price').first().fill('-5')
  await page.getByRole('button', { name: 'Create Plan' }).click()
  await expect(page.getByText('Plan name must be at least 3 characters.')).toBeVisible()
  await expect(page.getByText('Plan type is required.')).toBeVisible()
  await expect(page.getByText('Price must be a non-negative number.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Add Variation' }).click()
  await expect(page.getByRole('group', { name: /^Variation/ })).toHaveCount(3)
  await expect(page.getByLabel('Price').nth(2)).toHaveValue('0.00')
  await page.getByRole('button', { name: 'Remove variation 3' }).click()
  await page.getByRole('button', { name: 'Remove variation 2' }).click()
  await expect(page.getByRole('button', { name: 'Remove variation 1' })).toBeDisabled()
  await page.getByRole('button', { name: 'Add Variation' }).click()
  await page.getByLabel('Billing Cycle').nth(1).selectOption('ANNUAL')

  await page.getByLabel('Name', { exact: true }).fill(name)
  await page.getByLabel('Plan Type').selectOption('premium')
  await page.getByLabel('Price').first().fill('12.5')
  await page.getByLabel('Price').first().blur()
  await expect(page.getByLabel('Price').first()).toHaveValue('12.50')
  await page.getByLabel('Currency').first().selectOption('USD')
  await page.getByLabel('Price').nth(1).fill('120')
  await page.getByRole('button', { name: 'Create Plan' }).click()
  await expectToast(page, 'Subscription plan created successfully!')

  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) })
  await expect(card).toContainText('USD 12.50')
  await expect(card).toContainText('Premium')
  await expect(card).toContainText('Active')
  await expect(card.getByRole('list')).toContainText('USD 120.00')

  await card.getByRole('link', { name: `Edit ${name}` }).click()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name)
  await page.getByLabel('Description (optional)').fill('Edited in the browser')
  await page.getByRole('button', { name: 'Update Plan' }).click()
  await expectToast(page, 'Subscription plan updated successfully!')
  await expect(card).toContainText('Edited in the browser')

  await card.getByRole('button', { name: `Deactivate ${name}` }).click()
  await expectToast(page, 'Subscription plan deactivated successfully.')
  await expect(card).toContainText('Inactive')
  await card.getByRole('link', { name: `Activate ${name}` }).click()
  await page.getByRole('checkbox', { name: 'Active' }).first().check()
  await page.getByRole('button', { name: 'Update Plan' }).click()
  await expectToast(page, 'Subscription plan updated successfully!')
  await expect(card.getByRole('button', { name: `Deactivate ${name}` })).toBeVisible()

  await page.goto('/admin/subscription-plans/abc/edit')
  await expect(page.getByRole('heading', { name: 'Invalid plan ID.' })).toBeVisible()
  await page.goto('/admin/subscription-plans/999999999/edit')
  await expect(page.getByRole('heading', { name: 'Plan not found.' })).toBeVisible()
})

test('the plan editor opens on what the server holds, never on a copy an earlier visit cached', async ({ page, request }) => {
  const admin = await adminToken(request)
  const name = `Cached Plan ${randomUUID().slice(0, 6)}`
  const created = await request.post('/api/v1/admin/subscription_plans', {
    headers: auth(admin),
    data: { subscription_plan: { name, plan_type: 'basic', active: true, variations: [{ billing_cycle: 'MONTHLY', price: '5.00', currency: 'USD', active: true }] } },
  })
  expect(created.status()).toBe(201)
  const planId: number = (await created.json()).data.id

  await openSignedIn(page, admin, `/admin/subscription-plans/${planId}/edit`)
  await expect(page.getByRole('checkbox', { name: 'Active' }).first()).toBeChecked()
  await page.getByRole('link', { name: 'Back to Subscription Plans' }).click()
  // Another admin deactivates the plan while this one is on the list.
  expect((await request.post(`/api/v1/admin/subscription_plans/${planId}/deactivate`, { headers: auth(admin) })).status()).toBe(200)

  // Every state the form's Active box is drawn in, from the moment the form is put on the page.
  await page.evaluate(() => {
    const shown: boolean[] = []
    Object.assign(window, { activeBoxStates: shown })
    new MutationObserver(() => {
      const box = document.querySelector<HTMLInputElement>('input[name="active"]')
      if (box && shown.at(-1) !== box.checked) shown.push(box.checked)
    }).observe(document.body, { childList: true, subtree: true, attributes: true })
  })
  await page.getByRole('link', { name: `Edit ${name}` }).click()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name)
  await expect(page.getByRole('checkbox', { name: 'Active' }).first()).not.toBeChecked()
  expect(await page.evaluate(() => Reflect.get(window, 'activeBoxStates'))).toEqual([false])
})

test('an admin reads user subscriptions, opens a user and answers a help message', async ({ page, request }) => {
  const customer = await newCustomer(request, 'Harper')
  const subject = `Question ${randomUUID().slice(0, 6)}`
  const opened = await request.post('/api/v1/support/conversations', {
    headers: auth(customer.token),
    data: { subject, body: 'When will my quote be ready?' },
  })
  expect(opened.status()).toBe(201)
  const conversationId: number = (await opened.json()).data.id

  await openSignedIn(page, await adminToken(request), '/admin/user-subscriptions')
  await expect(page.getByRole('heading', { level: 1, name: /User Subscriptions/ })).toBeVisible()
  await expect(page.getByText('Expiring in 30 Days')).toBeVisible()
  await expect(page.getByText('Active Subscriptions')).toBeVisible()
  await expect(page.getByPlaceholder('Search by user name, email or plan...')).toBeVisible()
  await expect(page.getByLabel('Status')).toContainText('All Statuses')
  await expectNoSeriousA11yViolations(page)
  await page.getByLabel('Search').fill('nobody-matches-this')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByText('No subscriptions match your search criteria.')).toBeVisible()
  await page.getByRole('button', { name: 'Clear Filters' }).click()
  await expect(page.getByText('No subscriptions match your search criteria.')).toHaveCount(0)

  await page.goto(`/admin/users/${customer.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Harper Tester' })).toBeVisible()
  await expect(page.getByText('Customer', { exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Help Conversations' })).toContainText(subject)
  await expectNoSeriousA11yViolations(page)

  await page.goto('/admin')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Support/ }).click()
  await expect(page).toHaveURL('/admin/support')
  await expect(page).toHaveTitle('Support Inbox | GetQuote')
  const inbox = page.getByRole('list', { name: 'Conversations' })
  await inbox.getByRole('link', { name: new RegExp(subject) }).click()
  await expect(page).toHaveURL(`/admin/support/${conversationId}`)
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible()
  await expect(page).toHaveTitle(`${subject} | GetQuote`)
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('When will my quote be ready?')
  await page.getByRole('button', { name: 'Send Reply' }).click()
  await expect(page.getByText('Please enter your message')).toBeVisible()
  await page.getByLabel('Your reply').fill('Within 24 hours, as promised.')
  await page.getByRole('button', { name: 'Send Reply' }).click()
  await expectToast(page, 'Reply sent')
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Within 24 hours, as promised.')
  await expectNoSeriousA11yViolations(page)

  const seen = await request.get(`/api/v1/support/conversations/${conversationId}`, { headers: auth(customer.token) })
  const bodies: string[] = (await seen.json()).data.messages.map((message: { body: string }) => message.body)
  expect(bodies).toContain('Within 24 hours, as promised.')
  await waitForMail(request, customer.email, `GetQuote Support replied: ${subject}`)
})

test('a customer who opens /admin is told they are not allowed, and the API sends no admin data', async ({ page, request }) => {
  const customer = await newCustomer(request, 'Casey')
  const api = await request.get('/api/v1/admin/stats', { headers: auth(customer.token) })
  expect(api.status()).toBe(403)
  expect(await api.json()).not.toHaveProperty('data')

  const adminCalls: string[] = []
  page.on('request', (sent) => {
    if (sent.url().includes('/api/v1/admin')) adminCalls.push(sent.url())
  })
  await openSignedIn(page, customer.token, '/admin/requests')
  await expect(page.getByRole('heading', { level: 1, name: 'You are not allowed to view this page' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  expect(adminCalls).toEqual([])
})

test('an admin sees a background job that gave up, with its error, and retries it', async ({ page, request }) => {
  const token = await adminToken(request)
  const queued = await request.post('/api/v1/dev/failing_job', { data: {} })
  expect(queued.status()).toBe(201)
  const [id]: number[] = (await queued.json()).data.ids
  // The server's worker runs it within a second or so; on its last attempt it fails for good.
  await expect.poll(async () => {
    const listed = await request.get('/api/v1/admin/failed_jobs', { headers: auth(token) })
    return (await listed.json()).data.map((job: { id: number }) => job.id)
  }).toContain(id)

  await openSignedIn(page, token, '/admin')
  await page.getByRole('link', { name: /Failed Jobs.*failed jobs/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: /Failed Jobs/ })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: `#${id}` })
  await expect(row).toContainText('Renewal reminder')
  await expect(row.getByRole('cell').nth(1)).toHaveText('5')
  await expect(row).toContainText('subscription_id')
  await expectNoSeriousA11yViolations(page)
  // On a phone the row is a card whose every cell is led by its column's name.
  await page.setViewportSize({ width: 390, height: 844 })
  const labels = await row.getByRole('cell').evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content))
  expect(labels).toEqual(['"Job"', '"Attempts"', '"Last Error"', '"Failed At"', '"Actions"'])

  await row.getByRole('button', { name: `Retry job #${id}` }).click()
  await expectToast(page, 'The job was queued again.')
  await expect(page.getByRole('row').filter({ hasText: `#${id}` })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
})

test('an admin pages through more failed jobs than one page holds', async ({ page, request }) => {
  const token = await adminToken(request)
  const queued = await request.post('/api/v1/dev/failing_job', { data: { count: 60 } })
  expect(queued.status()).toBe(201)
  const ids: number[] = (await queued.json()).data.ids
  const listedIds = async (pageNumber: number) => {
    const listed = await request.get(`/api/v1/admin/failed_jobs?page=${pageNumber}`, { headers: auth(token) })
    return (await listed.json()).data.map((job: { id: number }) => job.id)
  }
  // The server's worker fails each on its last attempt; newest failure first, so the oldest are on later pages.
  await expect.poll(async () => {
    const listed = (await Promise.all([1, 2, 3].map(listedIds))).flat()
    return ids.filter((id) => !listed.includes(id)).length
  }, { timeout: 60_000 }).toBe(0)

  await openSignedIn(page, token, '/admin/failed-jobs')
  const pager = page.getByRole('navigation', { name: 'Failed job pages' })
  await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible()
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled()
  await expect(page.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(50)
  const secondPageFirst = `#${(await listedIds(2))[0]}`
  await expect(page.getByText(secondPageFirst, { exact: true })).toHaveCount(0)

  await pager.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/admin\/failed-jobs\?page=2$/)
  await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible()
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeEnabled()
  await expect(page.getByText(secondPageFirst, { exact: true })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await pager.getByRole('button', { name: 'Previous' }).click()
  await expect(page).toHaveURL(/\/admin\/failed-jobs$/)
  await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible()
  await expect(page.getByText(secondPageFirst, { exact: true })).toHaveCount(0)
})

test('on a phone no admin screen scrolls sideways', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openSignedIn(page, await adminToken(request), '/admin')
  for (const path of ['/admin', '/admin/requests', '/admin/claims', '/admin/subscription-plans', '/admin/user-subscriptions', '/admin/failed-jobs']) {
    await page.goto(path)
    await expectNoSidewaysScroll(page, path)
  }
})
