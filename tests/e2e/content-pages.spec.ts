import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'

const NOT_FOUND = 'Oops! Page not found'

async function expectRealPage(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  expect(await response.text(), path).not.toContain(NOT_FOUND)
}

async function internalLinks(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page.locator(selector).locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return [...new Set(hrefs)]
}

test('every footer link answers with a real page and every anchor exists', async ({ page, request }) => {
  await page.goto('/')
  const hrefs = await internalLinks(page, 'footer')
  for (const required of ['/products/auto', '/products/home', '/products/life', '/products/commercial', '/products/health', '/products/truck', '/about', '/carriers', '/claims', '/resources', '/careers', '/blog', '/privacy', '/terms', '/sitemap']) {
    expect(hrefs).toContain(required)
  }
  for (const href of hrefs) {
    const [path = '/', anchor] = href.split('#')
    await expectRealPage(request, path)
    if (anchor) {
      await page.goto(href)
      await expect(page.locator(`[id="${anchor}"]`), href).toBeAttached()
    }
  }
})

test('the sitemaps list only real pages', async ({ page, request }) => {
  const xml = await request.get('/sitemap.xml')
  expect(xml.status()).toBe(200)
  expect(xml.headers()['content-type']).toContain('xml')
  const locations = [...(await xml.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname)
  expect(locations).toContain('/')
  expect(locations).toContain('/legal/privacy-policy')
  for (const path of locations) await expectRealPage(request, path)

  await page.goto('/sitemap')
  await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible()
  const htmlLinks = await internalLinks(page, 'main')
  expect(htmlLinks.toSorted()).toEqual(locations.toSorted())
  await expectNoSeriousA11yViolations(page)
})

test('robots.txt allows the site and names the sitemap', async ({ request }) => {
  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  const text = await robots.text()
  expect(text).toContain('User-agent: *')
  expect(text).toContain('Disallow: /dashboard')
  expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m)
})

for (const legal of [
  { path: '/legal/privacy-policy', title: 'Privacy Policy', mailbox: 'privacy@getquote.example', shortcut: '/privacy' },
  { path: '/legal/terms-and-conditions', title: 'Terms and Conditions', mailbox: 'legal@getquote.example', shortcut: '/terms' },
]) {
  test(`${legal.title} shows its date, its mailbox and a way home`, async ({ page }) => {
    await page.goto(legal.path)
    await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible()
    await expect(page.getByText('Last updated April 30, 2025')).toBeVisible()
    await expect(page.getByRole('link', { name: legal.mailbox })).toHaveAttribute('href', `mailto:${legal.mailbox}`)
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL('/')
  })

  test(`${legal.shortcut} leads to the ${legal.title}`, async ({ page }) => {
    const response = await page.goto(legal.shortcut)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(legal.path)
    await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible()
  })
}

test('the footer Cookies link opens the cookies section of the privacy policy', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies' }).click()
  await expect(page).toHaveURL('/legal/privacy-policy#cookies')
  await expect(page.getByRole('heading', { level: 2, name: 'Cookies' })).toBeInViewport()
})

test('content pages have their own headings and calls to action', async ({ page }) => {
  await page.goto('/products/auto')
  await expect(page.getByRole('heading', { level: 1, name: 'Auto Insurance' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Start your auto quote' })).toHaveAttribute('href', '/auto/request')
  await expectNoSeriousA11yViolations(page)

  await page.goto('/products/home')
  await page.getByRole('link', { name: 'Choose your insurance' }).click()
  await expect(page).toHaveURL('/select-insurance-type')

  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 2, name: 'Press' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Contact' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.goto('/resources#faqs')
  await expect(page.getByRole('heading', { level: 2, name: 'FAQs' })).toBeInViewport()
  await expectNoSeriousA11yViolations(page)

  await page.goto('/auto')
  await expect(page.getByRole('heading', { level: 1, name: 'Auto insurance, compared for you' })).toBeVisible()
  await page.getByRole('link', { name: 'Start your auto quote' }).click()
  await expect(page).toHaveURL('/auto/request')
})
