import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/playwright.ts'
import { expectNoA11yViolations, expectNoSeriousA11yViolations } from '../support/axe.ts'
import { bearer, DEMO_ADMIN, openSignedIn, registerCustomer, tokenFor } from '../support/accounts.ts'
import { PLAN_DISPLAY } from '../../shared/constants/plans.ts'

const card = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Subscription Plans' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) })

async function plansLoaded(page: Page) {
  await expect(card(page, 'Premium').getByRole('button')).toBeVisible()
}

const NO_PLAN = '/api/v1/subscriptions/current'

/**
 * Console errors, uncaught page errors and failed responses, from the moment this is called. The
 * spec's 404 for "no plan" (GET /subscriptions/current) is the one expected failure, in the network
 * and in the console line the browser writes for it.
 */
function watchErrors(page: Page): () => string[] {
  const errors: string[] = []
  const isNoPlan = (status: number, url: string) => status === 404 && url !== '' && new URL(url).pathname === NO_PLAN
  page.on('response', (response) => {
    if (response.status() >= 400 && !isNoPlan(response.status(), response.url())) errors.push(`${response.status()} ${response.url()}`)
  })
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    if (!(message.text().includes('status of 404') && isNoPlan(404, message.location().url))) errors.push(`${message.text()} at ${message.location().url}`)
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return () => errors
}

for (const width of [1280, 390]) {
  test(`at ${width} px a signed-in customer's landing page hydrates without an error`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 })
    const { token } = await registerCustomer(request)
    await openSignedIn(page, token, '/about')
    const errors = watchErrors(page)
    await page.goto('/#plans')
    await plansLoaded(page)
    await expect(card(page, 'Free').getByRole('link', { name: 'Start with Free' })).toHaveCount(0)
    expect(errors()).toEqual([])
    await expectNoA11yViolations(page)
  })
}

test('the annual cycle shows the per-month figure, the yearly charge and the saving', async ({ page }) => {
  await page.goto('/#plans')
  await plansLoaded(page)
  const intro = page.getByRole('region', { name: 'Hello, space traveler!' })
  await expect(intro).toContainText('Basic $20/month billed annually')
  await expect(intro).toContainText('Premium $35/month billed annually')

  await expect(card(page, 'Basic')).toContainText('$21.50/month')
  await expect(card(page, 'Basic')).toContainText('Billed monthly')
  await expect(card(page, 'Free')).toContainText('$0/month')
  await expectNoA11yViolations(page)

  await page.getByText('Annually', { exact: true }).click()
  await expect(card(page, 'Basic')).toContainText('$20.00/month')
  await expect(card(page, 'Basic')).toContainText('Billed $240.00 yearly — save 7%')
  await expect(card(page, 'Premium')).toContainText('$35.00/month')
  await expect(card(page, 'Premium')).toContainText('Billed $420.00 yearly — save 7%')
  await expect(card(page, 'Free')).toContainText('$0Free forever')
  await expect(card(page, 'Free')).not.toContainText('/month')
  await expectNoA11yViolations(page)
})

test("an admin gives a plan its own card text; a plan left empty shows its type's text", async ({ page, request }) => {
  const admin = await tokenFor(request, DEMO_ADMIN)
  const own = `Family Plus ${randomUUID().slice(0, 6)}`
  const plain = `Type Text ${randomUUID().slice(0, 6)}`
  const variations = [{ billing_cycle: 'MONTHLY', price: '44.00', currency: 'USD', active: true }]
  const created = await request.post('/api/v1/admin/subscription_plans', {
    headers: bearer(admin),
    data: { subscription_plan: { name: plain, plan_type: 'premium', active: true, variations } },
  })
  expect(created.status()).toBe(201)

  await openSignedIn(page, admin, '/admin/subscription-plans/new')
  await page.getByLabel('Name', { exact: true }).fill(own)
  await page.getByLabel('Plan Type').selectOption('premium')
  await page.getByLabel('Subtitle (optional)').fill('Cover for the whole household')
  await page.getByLabel('Features, one per line (optional)').fill('Up to five drivers\nTeen driver coaching')
  await page.getByLabel('Perfect For (optional)').fill('Families with new drivers.')
  await page.getByLabel('Price').first().fill('55')
  // A plan is paid by card, so no variation may stay at the form's 0.00.
  await page.getByLabel('Price').nth(1).fill('594')
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Create Plan' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Plans' })).toBeVisible()

  await page.goto('/#plans')
  await plansLoaded(page)
  const ownCard = card(page, own)
  await expect(ownCard).toContainText('Cover for the whole household')
  await expect(ownCard).toContainText('Up to five drivers')
  await expect(ownCard).toContainText('Teen driver coaching')
  await expect(ownCard).toContainText('Families with new drivers.')
  await expect(ownCard).not.toContainText(PLAN_DISPLAY.premium.subtitle)
  const plainCard = card(page, plain)
  await expect(plainCard).toContainText(PLAN_DISPLAY.premium.subtitle)
  await expect(plainCard).toContainText(PLAN_DISPLAY.premium.perfectFor)

  // Off sale again, so other flows see only the seeded plans on the landing page.
  const listed = await request.get('/api/v1/admin/subscription_plans', { headers: bearer(admin) })
  const ours = (await listed.json()).data.filter((plan: { name: string }) => plan.name === own || plan.name === plain)
  expect(ours).toHaveLength(2)
  for (const plan of ours) {
    expect((await request.post(`/api/v1/admin/subscription_plans/${plan.id}/deactivate`, { headers: bearer(admin) })).status()).toBe(200)
  }
})

test('the intro quotes the plans as they are stored: an admin\'s new price shows there too, with no script on a phone\'s arrival', async ({ page, request }) => {
  const admin = await tokenFor(request, DEMO_ADMIN)
  const listed = (await (await request.get('/api/v1/admin/subscription_plans', { headers: bearer(admin) })).json()).data
  const basic = listed.find((plan: { name: string }) => plan.name === 'Basic')
  const withAnnual = (price: string) => ({
    subscription_plan: {
      ...basic,
      variations: basic.variations.map((variation: { billing_cycle: string }) => (variation.billing_cycle === 'ANNUAL' ? { ...variation, price } : variation)),
    },
  })
  const priced = await request.put(`/api/v1/admin/subscription_plans/${basic.id}`, { headers: bearer(admin), data: withAnnual('300.00') })
  expect(priced.status()).toBe(200)
  try {
    await page.setViewportSize({ width: 390, height: 800 })
    const scripts: string[] = []
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname)
    })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(scripts).toEqual([])
    const intro = page.getByRole('region', { name: 'Hello, space traveler!' })
    await intro.getByRole('list').scrollIntoViewIfNeeded()
    await expect(intro).toContainText('Basic $25/month billed annually')
    await expect(intro).toContainText('Premium $35/month billed annually')
    await expectNoA11yViolations(page)
  } finally {
    const restored = await request.put(`/api/v1/admin/subscription_plans/${basic.id}`, { headers: bearer(admin), data: withAnnual('240.00') })
    expect(restored.status()).toBe(200)
  }
})
