import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/playwright.ts'
import { expectNoSeriousA11yViolations } from '../support/axe.ts'
import { bearer, DEMO_ADMIN, openSignedIn, registerCustomer, tokenFor } from '../support/accounts.ts'
import { waitForMail } from '../support/mailbox.ts'
import { expectNoSidewaysScroll } from '../support/layout.ts'

/** A phone's answer time on a weak signal: every API call waits this long (issue #27's "slow network"). */
const API_DELAY_MS = 2_000

async function slowApi(page: Page): Promise<void> {
  await page.route('**/api/v1/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS))
    await route.fallback()
  })
}

/** Three files as a phone would offer them: a 12 MB photo, a small one, and an HTML page named .jpg. */
async function photoFiles(): Promise<{ big: string; small: string; html: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gq-claim-'))
  const [width, height] = [3000, 2600]
  const noise = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).jpeg({ quality: 100 }).toBuffer()
  const files = { big: path.join(dir, 'IMG_0001.jpg'), small: path.join(dir, 'IMG_0002.jpg'), html: path.join(dir, 'crash.jpg') }
  fs.writeFileSync(files.big, noise)
  fs.writeFileSync(files.small, await sharp({ create: { width: 800, height: 600, channels: 3, background: '#884422' } }).jpeg().toBuffer())
  fs.writeFileSync(files.html, '<!doctype html><html><body><script>alert(1)</script></body></html>')
  expect(noise.byteLength).toBeGreaterThan(10 * 1024 * 1024)
  return files
}

test.describe('a customer reports an accident on a phone', () => {
  // The reload while offline opens from the app's service worker, which the other browser tests block.
  test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' })

  test('starts from the header, keeps what was typed offline and across a reload, adds photos and sends it', async ({ page, request }) => {
    test.setTimeout(240_000)
    const customer = await registerCustomer(request, { firstName: 'Dana', lastName: 'Rivera' })
    await openSignedIn(page, customer.token, '/dashboard')
    await slowApi(page)
    await page.getByRole('banner').getByRole('link', { name: 'Had an accident?' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Had an accident?' })).toBeVisible()
    await expect(page.getByText('If anyone is hurt, call 911 now. Your report can wait.')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('button', { name: 'Start my report' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Report an accident' })).toBeVisible({ timeout: 30_000 })
    const reportUrl = page.url()

    await page.getByLabel('Which policy?').selectOption('other')
    await page.getByLabel('Insurance company', { exact: true }).selectOption({ label: 'Harborline Mutual' })
    await page.getByLabel('Policy number').fill('HLM-2026-7788')
    await page.getByLabel('Date and time of the accident').fill('2026-11-20T08:15')
    await page.getByLabel('Where it happened').fill('1200 J St')
    await page.getByLabel('State', { exact: true }).selectOption('CA')
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved.' })).toBeVisible({ timeout: 30_000 })

    // The signal drops half-way: what is typed now stays on the phone.
    await page.context().setOffline(true)
    await page.getByLabel('Tell us what happened').fill('Stopped at a red light; the car behind did not stop.')
    await page.getByLabel('Who was driving').fill('Dana Rivera')
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible()
    const kept = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('gq:claimDraft:')).map((key) => localStorage.getItem(key) ?? ''))
    expect(kept.join()).toContain('Stopped at a red light')

    // Reloaded while still offline: the app's shell comes from the service worker, the report from the tab's copy.
    const reloaded = await page.reload()
    expect(reloaded?.fromServiceWorker()).toBe(true)
    await expect(page.getByRole('heading', { level: 1, name: 'Report an accident' })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByLabel('Tell us what happened')).toHaveValue('Stopped at a red light; the car behind did not stop.')
    await expect(page.getByLabel('Who was driving')).toHaveValue('Dana Rivera')
    await expect(page.getByLabel('Policy number')).toHaveValue('HLM-2026-7788')
    await expect(page.getByLabel('Where it happened')).toHaveValue('1200 J St')
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible()
    await expect(page.getByText('Photos can be added when you are back online.')).toBeVisible()
    await page.getByLabel('Damage to your vehicle').fill('Rear bumper pushed in')

    // Back online: the tab's copy goes to the server by itself.
    await page.context().setOffline(false)
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved.' })).toBeVisible({ timeout: 30_000 })
    const synced = await (await request.get(reportUrl.replace('/dashboard/claims/', '/api/v1/claims/'), { headers: bearer(customer.token) })).json()
    expect(synced.data.report).toMatchObject({ description: 'Stopped at a red light; the car behind did not stop.', driver: { name: 'Dana Rivera' }, damage: { description: 'Rear bumper pushed in' } })
    expect(synced.data.policy_number).toBe('HLM-2026-7788')
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('gq:claimDraft:')))).toEqual([])
    // The worker kept the shell and the build's files, and nothing of the API or of this customer.
    const cached = await page.evaluate(async () => {
      const paths: string[] = []
      for (const name of await caches.keys()) {
        for (const kept of await (await caches.open(name)).keys()) paths.push(new URL(kept.url).pathname)
      }
      return paths
    })
    expect(cached).toContain('/dashboard')
    expect(cached.filter((path) => path !== '/dashboard' && !/^\/_astro\/[\w.-]+\.js$/.test(path))).toEqual([])

    // Online, but the server is out of reach for saves when the page is reloaded.
    await page.route('**/api/v1/claims/*', (route) => (route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback()))
    await page.getByLabel('Who was driving').fill('Dana Rivera (owner)')
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible({ timeout: 30_000 })
    await page.reload()
    await expect(page.getByLabel('Tell us what happened')).toHaveValue('Stopped at a red light; the car behind did not stop.', { timeout: 30_000 })
    await expect(page.getByLabel('Who was driving')).toHaveValue('Dana Rivera (owner)')
    await expect(page.getByLabel('Policy number')).toHaveValue('HLM-2026-7788')
    await page.unroute('**/api/v1/claims/*')
    await page.getByLabel('Damage to your vehicle').fill('Rear bumper and trunk pushed in')
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved.' })).toBeVisible({ timeout: 30_000 })
    await page.reload()
    await expect(page.getByLabel('Tell us what happened')).toHaveValue('Stopped at a red light; the car behind did not stop.', { timeout: 30_000 })
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('gq:claimDraft:')))).toEqual([])
    expect(page.url()).toBe(reportUrl)

    const files = await photoFiles()
    await page.getByLabel('Add photos').setInputFiles([files.big, files.small, files.html])
    const photos = page.getByRole('list', { name: 'Photos added' })
    await expect(photos.getByRole('listitem')).toHaveCount(2, { timeout: 90_000 })
    await expect(page.getByRole('alert').filter({ hasText: 'Please add a photo (JPEG, PNG or HEIC). This file is not a photo, whatever its name says.' })).toBeVisible()
    await page.getByRole('button', { name: 'Remove crash.jpg' }).click()
    await expectNoSeriousA11yViolations(page)
    // A photo taken by mistake comes out again, from the report and from the server.
    await photos.getByRole('button', { name: 'Remove IMG_0002.jpg' }).click()
    await expect(photos.getByRole('listitem')).toHaveCount(1, { timeout: 30_000 })
    await expect(photos.getByRole('img', { name: 'IMG_0002.jpg' })).toHaveCount(0)
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'IMG_0002.jpg removed.' })).toBeVisible()

    await page.getByRole('button', { name: 'Send report' }).click()
    await expect(page.getByRole('heading', { level: 2, name: /^Your claim number is CL-/ })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText(/^An agent will file this with Harborline Mutual by /)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Call (800) 555-0101' })).toHaveAttribute('href', 'tel:8005550101')
    await expect(page.getByRole('link', { name: 'Harborline Mutual claims website' })).toHaveAttribute('href', 'https://harborline.example/claims')
    await expect(page.getByRole('list', { name: 'Claim progress' }).getByRole('listitem')).toHaveText([/^Reported \(done\)/, 'Filed with the carrier (not yet)', 'Adjuster assigned (not yet)', 'Closed (not yet)'])
    await expectNoSeriousA11yViolations(page)
    const number = reportUrl.split('/').pop() ?? ''
    await waitForMail(request, customer.email, `We received your accident report ${number}`)

    // The stored photo was shrunk before it travelled: no side over 2560 pixels.
    const claim = await (await request.get(`/api/v1/claims/${number}`, { headers: bearer(customer.token) })).json()
    expect(claim.data.photos.map((photo: { file_name: string }) => photo.file_name)).toEqual(['IMG_0001.jpg'])
    const sizes = claim.data.photos.map((photo: { byte_size: number }) => photo.byte_size)
    expect(Math.max(...sizes)).toBeLessThan(10 * 1024 * 1024)
  })
})

test('an agent files a claim from the queue, and the customer\'s tracker and e-mails follow', async ({ page, request }) => {
  test.setTimeout(120_000)
  const customer = await registerCustomer(request)
  const headers = bearer(customer.token)
  const carriers = await (await request.get('/api/v1/policy_carriers', { headers })).json()
  const harborline = carriers.data.find((carrier: { name: string }) => carrier.name === 'Harborline Mutual')
  const started = await (await request.post('/api/v1/claims', { headers, data: { claim: {
    carrier_id: harborline.id, policy_number: 'HLM-2026-1', report: { occurred_at: '2026-11-20T08:15', location: { address: '1 Main St', state: 'TX' }, description: 'Hit while parked' },
  } } })).json()
  const number: string = started.data.claim_number
  expect((await request.post(`/api/v1/claims/${number}/submit`, { headers })).status()).toBe(200)

  const admin = await tokenFor(request, DEMO_ADMIN)
  await openSignedIn(page, admin, '/admin/claims?state=TX')
  const row = page.getByRole('row').filter({ hasText: number })
  await expect(row).toContainText(/23 h \d+ min left/)
  await expectNoSeriousA11yViolations(page)
  await row.getByRole('link', { name: `Open claim ${number}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Claim ${number}` })).toBeVisible()
  await expect(page.getByText('Hit while parked')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByLabel('Carrier\'s claim number').fill('HLM-CL-5521')
  await page.getByRole('button', { name: 'Record as filed' }).click()
  await expect(page.getByText('Claim filed with the carrier.')).toBeVisible()
  await page.getByLabel('Adjuster\'s name').fill('Jordan Reyes')
  await page.getByLabel('Adjuster\'s phone').fill('916 555 0177')
  await page.getByLabel('Adjuster\'s e-mail').fill('jordan@harborline.example')
  await page.getByRole('button', { name: 'Record adjuster' }).click()
  await expect(page.getByText('Adjuster assigned.')).toBeVisible()
  await page.getByLabel('Note', { exact: true }).fill('Customer prefers texts')
  await page.getByRole('button', { name: 'Add note' }).click()
  await expect(page.getByRole('region', { name: 'Notes' }).getByText('Customer prefers texts')).toBeVisible()
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Filed with the carrier as HLM-CL-5521')

  await waitForMail(request, customer.email, `Your claim ${number} was filed with Harborline Mutual`)
  await waitForMail(request, customer.email, `An adjuster was assigned to your claim ${number}`)
  const mine = await (await request.get(`/api/v1/claims/${number}`, { headers })).json()
  expect(mine.data).toMatchObject({ status: 'adjuster_assigned', carrier_claim_number: 'HLM-CL-5521', adjuster: { name: 'Jordan Reyes', phone: '(916) 555-0177' }, notes: [] })

  await page.goto('/admin')
  await expect(page.getByRole('region', { name: 'Claims filed within 24 hours, last 30 days' }).getByText(/^\d+%$/)).toBeVisible()

  await openSignedIn(page, customer.token, `/dashboard/claims/${number}`)
  await expect(page.getByRole('list', { name: 'Claim progress' }).getByRole('listitem')).toHaveText([/^Reported \(done\)/, /^Filed with the carrier \(done\)/, /^Adjuster assigned \(done\)/, 'Closed (not yet)'])
  await expect(page.getByText('Your adjuster: Jordan Reyes, (916) 555-0177, jordan@harborline.example')).toBeVisible()
  await expect(page.getByText('Harborline Mutual\'s claim number: HLM-CL-5521')).toBeVisible()
  await expect(page.getByText('Customer prefers texts')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
})

test('at 360 px no claim screen scrolls sideways, a draft and a sent report included', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  const customer = await registerCustomer(request)
  const headers = bearer(customer.token)
  const draft = (await (await request.post('/api/v1/claims', { headers, data: { claim: {} } })).json()).data.claim_number
  const sent = (await (await request.post('/api/v1/claims', { headers, data: { claim: {
    carrier_name: 'Faraway Mutual', policy_number: 'FM-1', report: { occurred_at: '2026-11-20T08:15', location: { address: '1 Main St' }, description: 'Hit while parked' },
  } } })).json()).data.claim_number
  expect((await request.post(`/api/v1/claims/${sent}/submit`, { headers })).status()).toBe(200)
  await openSignedIn(page, customer.token, '/dashboard')
  for (const path of ['/dashboard', '/dashboard/claims', '/dashboard/claims/new', `/dashboard/claims/${draft}`, `/dashboard/claims/${sent}`]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoSidewaysScroll(page, path)
  }
  await expect(page.getByText('An agent will file this with Faraway Mutual by')).toBeVisible()

  // An empty report says what it still needs, on the questions themselves.
  await page.goto(`/dashboard/claims/${draft}`)
  await page.getByRole('button', { name: 'Send report' }).click()
  await expect(page.getByLabel('Which policy?')).toHaveAccessibleDescription('Please choose your policy, or "A policy not listed here"')
  await expect(page.getByLabel('Which policy?')).toBeFocused()
  await page.getByLabel('Which policy?').selectOption('other')
  await page.getByLabel('Insurance company\'s name').fill('Faraway Mutual')
  await page.getByLabel('Policy number').fill('FM-2')
  await page.getByRole('button', { name: 'Send report' }).click()
  await expect(page.getByLabel('Tell us what happened')).toHaveAccessibleDescription(/Please say what happened/, { timeout: 30_000 })
  await expect(page.getByLabel('Date and time of the accident')).toHaveAccessibleDescription('Please enter the date and time of the accident')
  await expect(page.getByRole('alert').filter({ hasText: 'Please complete the report before sending it.' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
