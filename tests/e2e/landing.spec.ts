import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { holdRequests } from '../support/holdRequests.ts'

const SECTION_HEADINGS = [
  'Hello, space traveler!', 'Subscription Plans', 'Discounts and Rewards', 'Recommended for You', 'Insider Tips',
  'Our Products', 'Thinking of Switching Carriers?', 'How It Works', 'How to Get Started', 'Join Us', 'Have Questions?',
]

test('the landing page shows every section, the plans and the footer', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the company' })).toBeVisible()
  for (const name of SECTION_HEADINGS) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeAttached()
  }
  const intro = page.getByRole('region', { name: 'Hello, space traveler!' })
  await expect(intro).toContainText('Free to explore')
  await expect(intro).toContainText('Basic $20/month billed annually')
  await expect(intro).toContainText('Premium $35/month billed annually')

  const plans = page.getByRole('region', { name: 'Subscription Plans' })
  // The live cards come as the visitor scrolls to them, with the seeded MONTHLY variations' prices:
  // the price shown is the price charged.
  await plans.scrollIntoViewIfNeeded()
  for (const [title, price] of [['Free', '$0'], ['Basic', '$21.50'], ['Premium', '$37.50']]) {
    const card = plans.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) })
    await expect(card).toContainText(price)
    await expect(card).toContainText('What You Get')
    await expect(card).toContainText('Perfect For')
  }
  await expect(plans).toContainText('Partner deals (up to 10% off)')

  const bubbles = page.getByRole('list', { name: 'Market share of the six largest carriers' }).getByRole('listitem')
  await expect(bubbles).toHaveCount(6)
  const shares = await bubbles.evaluateAll((items) => items.map((item) => item.querySelector('span')?.textContent))
  expect(shares).toEqual(['31%', '19%', '16%', '14%', '10%', '10%'])
  await expect(page.getByRole('region', { name: 'How to Get Started' }).getByRole('listitem')).toHaveCount(4)

  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText('Expert guidance. Personalized service. Trusted protection.')
  await expect(footer).toContainText(`© ${new Date().getFullYear()} GetQuote`)
  for (const column of ['Products', 'Company', 'Support']) {
    await expect(footer.getByRole('navigation', { name: column })).toBeVisible()
  }
  for (const label of ['About Us', 'Careers', 'Press', 'Contact', 'Help Center', 'Privacy Policy', 'Terms of Service', 'FAQs', 'Privacy', 'Terms', 'Cookies']) {
    await expect(footer.getByRole('link', { name: label, exact: true })).toBeVisible()
  }
  await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(3)
  await expectNoSeriousA11yViolations(page)
})

for (const width of [1280, 800, 390]) {
  test(`at ${width} px the plan cards keep their place while they load, so nothing below them moves`, async ({ page }) => {
    await page.setViewportSize({ width, height: 720 })
    let releaseList = () => {}
    const listHeld = new Promise<void>((resolve) => { releaseList = resolve })
    // The shop's usual two paid plans, whatever plans other tests on this server left on sale.
    await page.route((url) => url.pathname === '/api/v1/subscription_plans', async (route) => {
      await listHeld
      const { data } = await (await route.fetch()).json()
      await route.fulfill({ json: { data: data.filter((plan: { name: string }) => plan.name === 'Basic' || plan.name === 'Premium') } })
    })
    await page.goto('/#plans')
    const plans = page.getByRole('region', { name: 'Subscription Plans' })
    // What lies below moves exactly when the section's height changes; sections above (hydrating on
    // their own time) are not this section's doing.
    const height = () => plans.evaluate((section) => section.getBoundingClientRect().height)
    await expect(plans.getByRole('status').filter({ hasText: 'Loading subscription plans...' })).toBeVisible()
    const whileLoading = await height()
    releaseList()
    await expect(plans.getByRole('button', { name: 'Choose Plan: Premium' })).toBeVisible()
    expect(await height()).toBe(whileLoading)
  })
}

test('the plan cards say when they are loading, when they cannot load and when there are none', async ({ page }) => {
  const isPlanList = (url: URL) => url.pathname === '/api/v1/subscription_plans'
  const plans = page.getByRole('region', { name: 'Subscription Plans' })
  const premium = plans.getByRole('heading', { level: 3, name: 'Premium', exact: true })

  const releaseList = await holdRequests(page, isPlanList)
  await page.goto('/#plans')
  await expect(plans.getByRole('status').filter({ hasText: 'Loading subscription plans...' })).toBeVisible()
  await expect(premium).toBeHidden()
  releaseList()
  await expect(premium).toBeVisible()
  await expect(plans.getByText('Loading subscription plans...')).toBeHidden()

  // What a visitor sees when the API cannot be reached.
  await page.unroute(isPlanList)
  await page.route(isPlanList, (route) => route.abort('connectionrefused'))
  await page.reload()
  await expect(plans.getByRole('alert')).toContainText('Unable to load plans')
  await expect(plans.getByRole('heading', { level: 3, name: 'Free', exact: true })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // Every paid plan deactivated by the administrators: the API answers an empty list.
  await page.unroute(isPlanList)
  await page.route(isPlanList, (route) => route.fulfill({ json: { data: [] } }))
  await page.reload()
  await expect(plans.getByText('No subscription plans are currently available.')).toBeVisible()
  await expect(premium).toBeHidden()
})

test('the landing page runs no script until the plans come near, then they load as the visitor reaches them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  const requested: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (request.resourceType() === 'script' || pathname.startsWith('/api/')) requested.push(pathname)
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(requested).toEqual([])

  await page.getByRole('link', { name: 'CHECK OUR PLANS' }).click()
  const plans = page.getByRole('region', { name: 'Subscription Plans' })
  await expect(plans.getByRole('button', { name: 'Choose Plan: Premium' })).toBeVisible()
  expect(requested).toContain('/api/v1/subscription_plans')
})

test('CHECK OUR PLANS scrolls to the plans section', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/')
  const plansHeading = page.getByRole('heading', { level: 2, name: 'Subscription Plans' })
  await expect(plansHeading).not.toBeInViewport()
  await page.getByRole('link', { name: 'CHECK OUR PLANS' }).click()
  await expect(page).toHaveURL(/\/#plans$/)
  await expect(plansHeading).toBeInViewport()
})

test('every product card leads to the insurance type selection', async ({ page }) => {
  await page.goto('/')
  const cards = page.getByRole('region', { name: 'Our Products' }).getByRole('link')
  await expect(cards).toHaveCount(8)
  const names = await cards.evaluateAll((links) => links.map((link) => link.querySelector('span')?.textContent ?? ''))
  expect(names).toEqual([
    'Auto Insurance', 'Life Insurance', 'Homeowners Insurance', 'Commercial Insurance',
    'General Liability', 'Truck Insurance', 'Health Insurance', 'Investment Protection',
  ])
  for (const name of names) {
    await page.goto('/')
    await page.getByRole('region', { name: 'Our Products' }).getByRole('link', { name }).click()
    await expect(page).toHaveURL('/select-insurance-type')
  }
})

test('the switching button leads to the insurance type selection', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Switch and Save' }).click()
  await expect(page).toHaveURL('/select-insurance-type')
})

test('the mobile menu opens and closes with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Open menu' })
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  await expect(menu).toBeHidden()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(toggle).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(menu.getByRole('link', { name: 'Get a Quote' })).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(menu.getByRole('link', { name: 'Plans' })).toBeFocused()
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(toggle).toBeFocused()
})
