import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { bearer, DEMO_ADMIN, finishSignUp, openSignedIn, registerCustomer, tokenFor, uniqueEmail, uniquePassword, type Registered } from '../support/accounts.ts'
import { readMailbox } from '../support/mailbox.ts'
import { addMonths, longDate } from '../../shared/dates.ts'
import { hydrated } from '../support/pageActions.ts'

async function plansReady(page: Page) {
  await hydrated(page)
  await expect(page.getByRole('button', { name: /Choose Plan: Premium|Current Plan/ })).toBeVisible()
}

async function signInWithNewAccount(page: Page, request: APIRequestContext): Promise<Registered> {
  const registered = await registerCustomer(request, { firstName: 'Bea', lastName: 'Buyer' })
  const { token } = registered
  await page.goto('/')
  await page.evaluate((value) => localStorage.setItem('gq:authToken', value), token)
  // A full load, so every island starts signed in (going to /#plans from / would only change the hash).
  await page.goto('/?plans')
  await page.goto('/#plans')
  return registered
}

async function fillCard(page: Page, card: { number: string; expiry?: string; cvv?: string; postal?: string }) {
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel('Card number')).toBeVisible()
  await dialog.getByLabel('Card number').fill(card.number)
  await dialog.getByLabel('Expiration date (MM/YY)').fill(card.expiry ?? '12/30')
  await dialog.getByLabel('CVV').fill(card.cvv ?? '111')
  await dialog.getByLabel('Postal code').fill(card.postal ?? '12345')
}

test('a visitor chooses Premium, creates an account, pays in the sandbox and manages the plan', async ({ page, request }) => {
  const email = uniqueEmail('premium')
  const secret = uniquePassword('Sandbox')
  await page.goto('/#plans')
  await plansReady(page)
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked()
  const premium = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Premium', level: 3 }) }).last()
  await expect(premium.getByText('$37.50')).toBeVisible()
  await page.getByRole('button', { name: 'Choose Plan: Premium' }).click()

  await expect(page).toHaveURL(/\/create-account\?redirect=%2F%23plans&variation=\d+$/)
  await hydrated(page)
  await page.getByLabel('First name').fill('Grace')
  await page.getByLabel('Last name').fill('Hopper')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(secret)
  await page.getByLabel('Confirm password').fill(secret)
  await page.getByRole('checkbox', { name: /I agree to the/ }).check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await finishSignUp(page, request, email)

  const dialog = page.getByRole('dialog', { name: 'Subscribe to Premium' })
  await expect(dialog).toBeVisible({ timeout: 20_000 })
  await expect(page).toHaveURL(/\/#plans$/)
  await expect(dialog.getByText('$37.50/month, billed monthly. You pay $37.50 today.')).toBeVisible()
  const renewsOn = longDate(addMonths(new Date(), 1))
  await expect(dialog.getByText(`Your plan renews automatically on ${renewsOn} at $37.50 a month until you cancel.`)).toBeVisible()
  await expect(dialog.getByText('Cancel anytime in Account → Subscription. Canceling ends the plan at once; the unused part of the period you paid for is not refunded.')).toBeVisible()
  await expect(dialog.getByText(/this is a test checkout and no real card is charged/)).toBeVisible()
  await fillCard(page, { number: '4111 1111 1111 1111' })
  await expectNoSeriousA11yViolations(page)
  await dialog.getByRole('button', { name: 'Pay $37.50' }).click()

  await expect(page.getByText('Subscription activated successfully')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Current Plan' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Choose Plan: Basic' })).toBeDisabled()

  await page.getByRole('link', { name: 'Manage subscription' }).click()
  await expect(page).toHaveURL('/account/subscription')
  await expect(page.getByRole('heading', { name: 'Premium' })).toBeVisible()
  await expect(page.getByText('Active', { exact: true })).toBeVisible()
  await expect(page.getByText('Next Billing Date')).toBeVisible()
  await expect(page.getByRole('cell', { name: '$37.50' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/support')
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click()
  const plan = page.getByRole('region', { name: /^Your plan/ })
  await expect(plan).toContainText('Your plan: Premium')
  await expect(plan).toContainText('Active')
  await expect(plan).toContainText('Next billing date:')
  await plan.getByRole('link', { name: 'Manage subscription' }).click()
  await expect(page).toHaveURL('/account/subscription')

  await page.getByRole('button', { name: 'Cancel Subscription' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Are you absolutely sure?' })
  await expect(confirm.getByText('This action cannot be undone. This will cancel your subscription immediately.')).toBeVisible()
  await expect(confirm.getByText(`Nothing is refunded: your plan ends now instead of on ${renewsOn}, and the unused part of the period you paid for is lost.`)).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await confirm.getByRole('button', { name: 'Nevermind' }).click()
  await expect(confirm).toBeHidden()
  await page.getByRole('button', { name: 'Cancel Subscription' }).click()
  await page.getByRole('button', { name: 'Yes, cancel subscription' }).click()
  await expect(page.getByText('Subscription canceled successfully!')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No Active Subscription' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/#plans')
  await expect(page.getByRole('cell', { name: '$37.50' })).toBeVisible()

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click()
  await expect(plan).toContainText('Your plan: Free')
})

test('a declined card shows the decline and leaves nothing active', async ({ page, request }) => {
  const { token } = await signInWithNewAccount(page, request)
  await plansReady(page)
  await page.getByRole('button', { name: 'Choose Plan: Basic' }).click()
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Basic' })
  await expect(dialog).toBeVisible()
  // Behind the modal (hidden from the accessibility tree): one plan processing, the others disabled.
  await expect(page.locator('button', { hasText: 'Processing...' })).toBeDisabled()
  await expect(page.locator('button[aria-label="Choose Plan: Premium"]')).toBeDisabled()
  await fillCard(page, { number: '4000 0000 0000 0002' })
  await dialog.getByRole('button', { name: 'Pay $21.50' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Payment failed: Your card was declined. Please use another card or contact your bank.')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('button', { name: 'Choose Plan: Basic' })).toBeEnabled()
  await expect(page.getByRole('button', { name: 'Current Plan' })).toHaveCount(0)
  const current = await request.get('/api/v1/subscriptions/current', { headers: { authorization: `Bearer ${token}` } })
  expect(current.status()).toBe(404)
})

test('the card form refuses bad input and the annual cycle buys the annual price', async ({ page, request }) => {
  await signInWithNewAccount(page, request)
  await plansReady(page)
  await page.getByText('Annually', { exact: true }).click()
  await expect(page.getByRole('radio', { name: 'Annually' })).toBeChecked()
  // API tests may have left plans of their own in a shared database: look at the seeded Basic card.
  const basic = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Basic', exact: true }) })
  await expect(basic.getByText('$240.00')).toBeVisible()
  await page.getByRole('button', { name: 'Choose Plan: Basic' }).click()
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Basic' })
  await fillCard(page, { number: '4111 1111 1111 1112', expiry: '13/30' })
  await dialog.getByRole('button', { name: 'Pay $240.00' }).click()
  await expect(dialog.getByText('Card number is not valid.', { exact: true })).toBeVisible()
  await expect(dialog.getByText('Expiration date is not valid.', { exact: true })).toBeVisible()
  await expect(dialog.getByRole('alert')).toHaveText('Payment failed: Card number is not valid. Expiration date is not valid.')
  await fillCard(page, { number: '4111111111111111' })
  await dialog.getByRole('button', { name: 'Pay $240.00' }).click()
  await expect(page.getByRole('button', { name: 'Current Plan' })).toBeVisible()
  await page.goto('/account/subscription?status=success')
  await expect(page.getByText('Payment Successful', { exact: true })).toBeVisible()
  await expect(page.getByText('$240.00/year')).toBeVisible()
})

test('on a phone the whole card form fits inside the payment dialog', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await signInWithNewAccount(page, request)
  await plansReady(page)
  await page.getByRole('button', { name: 'Choose Plan: Basic' }).click()
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Basic' })
  await expect(dialog.getByLabel('Card number')).toBeVisible()
  const frame = await dialog.boundingBox()
  expect(frame).not.toBeNull()
  for (const label of ['Card number', 'Expiration date (MM/YY)', 'CVV', 'Postal code']) {
    const field = await dialog.getByLabel(label).boundingBox()
    if (!field || !frame) throw new Error(`no box for ${label} or the dialog`)
    expect(field.x, label).toBeGreaterThanOrEqual(frame.x)
    expect(field.x + field.width, label).toBeLessThanOrEqual(frame.x + frame.width)
  }
})

test('buying from the plan cards is one checkout call, and success shows only once its result is known', async ({ page, request }) => {
  await signInWithNewAccount(page, request)
  await plansReady(page)
  const calls: string[] = []
  page.on('request', (sent) => {
    if (sent.url().includes('/api/v1/subscriptions/')) calls.push(`${sent.method()} ${new URL(sent.url()).pathname}`)
  })
  // Holds the checkout answer until the test lets it through, as a slow card processor would.
  let release = () => {}
  const released = new Promise<void>((resolve) => { release = resolve })
  let body: Record<string, unknown> = {}
  await page.route('**/api/v1/subscriptions/checkout', async (route) => {
    body = route.request().postDataJSON()
    await released
    await route.continue()
  })

  await page.getByRole('button', { name: 'Choose Plan: Basic' }).click()
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Basic' })
  await fillCard(page, { number: '4111 1111 1111 1111' })
  await dialog.getByRole('button', { name: 'Pay $21.50' }).click()
  await expect(dialog.getByRole('button', { name: 'Processing...' })).toBeDisabled()
  await expect.poll(() => body.idempotency_key).toMatch(/^[0-9a-f-]{36}$/)
  expect(body).toMatchObject({ subscription_plan_variation_id: expect.any(Number), card_token: expect.stringMatching(/^cnon:/) })
  // A moment for an optimistic success, were there one, to show while the answer is held.
  await page.waitForTimeout(500)
  await expect(page.getByText('Subscription activated successfully')).toHaveCount(0)
  await expect(dialog).toBeVisible()
  await expect(page.getByRole('button', { name: 'Current Plan' })).toHaveCount(0)

  release()
  await expect(page.getByText('Subscription activated successfully')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Current Plan' })).toBeVisible()
  expect(calls.filter((call) => call.startsWith('POST'))).toEqual(['POST /api/v1/subscriptions/checkout'])
  await expectNoSeriousA11yViolations(page)
})

test('a price changed while the card form was open is shown and asked for again, never charged unseen', async ({ page, request }) => {
  const admin = await tokenFor(request, DEMO_ADMIN)
  const name = `Repriced ${randomUUID().slice(0, 6)}`
  const plan = (variations: object[]) => ({ subscription_plan: { name, plan_type: 'basic', active: true, variations } })
  const created = await request.post('/api/v1/admin/subscription_plans', {
    headers: bearer(admin),
    data: plan([{ billing_cycle: 'MONTHLY', price: '15.00', currency: 'USD', active: true }]),
  })
  expect(created.status()).toBe(201)
  const { id: planId, variations: [variation] } = (await created.json()).data
  try {
    const { token } = await signInWithNewAccount(page, request)
    await plansReady(page)
    await page.getByRole('button', { name: `Choose Plan: ${name}` }).click()
    const dialog = page.getByRole('dialog', { name: `Subscribe to ${name}` })
    await expect(dialog.getByText('You pay $15.00 today.')).toBeVisible()
    const repriced = await request.put(`/api/v1/admin/subscription_plans/${planId}`, {
      headers: bearer(admin),
      data: plan([{ id: variation.id, billing_cycle: 'MONTHLY', price: '17.25', currency: 'USD', active: true }]),
    })
    expect(repriced.status()).toBe(200)

    await fillCard(page, { number: '4111 1111 1111 1111' })
    await dialog.getByRole('button', { name: 'Pay $15.00' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('The price of this plan is now $17.25. Please confirm the new price to continue.')
    await expect(dialog.getByText('You pay $17.25 today.')).toBeVisible()
    const before = await request.get('/api/v1/subscriptions/payments', { headers: bearer(token) })
    expect((await before.json()).data).toEqual([])
    await expectNoSeriousA11yViolations(page)

    await dialog.getByRole('button', { name: 'Pay $17.25' }).click()
    await expect(page.getByText('Subscription activated successfully')).toBeVisible()
    const payments = await request.get('/api/v1/subscriptions/payments', { headers: bearer(token) })
    expect((await payments.json()).data.map((p: { amount: string; status: string }) => [p.amount, p.status])).toEqual([['17.25', 'completed']])
  } finally {
    await request.post(`/api/v1/admin/subscription_plans/${planId}/deactivate`, { headers: bearer(admin) })
  }
})

test('Square refusing our credentials holds the purchase, tells the buyer nothing was charged, and alerts the admin', async ({ page, request }) => {
  const faulty = await request.put('/api/v1/dev/payment_faults', { data: { connect: 'unauthorized' } })
  expect(faulty.status()).toBe(200)
  try {
    const { token, email } = await signInWithNewAccount(page, request)
    await plansReady(page)
    await page.getByRole('button', { name: 'Choose Plan: Basic' }).click()
    const dialog = page.getByRole('dialog', { name: 'Subscribe to Basic' })
    await fillCard(page, { number: '4111 1111 1111 1111' })
    await dialog.getByRole('button', { name: 'Pay $21.50' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(
      'Payment failed: Card payments are unavailable on our side right now. Nothing was charged; we will finish your purchase once they are back and e-mail you the result.',
    )
    // Which subscription is held: the buyer's, as the admin's alert list names it.
    const buyer: number = (await (await request.get('/api/v1/me', { headers: bearer(token) })).json()).data.id
    const adminToken = await tokenFor(request, DEMO_ADMIN)
    const listed = await request.get('/api/v1/admin/payment_alerts', { headers: bearer(adminToken) })
    const held = (await listed.json()).data.filter((alert: { user_id: number }) => alert.user_id === buyer)
    expect(held).toHaveLength(1)
    const subscriptionId: number = held[0].subscription_id

    const admin = await page.context().newPage()
    await openSignedIn(admin, adminToken, '/admin')
    const alerts = admin.getByRole('alert', { name: /Payment alerts/ })
    await expect(alerts.getByRole('listitem').filter({ hasText: `subscription #${subscriptionId} ` })).toContainText(
      `Square refused our charge of $21.50 for subscription #${subscriptionId} (AUTHENTICATION_ERROR UNAUTHORIZED). The customer has not been told; it goes through within an hour of the fix.`,
    )
    await expectNoSeriousA11yViolations(admin)
    await admin.getByRole('link', { name: /Failed Jobs/ }).first().click()
    await expect(admin.getByRole('heading', { level: 1, name: /Failed Jobs/ })).toBeVisible()
    await expect(admin.getByRole('alert', { name: /Payment alerts/ })).toContainText(`subscription #${subscriptionId} (AUTHENTICATION_ERROR UNAUTHORIZED)`)
    // Only the held purchase's own words reached the buyer: no e-mail about a failed payment.
    expect((await readMailbox(request, email)).map((message) => message.subject).filter((subject) => /payment/i.test(subject))).toEqual([])
  } finally {
    await request.put('/api/v1/dev/payment_faults', { data: { connect: null } })
  }
})
