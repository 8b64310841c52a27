import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { validRequestBody } from '../support/insuranceRequestBodies.ts'
import { bearer as auth, DEMO_ADMIN, openSignedIn, registerCustomer, tokenFor } from '../support/accounts.ts'

const adminToken = (request: APIRequestContext) => tokenFor(request, DEMO_ADMIN)

/** A new Free customer: the help-message limit starts untouched. */
const freshCustomerToken = async (request: APIRequestContext, firstName = 'Fresh') => (await registerCustomer(request, { firstName })).token

async function sendMessage(page: Page, subject: string, body: string) {
  await page.getByLabel('Subject').fill(subject)
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(body)
  await page.getByRole('button', { name: 'Send Message' }).click()
}

test('a Free customer writes a help message, then is told about the limit with a link to the plans', async ({ page, request }) => {
  const token = await freshCustomerToken(request)
  await openSignedIn(page, token, '/support')
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible()
  await expect(page.getByText('No messages yet. Write to us and we will get back to you.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Please enter a subject')).toBeVisible()
  await expect(page.getByText('Please enter your message')).toBeVisible()

  await sendMessage(page, 'How long does a quote take?', 'I sent my request yesterday.')
  await expect(page).toHaveURL(/\/support\?conversation=\d+$/)
  await expect(page.getByRole('heading', { level: 2, name: 'How long does a quote take?' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('I sent my request yesterday.')
  await expect(page.getByRole('list', { name: 'Your conversations' }).getByRole('link')).toHaveCount(1)

  await expect(page.getByText('Message sent')).toBeVisible()
  // The toast comes from the shared Toaster; it is scanned on its own screens, not on every page it visits.
  await page.getByRole('button', { name: 'Close toast' }).click()
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  await page.getByRole('link', { name: 'New Message' }).click()
  await expect(page.getByRole('heading', { name: 'You have used your free help message' })).toBeVisible()
  await expect(page.getByText('The Free plan includes one help message.', { exact: false })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/#plans')
  await expect(page.getByLabel('Subject')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
})

test('the form explains the limit when it is reached in another tab', async ({ page, request }) => {
  const token = await freshCustomerToken(request)
  await openSignedIn(page, token, '/support')
  await expect(page.getByLabel('Subject')).toBeVisible()
  const other = await request.post('/api/v1/support/conversations', { headers: auth(token), data: { subject: 'From the other tab', body: 'Hi' } })
  expect(other.status()).toBe(201)
  await sendMessage(page, 'A second question', 'Can I ask again?')
  await expect(page.getByRole('heading', { name: 'You have used your free help message' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View Plans' })).toBeVisible()
})

test('Contact Support on a request preselects it, and the conversation links back to it', async ({ page, request }) => {
  const token = await freshCustomerToken(request)
  const created = await request.post('/api/v1/insurance_requests', { headers: auth(token), data: validRequestBody() })
  expect(created.status()).toBe(201)
  const requestNumber: string = (await created.json()).data.request_number

  await openSignedIn(page, token, `/dashboard/requests/${requestNumber}`)
  await page.getByRole('link', { name: 'Contact Support' }).click()
  await expect(page).toHaveURL(`/support?request=${requestNumber}`)
  const select = page.getByLabel('About a request (optional)')
  await expect(select).toHaveValue(requestNumber)
  await sendMessage(page, 'About my auto request', 'Can I change the deductible?')
  await expect(page.getByRole('link', { name: `Request #${requestNumber}`, exact: true })).toBeVisible()
  await page.getByRole('link', { name: `Request #${requestNumber}`, exact: true }).click()
  await expect(page).toHaveURL(`/dashboard/requests/${requestNumber}`)
  await expect(page.getByRole('heading', { level: 1, name: `Request #${requestNumber}` })).toBeVisible()
})

test('an answer from the provider shows as unread until opened, and the customer replies', async ({ page, request }) => {
  const token = await freshCustomerToken(request, 'Dana')
  const opened = await request.post('/api/v1/support/conversations', { headers: auth(token), data: { subject: 'Claim help', body: 'I had an accident.' } })
  const id: number = (await opened.json()).data.id
  const answer = await request.post(`/api/v1/admin/support/conversations/${id}/messages`, {
    headers: auth(await adminToken(request)),
    data: { body: 'Sorry to hear that. We will call you today.' },
  })
  expect(answer.status()).toBe(201)

  await openSignedIn(page, token, '/support')
  const row = page.getByRole('list', { name: 'Your conversations' }).getByRole('link', { name: /Claim help/ })
  await expect(row).toContainText('New reply')
  await expect(row.getByTestId('unread-marker')).toBeVisible()
  await row.click()
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveText([
    /Dana Customer.*I had an accident\./s,
    /GetQuote Support.*We will call you today\./s,
  ])
  await expect(row).not.toContainText('New reply')
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Send Reply' }).click()
  await expect(page.getByText('Please enter your message')).toBeVisible()
  await page.getByLabel('Your reply').fill('Thank you!')
  await page.getByRole('button', { name: 'Send Reply' }).click()
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(3)
  await expect(page.getByLabel('Your reply')).toHaveValue('')
  await page.reload()
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Thank you!')
  await expect(row).toContainText('Awaiting reply')
})

test('an unknown conversation shows an error with a way back', async ({ page, request }) => {
  await openSignedIn(page, await freshCustomerToken(request), '/support?conversation=999999999')
  await expect(page.getByRole('heading', { name: 'Error Loading Conversation' })).toBeVisible()
  await expect(page.getByText('This conversation could not be found.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('link', { name: 'Back to Support' }).click()
  await expect(page.getByLabel('Subject')).toBeVisible()
})

test('an unauthenticated visitor opening /support is sent to /login', async ({ page }) => {
  await page.goto('/support?request=GQ-1')
  await expect(page).toHaveURL('/login?redirect=%2Fsupport%3Frequest%3DGQ-1')
})

test('the conversation list shows its loading state, then explains a failed load', async ({ page, request }) => {
  const token = await freshCustomerToken(request)
  const isList = (url: URL) => url.pathname === '/api/v1/support/conversations'
  await page.route(isList, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  await openSignedIn(page, token, '/support')
  await expect(page.getByRole('status').filter({ hasText: 'Loading your messages...' })).toBeVisible()
  await expect(page.getByText('No messages yet. Write to us and we will get back to you.')).toBeVisible()

  // The network drops the list call: what a customer sees when the API is unreachable.
  await page.unroute(isList)
  await page.route(isList, (route) => route.abort('connectionrefused'))
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Error Loading Messages' })).toBeVisible()
  await expect(page.getByText(/^Error loading your messages: /)).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
